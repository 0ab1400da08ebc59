/**
 * Passwords as GoTrue handles them: its strength check (`checkPasswordStrength`: at most 72
 * characters, at least `minimum_password_length`, the `password_requirements` sets), bcrypt hashes checked and written by pgcrypto
 * in the database, and what a password change resets (`UpdatePassword`: pending tokens, other
 * sessions).
 */
import { badRequest, weakPassword } from './errors.ts'
import type { AuthSettings } from './settings.ts'
import type { Queryable } from './transaction.ts'

/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords. */
const MAX_PASSWORD_LENGTH = 72

/**
 * Throws GoTrue's error for a password that is too long (400) or too weak (422 `weak_password`:
 * shorter than `minimum_password_length`, or missing a character of one of the sets that
 * `password_requirements` asks for; each reason and its sentence named).
 */
export function checkPasswordStrength(settings: AuthSettings, password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`)
  }
  const reasons: string[] = []
  const sentences: string[] = []
  if (password.length < settings.minimumPasswordLength) {
    reasons.push('length')
    sentences.push(`Password should be at least ${settings.minimumPasswordLength} characters.`)
  }
  const sets = settings.passwordRequiredCharacters
  if (sets.some((set) => ![...set].some((c) => password.includes(c)))) {
    reasons.push('characters')
    sentences.push(`Password should contain at least one character of each: ${sets.join(', ')}.`)
  }
  if (reasons.length > 0) throw weakPassword(sentences.join(' '), reasons)
}

/** True when `password` is the user's password (false when they have none). */
export async function passwordMatches(q: Queryable, userId: string, password: string): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>(
    `select case when coalesce(encrypted_password, '') = '' then false
                 else encrypted_password = extensions.crypt($2, encrypted_password) end as ok
       from auth.users where id = $1`,
    [userId, password],
  )
  return rows[0]?.ok ?? false
}

/** True when the user has a password at all. */
export async function hasPassword(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>(
    `select coalesce(encrypted_password, '') <> '' as ok from auth.users where id = $1`,
    [userId],
  )
  return rows[0]?.ok ?? false
}

/**
 * Sets a new password as GoTrue's UpdatePassword: clears every pending e-mail, recovery and
 * reauthentication token, then signs the user out of every session but `keepSessionId` (all of
 * them when it is null).
 */
export async function setPassword(
  tx: Queryable,
  userId: string,
  password: string,
  keepSessionId: string | null,
): Promise<void> {
  await tx.query(
    `update auth.users
        set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')),
            confirmation_token = '', confirmation_sent_at = null,
            recovery_token = '', recovery_sent_at = null,
            email_change_token_current = '', email_change_token_new = '', email_change_sent_at = null,
            phone_change_token = '', phone_change_sent_at = null,
            reauthentication_token = '', reauthentication_sent_at = null,
            updated_at = now()
      where id = $1`,
    [userId, password],
  )
  await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`, [
    userId,
    keepSessionId,
  ])
}
