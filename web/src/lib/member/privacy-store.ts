import { createPersistedStore } from '@/lib/persist/persisted-store'

/** Who may see the profile: everyone (default), members only, or no one. */
export const PROFILE_VISIBILITY = ['everyone', 'members', 'none'] as const
/** How long anonymous posts live when auto-delete is on; 24h by default. */
export const AUTO_DELETE_TIMES = ['1h', '24h', '3d', '7d'] as const

/** A muted user; `mutedAt` is an ISO date-time. */
export interface MutedUser {
  id: string
  username: string
  mutedAt: string
}

/** Privacy settings and the block and mute lists. */
export interface PrivacySettings {
  blockedUsers: string[]
  mutedUsers: MutedUser[]
  profileVisibility: (typeof PROFILE_VISIBILITY)[number]
  showOnlineStatus: boolean
  anonymousPosting: boolean
  autoDelete: boolean
  autoDeleteTime: (typeof AUTO_DELETE_TIMES)[number]
}

/** Defaults: nobody blocked or muted, visible to everyone, online status shown, auto-delete off (24h when turned on). */
export const DEFAULT_PRIVACY: PrivacySettings = {
  blockedUsers: [],
  mutedUsers: [],
  profileVisibility: 'everyone',
  showOnlineStatus: true,
  anonymousPosting: false,
  autoDelete: false,
  autoDeleteTime: '24h',
}

const norm = (name: string) => name.trim().toLowerCase()

/**
 * True when messages by `author` must be hidden: the author is blocked or muted (names compared
 * trimmed and case-insensitively). 'You' and 'Anonymous' are never hidden.
 */
export function isHiddenAuthor(author: string, privacy: Pick<PrivacySettings, 'blockedUsers' | 'mutedUsers'>): boolean {
  const name = norm(author)
  if (name === '' || name === 'you' || name === 'anonymous') return false
  return privacy.blockedUsers.some((u) => norm(u) === name) || privacy.mutedUsers.some((u) => norm(u.username) === name)
}

/** Why a block was refused: 'empty' for a blank name, 'duplicate' when already blocked. */
export type BlockError = 'empty' | 'duplicate'

/** The block rule: the trimmed name must be non-empty and not already blocked (case-insensitive). */
export function validateBlock(name: string, blocked: readonly string[]): BlockError | null {
  if (name.trim() === '') return 'empty'
  return blocked.some((u) => norm(u) === norm(name)) ? 'duplicate' : null
}

/**
 * Privacy settings and block/mute lists, kept per person (key `nexus:privacy`). Written by the
 * settings pages; rooms and friend chat hide messages of blocked and muted people.
 */
export const usePrivacyStore = createPersistedStore({
  name: 'nexus:privacy',
  version: 1,
  // Imported only to read saved data: a visitor with nothing saved never downloads zod.
  schema: () => import('./privacy-schema').then((module) => module.privacySettingsSchema),
  seed: () => ({ ...DEFAULT_PRIVACY }),
  actions: ({ set, get }) => ({
    /** Blocks `name` (trimmed). Returns the refusal reason and changes nothing when the block rule fails. */
    blockUser(name: string): BlockError | null {
      const error = validateBlock(name, get().blockedUsers)
      if (!error) set({ blockedUsers: [...get().blockedUsers, name.trim()] })
      return error
    },
    /** Unblocks `name`. */
    unblockUser(name: string): void {
      set({ blockedUsers: get().blockedUsers.filter((u) => u !== name) })
    },
    /** Mutes `username` (trimmed; must be non-empty, duplicates allowed). Returns false and changes nothing when blank. */
    muteUser(username: string, now: Date = new Date()): boolean {
      const name = username.trim()
      if (name === '') return false
      const user: MutedUser = {
        id: `${now.getTime()}-${get().mutedUsers.length}`,
        username: name,
        mutedAt: now.toISOString(),
      }
      set({ mutedUsers: [...get().mutedUsers, user] })
      return true
    },
    /** Unmutes the muted user with this id. */
    unmuteUser(id: string): void {
      set({ mutedUsers: get().mutedUsers.filter((u) => u.id !== id) })
    },
    /** Saves any of the plain settings (visibility, online status, anonymous posting, auto-delete). */
    savePrivacy(update: Partial<Omit<PrivacySettings, 'blockedUsers' | 'mutedUsers'>>): void {
      set(update)
    },
  }),
})
