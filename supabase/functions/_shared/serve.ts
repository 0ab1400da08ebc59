/**
 * Entry-point glue: validate the environment at start, build dependencies once, `Deno.serve`.
 *
 */
import { createDependencies, type Dependencies, type Handler } from './deps.ts'
import { loadEnv } from './env.ts'
import { json } from './http.ts'

/**
 * Validates `Deno.env` and builds the dependencies, or logs every configuration problem by name
 * and returns null (the function then answers 500 `Function is not configured`).
 */
export function dependenciesFromEnv(): Dependencies | null {
  try {
    return createDependencies(loadEnv(Deno.env.toObject()))
  } catch (err) {
    console.error(err instanceof Error ? err.message : err)
    return null
  }
}

/** Serves one handler (the body of each `supabase/functions/<name>/index.ts`). */
export function serveHandler(handler: Handler): void {
  const deps = dependenciesFromEnv()
  Deno.serve((req) => (deps ? handler(req, deps) : Promise.resolve(json(500, { error: 'Function is not configured' }))))
}
