/**
 * Display names as the database keeps them (supabase/migrations/20261129130000_flood_limits_and_names.sql,
 * `private.normalize_display_name` and `private.is_reserved_display_name`): the client checks the
 * same rule before sign-up so that a refused name gets a clear message (Auth answers a refusal of
 * its sign-up trigger only with 'Database error saving new user'). The database stays the authority.
 */

/** The longest display name the database keeps, in characters (after normalisation). */
export const DISPLAY_NAME_MAX = 50

/** The database's refusal of a reserved name, word for word. */
export const RESERVED_NAME_MESSAGE = 'That name is reserved. Please choose another.'

/** The database's refusal of a name over {@link DISPLAY_NAME_MAX} characters, word for word. */
export const NAME_TOO_LONG_MESSAGE = `Your name can be at most ${DISPLAY_NAME_MAX} characters.`

/** The names the interface uses for itself, lower case (compared after normalisation, in any case). */
export const RESERVED_DISPLAY_NAMES: readonly string[] = [
  'you',
  'anonymous',
  'moderator',
  'admin',
  'nexus',
  'system',
  'deleted member',
  'member',
]

/** Format characters that render as nothing: soft hyphen, zero-width spaces and joiners, bidi controls, BOM. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g

/**
 * A display name as the database stores it: NFKC, invisible format characters removed, trimmed,
 * inner white space collapsed to one space ('' when nothing is left).
 */
export function normalizeDisplayName(name: string): string {
  return name.normalize('NFKC').replace(INVISIBLE, '').trim().replace(/\s+/g, ' ')
}

/**
 * True when the name, once normalised, is one the interface uses for itself ('You', 'Anonymous',
 * 'Moderator', 'Admin', 'Nexus', 'System', 'Deleted member', 'Member'), in any case.
 */
export function isReservedDisplayName(name: string): boolean {
  return RESERVED_DISPLAY_NAMES.includes(normalizeDisplayName(name).toLowerCase())
}
