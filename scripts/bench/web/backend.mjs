// The local backend (`npm run backend:up` / `backend:down`) for the member case.
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { onCleanup } from './cleanup.mjs'

/** A TCP port nothing listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

function npmRun(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run ${script} exited with ${code}`))))
  })
}

/** The KEY=value lines of a backend's env file as an object. */
async function readEnvFile(path) {
  const text = await readFile(path, 'utf8')
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.includes('=') && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

/**
 * The build settings of the backend build against `backend`: its URL and anon key, and the Stripe
 * price ids its edge functions use (supabase/functions/ci.env, which `backend:up` gives them).
 */
export async function backendBuildEnv(backend) {
  const functions = await readEnvFile('supabase/functions/ci.env')
  return {
    VITE_SUPABASE_URL: backend.supabaseUrl,
    VITE_SUPABASE_ANON_KEY: backend.anonKey,
    VITE_STRIPE_PRICE_BASIC: functions.STRIPE_PRICE_BASIC,
    VITE_STRIPE_PRICE_PREMIUM: functions.STRIPE_PRICE_PREMIUM,
  }
}

/**
 * Starts the local backend on `port` (`npm run backend:up`), its edge functions accepting calls
 * from `origins`, and registers `npm run backend:down` to run at the end whatever happens.
 * Resolves to { supabaseUrl, anonKey, databaseUrl, down } (down stops it now).
 */
export async function backendUp(port, origins) {
  const env = { BACKEND_PORT: String(port) }
  const down = onCleanup(`backend on port ${port}`, () => npmRun('backend:down', env))
  await npmRun('backend:up', { ...env, BACKEND_ALLOWED_ORIGINS: origins.join(',') })
  const vars = await readEnvFile(`.local/backend-${port}/env`)
  return {
    supabaseUrl: vars.VITE_SUPABASE_URL,
    anonKey: vars.VITE_SUPABASE_ANON_KEY,
    databaseUrl: vars.DATABASE_URL,
    down,
  }
}
