import { z } from 'zod/mini'

/** The toast when the e-mail update has no password. */
export const EMAIL_PASSWORD_REQUIRED = {
  title: 'Password required',
  description: 'Please enter your password to update email.',
}
/** The toast when the account deletion has no password. */
export const DELETE_PASSWORD_REQUIRED = {
  title: 'Password required',
  description: 'Please enter your password to delete your account.',
}
/** The toast when the new password and its confirmation differ. */
export const PASSWORDS_DONT_MATCH = {
  title: "Passwords don't match",
  description: 'Please ensure both password fields match.',
}

/** The sign-in rule for a new password's length (at least 8 characters). */
export const NEW_PASSWORD_MIN = 8

/** The e-mail update: a valid new address (trimmed) and the current password (non-empty). */
export const emailUpdateSchema = z.object({
  email: z.string().check(z.trim(), z.email({ error: 'Please enter a valid email address' })),
  password: z.string().check(z.minLength(1, { error: 'Please enter your password.' })),
})
/** Values of {@link emailUpdateSchema}. */
export type EmailUpdate = z.infer<typeof emailUpdateSchema>

/**
 * The password change rule: both new fields equal. The change can be asked for only when both
 * are filled in and equal (the button is disabled otherwise).
 */
export function canChangePassword(newPassword: string, confirmPassword: string): boolean {
  return newPassword !== '' && newPassword === confirmPassword
}

/**
 * The password change: the current password (non-empty), a new one of at least 8 characters,
 * and its confirmation equal to it ("Passwords don't match", reported on `confirmPassword`).
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, { error: 'Please enter your current password.' })),
    newPassword: z
      .string()
      .check(z.minLength(NEW_PASSWORD_MIN, { error: `Password must be at least ${NEW_PASSWORD_MIN} characters` })),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      error: PASSWORDS_DONT_MATCH.title,
    }),
  )
/** Values of {@link passwordChangeSchema}. */
export type PasswordChange = z.infer<typeof passwordChangeSchema>

/**
 * The account deletion: the current password (non-empty), and whether the member's anonymous
 * posts go too (off by default: they stay, unlinked from the member).
 */
export const deleteAccountSchema = z.object({
  password: z.string().check(z.minLength(1, { error: 'Please enter your password.' })),
  removeAnonymousPosts: z.boolean(),
})
/** Values of {@link deleteAccountSchema}. */
export type DeleteAccount = z.infer<typeof deleteAccountSchema>
