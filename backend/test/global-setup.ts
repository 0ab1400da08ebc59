/**
 * Starts one backend for the test run with `scripts/backend/up.sh` on a free port (or uses the
 * one named by BACKEND_TEST_ENV, a `.local/backend-<port>/env` file of a backend already up) and
 * stops it afterwards. Tests read it with `backendEnv()` from harness.ts.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import type { BackendEnv } from './harness.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function readEnv(file: string): BackendEnv {
  const vars: Record<string, string> = Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
  const need = (name: string): string => {
    const value = vars[name]
    if (!value) throw new Error(`${file} has no ${name}`)
    return value
  }
  return {
    url: need('VITE_SUPABASE_URL'),
    anonKey: need('VITE_SUPABASE_ANON_KEY'),
    serviceRoleKey: need('SUPABASE_SERVICE_ROLE_KEY'),
    databaseUrl: need('DATABASE_URL'),
    jwtSecret: need('BACKEND_JWT_SECRET'),
    functionsUrl: need('BACKEND_FUNCTIONS_URL'),
    storageDir: need('BACKEND_STORAGE_DIR'),
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    backend: BackendEnv
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.BACKEND_TEST_ENV
  if (given) {
    project.provide('backend', readEnv(given))
    return
  }
  const port = await freePort()
  const env = { ...process.env, BACKEND_PORT: String(port) }
  execFileSync('bash', ['scripts/backend/up.sh'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  project.provide('backend', readEnv(`${root}.local/backend-${port}/env`))
  return () => {
    execFileSync('bash', ['scripts/backend/down.sh'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  }
}
