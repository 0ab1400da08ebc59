import { safeParse } from 'zod/mini'
import { createPersistedStore } from '@/lib/persist/persisted-store'
import { EMPTY_PROFILE, profileSchema, type Profile } from './profile-schema'

/**
 * A profile stored as the spec's plain JSON, in the schema's shape: missing fields are empty and
 * interests kept as a list are joined with ', '. Anything else is given back as it is (and fails
 * the schema).
 */
export function readStoredProfile(stored: unknown): unknown {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return stored
  const value = stored as Record<string, unknown>
  const interests = Array.isArray(value.interests)
    ? value.interests.filter((item): item is string => typeof item === 'string').join(', ')
    : value.interests
  return { ...EMPTY_PROFILE, ...value, interests: interests ?? '' }
}

/**
 * The profile, kept in the browser under the key `userProfile` (a member's under
 * `userProfile:<userId>`) as the spec's plain JSON (`{ displayName, location, bio, interests,
 * avatarUrl }`, no envelope) and read back on load; the earlier `{ state, version }` form is
 * still read. Stored data that fails {@link profileSchema} (an avatar URL that is not http(s)
 * included) is replaced by the empty profile.
 */
export const useProfileStore = createPersistedStore({
  name: 'userProfile',
  version: 1,
  schema: profileSchema,
  seed: (): Profile => ({ ...EMPTY_PROFILE }),
  plain: { read: readStoredProfile },
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
