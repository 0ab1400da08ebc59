import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Where the backend of the configured build lives, in one of two modes:
 * - default: the real local backend (`npm run backend:up`) that scripts/e2e-backend-server.sh
 *   starts on {@link API_PORT}; its URL, keys and superuser database URL are in
 *   `.local/backend-<port>/env`;
 * - real stack: with E2E_SUPABASE_URL set, a `supabase start` stack with the functions served
 *   (docs/e2e-real-stack.md): E2E_SUPABASE_URL, E2E_SUPABASE_ANON_KEY and E2E_DATABASE_URL.
 */
export const REAL_STACK = Boolean(process.env.E2E_SUPABASE_URL)

/** The port of the local backend (the same default as playwright.config.ts). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 24398)

/** The repository's root folder. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** What specs need to reach the backend themselves. */
export interface BackendEnv {
  /** The project URL the configured build uses (VITE_SUPABASE_URL). */
  supabaseUrl: string
  /** Its anon key (VITE_SUPABASE_ANON_KEY). */
  anonKey: string
  /** A PostgreSQL URL of a superuser of its database, or undefined when none was given. */
  databaseUrl: string | undefined
}

let cached: BackendEnv | undefined

function readEnvFile(file: string): Record<string, string> {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new Error(`${file} is missing: the local backend is not running (playwright.config.ts starts it)`)
  }
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  )
}

/** The backend's URL, anon key and database URL for this run (read once per worker). */
export function backendEnv(): BackendEnv {
  if (cached) return cached
  if (REAL_STACK) {
    cached = {
      supabaseUrl: process.env.E2E_SUPABASE_URL!,
      anonKey: process.env.E2E_SUPABASE_ANON_KEY ?? '',
      databaseUrl: process.env.E2E_DATABASE_URL || undefined,
    }
  } else {
    const vars = readEnvFile(`${REPO_ROOT}.local/backend-${API_PORT}/env`)
    cached = {
      supabaseUrl: vars.VITE_SUPABASE_URL ?? '',
      anonKey: vars.VITE_SUPABASE_ANON_KEY ?? '',
      databaseUrl: vars.DATABASE_URL,
    }
  }
  return cached
}
