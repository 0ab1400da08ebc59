import { z } from 'zod/mini'
import { TOTP_CODE_MESSAGE, TOTP_CODE_PATTERN } from '@/lib/auth/second-factor'
import {
  DISPLAY_NAME_MAX,
  isReservedDisplayName,
  NAME_TOO_LONG_MESSAGE,
  RESERVED_NAME_MESSAGE,
} from '@/lib/display-name'

/** The validation messages, word for word. */
export const messages = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 8 characters',
  name: 'Name must be at least 2 characters',
  confirmPassword: 'Passwords do not match',
} as const

/** Password minimum length. */
export const PASSWORD_MIN = 8
/** Name minimum length. */
export const NAME_MIN = 2

const email = z.string().check(z.trim(), z.email({ error: messages.email }))
const password = z.string().check(z.minLength(PASSWORD_MIN, { error: messages.password }))

/** The confirmation rule: confirmPassword equals password, reported on confirmPassword. */
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (v) => v.password === v.confirmPassword,
  { error: messages.confirmPassword, path: ['confirmPassword'] },
)

/** Sign-in form: a valid e-mail (trimmed) and a password of at least 8 characters (kept as typed). */
export const signInSchema = z.object({ email, password })

/**
 * Sign-up form: name of 2 to 50 characters (trimmed) that is not one the interface uses for itself
 * (the database's rule and messages, checked here first: Auth reports the database's refusal only
 * as 'Database error saving new user'), e-mail, password, and confirmPassword equal to password
 * ('Passwords do not match', reported on confirmPassword).
 */
export const signUpSchema = z
  .object({
    name: z.string().check(
      z.trim(),
      z.minLength(NAME_MIN, { error: messages.name }),
      z.maxLength(DISPLAY_NAME_MAX, { error: NAME_TOO_LONG_MESSAGE }),
      z.refine((name) => !isReservedDisplayName(name), { error: RESERVED_NAME_MESSAGE }),
    ),
    email,
    password,
    confirmPassword: z.string(),
  })
  .check(passwordsMatch)

/** Password-recovery request form: the e-mail only, with the sign-in e-mail rule. */
export const recoveryRequestSchema = z.object({ email })

/** New-password form on /reset-password: the sign-up password rules (length 8, confirmation equal). */
export const newPasswordSchema = z.object({ password, confirmPassword: z.string() }).check(passwordsMatch)

/** Values of {@link signInSchema}. */
export type SignInValues = z.infer<typeof signInSchema>
/** Values of {@link signUpSchema}. */
export type SignUpValues = z.infer<typeof signUpSchema>
/** Values of {@link recoveryRequestSchema}. */
export type RecoveryRequestValues = z.infer<typeof recoveryRequestSchema>
/** Values of {@link newPasswordSchema}: a new password and its confirmation. */
export type NewPasswordValues = z.infer<typeof newPasswordSchema>

/** The two-factor step of sign-in: the authenticator code, 6 digits (spaces ignored). */
export const secondFactorSchema = z.object({
  code: z.string().check(
    z.overwrite((v) => v.replace(/\s+/g, '')),
    z.regex(TOTP_CODE_PATTERN, { error: TOTP_CODE_MESSAGE }),
  ),
})

/** Values of {@link secondFactorSchema} as typed (before the spaces are removed). */
export type SecondFactorInput = z.input<typeof secondFactorSchema>
