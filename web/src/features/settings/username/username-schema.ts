import { z } from 'zod/mini'

/** The message shown when the new username is blank. */
export const USERNAME_REQUIRED = 'Please enter a new username.'

/** The username form's rule: the new name, trimmed, must not be empty. Parses to the trimmed name. */
export const usernameSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, { error: USERNAME_REQUIRED })),
})

/** The username form's values. */
export type UsernameForm = z.infer<typeof usernameSchema>
