/** The anonymous room: every name shows as 'Anonymous', own posts included. */
export const ANONYMOUS_ROOM_ID = 'anonymous-confessions'
/** The Inner Room: entry follows the capacity rule (see inner-room-access). */
export const INNER_ROOM_ID = 'inner-room'

/**
 * Short paths the navigation shell once linked to, mapped to the room they name: `/rooms/anonymous`
 * is the anonymous room and `/rooms/void` is The Void. A room has one address: the room page
 * redirects these to the room's own (`/rooms/anonymous-confessions`, `/rooms/the-void`).
 */
export const ROOM_ALIASES: Readonly<Record<string, string>> = {
  anonymous: ANONYMOUS_ROOM_ID,
  void: 'the-void',
}

/** A room id is a slug: lower-case letters and digits, joined by single hyphens, at most 64 characters. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The canonical id of the room a path names: the path's id trimmed and lower-cased, with an
 * alias ({@link ROOM_ALIASES}) replaced by the room it stands for. Returns null when there is
 * no usable id (missing, blank, longer than 64 characters or not a slug); the caller shows the
 * 404 page then. Any other id is a room (unknown ids get the default sample posts).
 */
export function canonicalRoomId(raw: string | null | undefined): string | null {
  const id = (raw ?? '').trim().toLowerCase()
  if (id.length === 0 || id.length > 64 || !SLUG.test(id)) return null
  return ROOM_ALIASES[id] ?? id
}

/** A title made from a room id, for a room without a name (the guest's unknown ids): hyphens as spaces ('the-void' → 'the void'). */
export function roomTitle(roomId: string): string {
  return roomId.replace(/-/g, ' ')
}

/** True for the anonymous room, where posts are authored 'Anonymous' instead of 'You'. */
export function isAnonymousRoom(roomId: string): boolean {
  return roomId === ANONYMOUS_ROOM_ID
}
