/**
 * `delete-account`: a signed-in member deletes their own account, proving the password in the
 * same request (a session token alone is not enough).
 */
import { z } from 'zod'
import { deleteAccount, passwordMatches } from '../accounts.ts'
import type { Handler } from '../deps.ts'
import { endpoint } from '../endpoint.ts'
import { HttpError, notFound, unauthorized } from '../errors.ts'
import { removeFolder, RESOURCES_BUCKET } from '../storage.ts'
import { parseJsonBody } from '../validation.ts'

/** Message for 404 when the caller's account no longer exists. */
export const NO_ACCOUNT = 'No account for this user'
/** Message for 401 when the password given is not the member's (Supabase Auth's wording). */
export const WRONG_PASSWORD = 'Invalid login credentials'
/** Message for 500 when Storage would not remove the member's files (the account stays). */
export const FILES_NOT_REMOVED = 'Your files could not be deleted, so your account was not deleted. Please try again.'

const bodySchema = z.object({ password: z.string({ error: 'password is required' }).min(1, 'password is required') })

/**
 * POST `{ password }` with the member's bearer token -> `{ deleted: true }`. Checks the password
 * against Auth's hash, removes every Storage object in the member's folder of the `resources`
 * bucket through the Storage API (files and rows, a page at a time), cancels a live Stripe
 * subscription (prorated), then deletes the auth user and, with it, every row of theirs. Only the
 * caller's own account can be deleted: the user id comes from the verified token. Errors: 400 no
 * password, 401 bad token or `Invalid login credentials` (nothing deleted), 403 origin, 404 `No
 * account for this user`, 405 method, 500 {@link FILES_NOT_REMOVED} (Storage failed; the account,
 * its rows and its subscription stay), 502 Stripe failed (the account and its rows stay; the files
 * are already gone), 500 unexpected.
 */
export const handleDeleteAccount: Handler = endpoint(['POST'], async (req, deps) => {
  const userId = await deps.verifyCaller(req)
  const { password } = await parseJsonBody(req, bodySchema)
  if (!(await passwordMatches(deps.sql, userId, password))) throw unauthorized(WRONG_PASSWORD)
  try {
    await removeFolder(deps.storage, RESOURCES_BUCKET, userId)
  } catch (err) {
    const error = new HttpError(500, FILES_NOT_REMOVED)
    error.cause = err
    throw error
  }
  const outcome = await deleteAccount(deps.sql, deps.stripe, userId)
  if (!outcome.deleted) throw notFound(NO_ACCOUNT)
  if (outcome.cancelledSubscription) {
    deps.log.warn(`delete-account: cancelled subscription ${outcome.cancelledSubscription} of a deleted account`)
  }
  return { deleted: true }
})
