import { z } from 'zod/mini'
import { createPersistedStore } from '@/lib/persist/persisted-store'

const schema = z.object({
  username: z.nullable(z.string().check(z.minLength(1))),
  email: z.nullable(z.string().check(z.minLength(1))),
})

/** The username and e-mail set on the settings pages; null means "not changed here, show the account's". */
export type AccountNames = z.infer<typeof schema>

/** Nothing changed yet: both null. */
export const DEFAULT_ACCOUNT_NAMES: AccountNames = { username: null, email: null }

/**
 * The username and e-mail chosen on /settings/username and /settings/email, kept per person
 * in this browser (key `nexus:account-names`). No server is told: these pages are local only.
 */
export const useAccountNamesStore = createPersistedStore({
  name: 'nexus:account-names',
  version: 1,
  schema,
  seed: () => ({ ...DEFAULT_ACCOUNT_NAMES }),
  actions: ({ set }) => ({
    /** Stores a new username (already validated: trimmed, non-empty). */
    setUsername(username: string): void {
      set({ username })
    },
    /** Stores a new e-mail address (already validated: trimmed, non-empty, contains '@'). */
    setEmail(email: string): void {
      set({ email })
    },
  }),
})
