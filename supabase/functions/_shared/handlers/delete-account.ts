/**
 * `delete-account`: a signed-in member deletes their own account.
 */
import { deleteAccount } from '../accounts.ts'
import type { Handler } from '../deps.ts'
import { endpoint } from '../endpoint.ts'
import { notFound } from '../errors.ts'

/** Message for 404 when the caller's account no longer exists. */
export const NO_ACCOUNT = 'No account for this user'

/**
 * POST (no body) with the member's bearer token -> `{ deleted: true }`. Cancels a live Stripe
 * subscription (prorated), then deletes the auth user and, with it, every row of theirs.
 * Only the caller's own account can be deleted: the user id comes from the verified token.
 * Errors: 401 bad token, 403 origin, 404 `No account for this user`, 405 method, 502 Stripe
 * failed (nothing deleted), 500 unexpected.
 */
export const handleDeleteAccount: Handler = endpoint(['POST'], async (req, deps) => {
  const userId = await deps.verifyCaller(req)
  const outcome = await deleteAccount(deps.sql, deps.stripe, userId)
  if (!outcome.deleted) throw notFound(NO_ACCOUNT)
  if (outcome.cancelledSubscription) {
    deps.log.warn(`delete-account: cancelled subscription ${outcome.cancelledSubscription} of a deleted account`)
  }
  return { deleted: true }
})
