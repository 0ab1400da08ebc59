import { safeParse } from 'zod/mini'
import { createPersistedStore } from '@/lib/persist/persisted-store'
import { EMPTY_PROFILE, profileSchema, type Profile } from './profile-schema'

/**
 * The profile, kept as JSON in the browser under the key `userProfile` (a member's under
 * `userProfile:<userId>`) and read back on load. Stored data that fails {@link profileSchema}
 * (an avatar URL that is not http(s) included) is replaced by the empty profile.
 */
export const useProfileStore = createPersistedStore({
  name: 'userProfile',
  version: 1,
  schema: profileSchema,
  seed: (): Profile => ({ ...EMPTY_PROFILE }),
  actions: ({ set }) => ({
    /**
     * Saves the whole profile (fields trimmed). Returns false and saves nothing when it fails
     * {@link profileSchema}, e.g. for an avatar URL that is not http(s).
     */
    saveProfile(profile: Profile): boolean {
      const result = safeParse(profileSchema, profile)
      if (!result.success) return false
      set(result.data)
      return true
    },
  }),
})

/**
 * The person's saved profile as plain JSON, for 'Download Data':
 * `{ displayName, location, bio, interests, avatarUrl }`. A copy: changing it changes nothing.
 */
export function getProfileSnapshot(): unknown {
  const { displayName, location, bio, interests, avatarUrl } = useProfileStore.getState()
  return { displayName, location, bio, interests, avatarUrl }
}
