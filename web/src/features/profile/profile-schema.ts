import { z } from 'zod/mini'

/** The error shown under Avatar URL when it is not an http(s) address. */
export const AVATAR_URL_ERROR = 'Avatar URL must be a web address starting with http:// or https://'

/** Longest allowed length of each profile field, in characters. */
export const PROFILE_LIMITS = { displayName: 60, location: 80, bio: 500, interests: 200, avatarUrl: 2000 } as const

/** True when `value` parses as an absolute URL whose scheme is http or https (any case); false otherwise. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value.trim())
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * True when the avatar at `value` may be loaded: an https address, or an address of the app's own
 * origin (`appOrigin`, this page's by default). The Content-Security-Policy allows images from
 * nowhere else, so any other address shows the initials and is never requested.
 */
export function isLoadableAvatarUrl(
  value: string,
  appOrigin: string = typeof window === 'undefined' ? '' : window.location.origin,
): boolean {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || (url.protocol === 'http:' && url.origin === appOrigin)
  } catch {
    return false
  }
}

const text = (field: keyof typeof PROFILE_LIMITS, label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(PROFILE_LIMITS[field], { error: `${label} can be at most ${PROFILE_LIMITS[field]} characters` }),
    )

/**
 * The profile as saved: every field is trimmed text within {@link PROFILE_LIMITS}; Avatar URL is
 * empty or an http(s) address ({@link AVATAR_URL_ERROR} otherwise), so a `javascript:` or `data:`
 * address is never stored or shown. Interests are free text, comma-separated.
 */
export const profileSchema = z.object({
  displayName: text('displayName', 'Display Name'),
  location: text('location', 'Location'),
  bio: text('bio', 'Bio'),
  interests: text('interests', 'Interests'),
  avatarUrl: text('avatarUrl', 'Avatar URL').check(
    z.refine((value) => value === '' || isHttpUrl(value), { error: AVATAR_URL_ERROR }),
  ),
})

/** A profile: displayName, location, bio, interests (comma-separated) and avatarUrl (empty or http(s)). */
export type Profile = z.infer<typeof profileSchema>

/** The empty profile a person starts with. */
export const EMPTY_PROFILE: Profile = { displayName: '', location: '', bio: '', interests: '', avatarUrl: '' }

/** The interests of a profile as a list: split at commas, trimmed, blanks dropped. */
export function interestList(interests: string): string[] {
  return interests
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}
