/**
 * `retry-file-removals`: the scheduled retry of deleted accounts' Storage folders that
 * delete-account could not empty (`private.storage_removals`). Called by a pg_cron job through
 * pg_net every 15 minutes where the database has pg_net (hosted Supabase), or by hand.
 */
import { timingSafeEqual } from 'node:crypto'
import type { Handler } from '../deps.ts'
import { endpoint } from '../endpoint.ts'
import { unauthorized } from '../errors.ts'
import { retryPendingRemovals } from '../file-removals.ts'

/** How many recorded folders one call tries. */
export const RETRIES_PER_RUN = 50

const digest = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))

/** True when the request carries `Authorization: Bearer <service-role key>` (compared in constant time). */
async function callerHoldsServiceKey(req: Request, serviceRoleKey: string): Promise<boolean> {
  const match = /^Bearer (.+)$/.exec(req.headers.get('Authorization') ?? '')
  if (!match) return false
  return timingSafeEqual(await digest(match[1]!), await digest(serviceRoleKey))
}

/**
 * POST with `Authorization: Bearer <service-role key>` -> `{ emptied, failed, left }`: tries up to
 * {@link RETRIES_PER_RUN} recorded folders (least recently tried first, none tried in the last
 * minute), removes their objects through the Storage API and forgets each emptied folder; a folder
 * Storage fails on again stays recorded with the failure counted. Errors: 401 without the key,
 * 403 origin, 405 method, 500 database.
 */
export const handleRetryFileRemovals: Handler = endpoint(['POST'], async (req, deps) => {
  if (!(await callerHoldsServiceKey(req, deps.env.serviceRoleKey))) throw unauthorized()
  return await retryPendingRemovals(deps.sql, deps.storage, deps.log, { limit: RETRIES_PER_RUN })
})
