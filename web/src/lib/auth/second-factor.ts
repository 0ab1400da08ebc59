import { createContext, use } from 'react'

/** The part of a supabase-js session that decides whether a second factor is still owed. */
export interface AssuranceSession {
  access_token?: string | null | undefined
  user?: { factors?: readonly { status: string }[] | null | undefined } | null | undefined
}

function accessTokenLevel(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))
    const aal = (claims as { aal?: unknown } | null)?.aal
    return typeof aal === 'string' ? aal : null
  } catch {
    return null
  }
}

/**
 * True when `session` was opened with the password only while its user has a verified second
 * factor: the same rule as supabase-js `auth.mfa.getAuthenticatorAssuranceLevel()` (next level
 * 'aal2' because a factor is verified, current level, the token's `aal` claim, not 'aal2'),
 * read from the session itself so it can run inside `onAuthStateChange` without calling the
 * client. Such a session does not count as signed in until the code is verified.
 */
export function awaitsSecondFactor(session: AssuranceSession | null | undefined): boolean {
  if (!session) return false
  const verified = (session.user?.factors ?? []).some((factor) => factor.status === 'verified')
  return verified && accessTokenLevel(session.access_token) !== 'aal2'
}

/**
 * Thrown by `signIn` when the password was right but the member has two-factor authentication
 * on: the session waits for the 6-digit code ({@link useSecondFactor}); no toast is shown.
 */
export class SecondFactorRequiredError extends Error {
  constructor() {
    super('Enter the code from your authenticator app to finish signing in.')
    this.name = 'SecondFactorRequiredError'
  }
}

/** What {@link useSecondFactor} returns. */
export interface SecondFactorValue {
  /** True while a password sign-in waits for the authenticator code. */
  pending: boolean
  /**
   * Checks the 6-digit code against the member's verified TOTP factor (challenge, then verify).
   * On success the member is signed in ('Welcome back!'); on failure a destructive toast with the
   * server's message, and the error is rethrown.
   */
  verify: (code: string) => Promise<void>
  /** Gives up: the half-open session is signed out on this device only, and the visitor stays a guest. */
  cancel: () => Promise<void>
}

const NOT_PENDING: SecondFactorValue = {
  pending: false,
  verify: () => Promise.reject(new Error('No sign-in is waiting for a code.')),
  cancel: () => Promise.resolve(),
}

/** The second-factor step of sign-in; provided by the AuthProvider. */
export const SecondFactorContext = createContext<SecondFactorValue>(NOT_PENDING)

/**
 * The second-factor step of sign-in: whether a code is owed, and the actions to give or drop
 * it. Outside the AuthProvider it reads as "nothing pending" (the sign-in screen's unit tests
 * render it on its own).
 */
export function useSecondFactor(): SecondFactorValue {
  return use(SecondFactorContext)
}

/** An authenticator (TOTP) code: exactly 6 digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/

/** The message for a code that is not 6 digits. */
export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.'
