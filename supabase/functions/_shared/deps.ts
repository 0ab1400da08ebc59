/**
 * The dependencies every handler receives, built once per isolate from the validated {@link Env}.
 * Tests build their own (local database, Stripe double, recording logger).
 */
import type Stripe from 'stripe'
import { createCallerVerifier, type VerifyCaller } from './auth.ts'
import { requiresSecondFactor } from './accounts.ts'
import { createSql, type Sql } from './db.ts'
import type { Env } from './env.ts'
import { consoleLogger, type Logger } from './http.ts'
import { createStorageAdmin, type StorageAdmin } from './storage.ts'
import { createStripeClient } from './stripe.ts'

/** Everything a handler needs; a handler is `(Request, Dependencies) -> Promise<Response>`. */
export interface Dependencies {
  env: Env
  sql: Sql
  stripe: Stripe
  /** Supabase Storage with the service-role key. */
  storage: StorageAdmin
  verifyCaller: VerifyCaller
  log: Logger
}

/** A function handler: a plain async function of the request and its dependencies. */
export type Handler = (req: Request, deps: Dependencies) => Promise<Response>

/**
 * Builds the production dependencies for `env`; `overrides` replaces any part (tests).
 * The database pool connects lazily, so this never does I/O.
 */
export function createDependencies(env: Env, overrides: Partial<Dependencies> = {}): Dependencies {
  const sql = overrides.sql ?? createSql(env.dbUrl)
  return {
    env,
    sql,
    stripe: overrides.stripe ?? createStripeClient(env),
    storage: overrides.storage ?? createStorageAdmin(env.supabaseUrl, env.serviceRoleKey),
    verifyCaller:
      overrides.verifyCaller ??
      createCallerVerifier({
        supabaseUrl: env.supabaseUrl,
        jwtSecret: env.jwtSecret,
        requiresSecondFactor: (userId) => requiresSecondFactor(sql, userId),
      }),
    log: overrides.log ?? consoleLogger,
  }
}
