/**
 * Entry of the API server (`scripts/backend/up.sh` starts it): reads the settings, opens the
 * pools, listens, and logs `listening` once it answers. SIGTERM closes it cleanly.
 */
import { fileURLToPath } from 'node:url'
import { loadConfig } from './config.ts'
import { createContext } from './context.ts'
import { openDatabase } from './db.ts'
import { startServer } from './server.ts'

const config = loadConfig(fileURLToPath(new URL('../../supabase/config.toml', import.meta.url)))
const db = openDatabase(config.adminDatabaseUrl, config.apiDatabaseUrl)
const ctx = await createContext(config, db)
const server = await startServer(ctx)
console.log(`listening on ${config.publicUrl}`)

const stop = () => {
  server.close()
  server.closeAllConnections?.()
  void db.end().finally(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
