import type { FeedEvent, FeedRow } from './rooms-source'

/** Who reads the rows: the member's id, and the ids of the posts this page created (its own, anonymous ones too). */
export interface RowReader {
  userId: string
  ownIds: ReadonlySet<string>
}

const isText = (value: unknown): value is string => typeof value === 'string'
const isOptionalText = (value: unknown): value is string | null | undefined => value == null || isText(value)

/**
 * A feed row from a `room_feed()` or `room_posts()` row. `mine` is the server's `is_mine`, or,
 * without it, whether the author is the member, or the post is one this page created (an
 * anonymous post carries no author). The member's own items outside the anonymous room (where the
 * author is known) show as 'You'. A placeholder (`is_deleted`: a removed post whose replies stay)
 * has an empty body and author name, is nobody's, and is marked `deleted`. Another member's row
 * keeps its `authorId` (their member card); the anonymous room's rows carry none. A row hidden by
 * moderation (`moderation_state` 'hidden_pending' or 'hidden') carries it as `moderationState`
 * (its body is '' for anyone but the author). Null for anything malformed.
 */
export function feedRowFrom(raw: unknown, reader: RowReader): FeedRow | null {
  if (typeof raw !== 'object' || raw === null) return null
  const row = raw as Record<string, unknown>
  const { id, room_slug: roomSlug, parent_id: parentId, body, created_at: createdAt } = row
  const { author_id: authorId, author_name: authorName, is_mine: isMine, is_deleted: isDeleted } = row
  const { moderation_state: moderationState } = row
  if (!isText(id) || !isText(roomSlug) || !isText(body) || !isText(createdAt) || Number.isNaN(Date.parse(createdAt))) {
    return null
  }
  if (!isOptionalText(parentId) || !isOptionalText(authorId) || !isOptionalText(authorName)) return null
  if (isDeleted != null && typeof isDeleted !== 'boolean') return null
  if (isDeleted) {
    return {
      id,
      roomSlug,
      parentId: parentId ?? null,
      body: '',
      createdAt,
      authorName: '',
      mine: false,
      pending: false,
      deleted: true,
    }
  }
  const mine = typeof isMine === 'boolean' ? isMine : authorId === reader.userId || reader.ownIds.has(id)
  const feedRow: FeedRow = {
    id,
    roomSlug,
    parentId: parentId ?? null,
    body,
    createdAt,
    authorName: mine && authorId ? 'You' : authorName?.trim() || 'Member',
    ...(authorId && !mine ? { authorId } : {}),
    mine: mine || reader.ownIds.has(id),
    pending: false,
  }
  if (moderationState === 'hidden_pending' || moderationState === 'hidden') feedRow.moderationState = moderationState
  return feedRow
}

/**
 * The id of the post or reply a `post_created` broadcast announces (`{ id, room_slug, parent_id,
 * created_at }`: no body, no author; the page reads the post through `room_posts`, and the server
 * decides whether the member may see it). Null, with a warning, for a malformed payload.
 */
export function announcedPostIdFrom(payload: unknown): string | null {
  if (typeof payload === 'object' && payload !== null) {
    const { id } = payload as Record<string, unknown>
    if (isText(id)) return id
  }
  console.warn('Ignoring a malformed "post_created" broadcast.', payload)
  return null
}

/**
 * The id of the post or reply a `post_moderated` broadcast names (`{ id, room_slug, parent_id,
 * moderation_state }`: moderation hid it pending review, hid it, or showed it again; no body, no
 * author: the page reads it again through `room_posts`, which gives the text to its author only).
 * Null, with a warning, for a malformed payload.
 */
export function moderatedPostIdFrom(payload: unknown): string | null {
  if (typeof payload === 'object' && payload !== null) {
    const { id, moderation_state: state } = payload as Record<string, unknown>
    if (isText(id) && (state == null || state === 'hidden_pending' || state === 'hidden')) return id
  }
  console.warn('Ignoring a malformed "post_moderated" broadcast.', payload)
  return null
}

/**
 * The live event of a `post_deleted` broadcast (`{ id, parent_id, room_slug }`): a delete, or with
 * `placeholder: true` (an account deletion that keeps others' replies) a `placeholder` event. Null,
 * with a warning, for any other event or a malformed payload.
 */
export function feedEventFrom(event: string, payload: unknown): FeedEvent | null {
  if (event === 'post_deleted' && typeof payload === 'object' && payload !== null) {
    const { id, parent_id: parentId, placeholder } = payload as Record<string, unknown>
    if (isText(id) && isOptionalText(parentId)) {
      return placeholder === true ? { type: 'placeholder', id } : { type: 'delete', id, parentId: parentId ?? null }
    }
  }
  console.warn(`Ignoring a malformed room broadcast "${event}".`, payload)
  return null
}

/**
 * The `mine` event of an `own_post_created` broadcast on the member's own topic (`{ id, room_slug }`:
 * a post or reply the member made in an anonymous room, from any of their pages) when it is of
 * room `slug`; null for another room, or (with a warning) for a malformed payload.
 */
export function ownPostEventFrom(payload: unknown, slug: string): FeedEvent | null {
  if (typeof payload === 'object' && payload !== null) {
    const { id, room_slug: roomSlug } = payload as Record<string, unknown>
    if (isText(id) && isText(roomSlug)) return roomSlug === slug ? { type: 'mine', id } : null
  }
  console.warn('Ignoring a malformed "own_post_created" broadcast.', payload)
  return null
}
