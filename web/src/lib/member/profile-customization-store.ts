import { createPersistedStore } from '@/lib/persist/persisted-store'

/** The ten mood emojis, in display order; the first (smile) is the default. */
export const MOODS = [
  { id: 'smile', emoji: '😊', label: 'Smile' },
  { id: 'cool', emoji: '😎', label: 'Cool' },
  { id: 'thinking', emoji: '🤔', label: 'Thinking' },
  { id: 'sleepy', emoji: '😴', label: 'Sleepy' },
  { id: 'fire', emoji: '🔥', label: 'Fire' },
  { id: 'thought', emoji: '💭', label: 'Thought bubble' },
  { id: 'star', emoji: '⭐', label: 'Star' },
  { id: 'target', emoji: '🎯', label: 'Target' },
  { id: 'meditation', emoji: '🧘', label: 'Meditation' },
  { id: 'muscle', emoji: '💪', label: 'Muscle' },
] as const

/** A mood id. */
export type MoodId = (typeof MOODS)[number]['id']

/** Longest bio in characters; longer text is cut. */
export const BIO_MAX_LENGTH = 160
/** The default name colour. */
export const DEFAULT_NAME_COLOR = '#8B5CF6'

/** The member's profile customization: bio (≤ 160 characters), mood, name colour (#RRGGBB), badge, default anonymous. */
export interface ProfileCustomization {
  bio: string
  mood: MoodId
  nameColor: string
  premiumBadge: boolean
  defaultAnonymous: boolean
}

/** Defaults: empty bio, smile, #8B5CF6, no badge, not anonymous by default. */
export const DEFAULT_PROFILE_CUSTOMIZATION: ProfileCustomization = {
  bio: '',
  mood: 'smile',
  nameColor: DEFAULT_NAME_COLOR,
  premiumBadge: false,
  defaultAnonymous: false,
}

/** Cuts a bio to {@link BIO_MAX_LENGTH} characters. */
export function clampBio(bio: string): string {
  return bio.slice(0, BIO_MAX_LENGTH)
}

/** The emoji of a mood id. */
export function moodEmoji(mood: MoodId): string {
  return MOODS.find((m) => m.id === mood)?.emoji ?? MOODS[0].emoji
}

/**
 * Profile customization, kept per person (key `nexus:profile-customization`). Written by the
 * settings profile page; the rooms show the name colour, badge and mood on the member's own posts.
 */
export const useProfileCustomizationStore = createPersistedStore({
  name: 'nexus:profile-customization',
  version: 1,
  // Imported only to read saved data: a visitor with nothing saved never downloads zod.
  schema: () => import('./profile-customization-schema').then((module) => module.profileCustomizationSchema),
  seed: () => ({ ...DEFAULT_PROFILE_CUSTOMIZATION }),
  actions: ({ set }) => ({
    /** Saves the given fields; the bio is cut to 160 characters. */
    saveCustomization(update: Partial<ProfileCustomization>): void {
      set(update.bio === undefined ? update : { ...update, bio: clampBio(update.bio) })
    },
  }),
})
