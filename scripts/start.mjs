// `npm start`: build the web app and serve the production build on 127.0.0.1:${PORT:-4173}.
// NEXUS_OUT_DIR picks the build folder inside web/ (default dist), so test servers with other
// environments never overwrite each other's build.
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'
import { buildRecord, prerender } from './prerender.mjs'

const webRoot = fileURLToPath(new URL('../web', import.meta.url))
const port = Number(process.env.PORT ?? 4173)
const outDir = process.env.NEXUS_OUT_DIR || 'dist'

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a TCP port number, got "${process.env.PORT}"`)
  process.exit(1)
}

await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
// The prerender writes the guest pages only for a guest build; it reads the settings itself.
await prerender(outDir)
const configured = (await buildRecord(outDir)).backend
const server = await preview({
  root: webRoot,
  build: { outDir },
  preview: { host: '127.0.0.1', port, strictPort: true, open: false },
})
console.log(
  configured ? 'Supabase backend: configured' : 'Supabase backend: not configured (guest mode on seeded data)',
)
console.log(`Nexus is running at http://127.0.0.1:${port}`)

const stop = () => server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
