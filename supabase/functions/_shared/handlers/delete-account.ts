/**
 * `delete-account`: a signed-in member deletes their own account, proving the password in the
 * same request (a session token alone is not enough). Order: billing, then rows, then files.
 */
import { z } from 'zod'
import { deleteAccountRows, deletionPasswordMatches, endBilling } from '../accounts.ts'
import type { Handler } from '../deps.ts'
import { endpoint } from '../endpoint.ts'
import { notFound, unauthorized } from '../errors.ts'
import { emptyPendingFolder, retryPendingRemovals } from '../file-removals.ts'
import { RESOURCES_BUCKET } from '../storage.ts'
import { parseJsonBody } from '../validation.ts'

/** Message for 404 when the caller's account no longer exists. */
export const NO_ACCOUNT = 'No account for this user'
/** Message for 401 when the password given is not the member's (Supabase Auth's wording). */
export const WRONG_PASSWORD = 'Invalid login credentials'

/** How many other deleted accounts' folders one call retries, after its own. */
export const RETRIES_PER_CALL = 3

const bodySchema = z.object({
  password: z.string({ error: 'password is required' }).min(1, 'password is required'),
  remove_anonymous_posts: z.boolean({ error: 'remove_anonymous_posts must be true or false' }).optional(),
})

/**
 * POST `{ password, remove_anonymous_posts? }` with the member's bearer token -> `{ deleted: true }`.
 * 1. Checks the password against Auth's hash; wrong ones are limited like sign-in (5 per 15
 *    minutes per account, then 429 with when to try again and `Retry-After`).
 * 2. Billing: expires the member's open Checkout Sessions and cancels a live subscription
 *    (prorated). If Stripe fails, nothing is deleted (502).
 * 3. Rows: `public.delete_user_account(user, remove_anonymous_posts)` (default false: anonymous
 *    posts stay, detached; true: the scheduled job removes them later), in the transaction that
 *    records the member's `resources` folder as still to be emptied.
 * 4. Files: empties that folder through the Storage API. If Storage fails now, the account is
 *    still deleted (200) and the folder stays recorded: every later call of this function and the
 *    scheduled `retry-file-removals` try again until no file is left.
 * Then it retries up to {@link RETRIES_PER_CALL} other recorded folders (never failing the call).
 * Only the caller's own account can be deleted: the user id comes from the verified token.
 * Errors: 400 bad body, 401 bad token or `Invalid login credentials` (nothing deleted), 403
 * origin, 404 `No account for this user`, 405 method, 429 too many wrong passwords, 502 Stripe
 * failed (nothing deleted), 500 unexpected.
 */
export const handleDeleteAccount: Handler = endpoint(['POST'], async (req, deps) => {
  const userId = await deps.verifyCaller(req)
  const body = await parseJsonBody(req, bodySchema)
  if (!(await deletionPasswordMatches(deps.sql, userId, body.password))) throw unauthorized(WRONG_PASSWORD)
  const billing = await endBilling(deps.sql, deps.stripe, userId)
  const deleted = await deleteAccountRows(deps.sql, userId, body.remove_anonymous_posts ?? false, RESOURCES_BUCKET)
  if (!deleted) throw notFound(NO_ACCOUNT)
  if (billing.cancelledSubscription) {
    deps.log.warn(`delete-account: cancelled subscription ${billing.cancelledSubscription} of a deleted account`)
  }
  // The account is gone: from here on nothing fails the call; what is left stays recorded.
  try {
    await emptyPendingFolder(deps.sql, deps.storage, deps.log, { bucket: RESOURCES_BUCKET, folder: userId })
    await retryPendingRemovals(deps.sql, deps.storage, deps.log, { limit: RETRIES_PER_CALL })
  } catch (err) {
    deps.log.error('delete-account: file removal left for the scheduled retry', err)
  }
  return { deleted: true }
})
