import { z } from 'zod/mini'

/** The message shown when the new e-mail address is blank. */
export const EMAIL_REQUIRED = 'Please enter a new email address.'
/** The message shown when the new e-mail address has no '@'. */
export const EMAIL_INVALID = 'Please enter a valid email address'

/** The e-mail form's rule: the new address, trimmed, is non-empty and contains '@'. Parses to the trimmed address. */
export const emailSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, { error: EMAIL_REQUIRED }), z.includes('@', { error: EMAIL_INVALID })),
})

/** The e-mail form's values. */
export type EmailForm = z.infer<typeof emailSchema>
