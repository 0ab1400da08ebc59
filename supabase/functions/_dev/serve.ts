/**
 * `npm run functions`: serves every function at
 * `http://127.0.0.1:${FUNCTIONS_PORT:-54321}/functions/v1/<name>` with plain Deno.
 */
import { dependenciesFromEnv } from '../_shared/serve.ts'
import { createRouter, FUNCTIONS } from './router.ts'

const deps = dependenciesFromEnv()
if (!deps) {
  console.error('Set the variables above in the shell or in supabase/functions/.env (see .env.example).')
  Deno.exit(1)
}
const port = Number(Deno.env.get('FUNCTIONS_PORT') ?? '54321')
const hostname = Deno.env.get('FUNCTIONS_HOST') ?? '127.0.0.1'
Deno.serve(
  {
    port,
    hostname,
    onListen: ({ hostname, port }) => {
      for (const name of Object.keys(FUNCTIONS)) {
        console.log(`  ${name.padEnd(20)} http://${hostname}:${port}/functions/v1/${name}`)
      }
    },
  },
  createRouter(deps),
)
