import { onSessionEnd } from '@/lib/auth/session-end'
import { presenceHeartbeats, userChannels } from '@/lib/member/members-db'
import { debounced, isOffline } from '@/lib/member/presence-heartbeat'
import type { UserChannelHub } from '@/lib/member/user-channel'
import { checkMessageSync, type MessageCheck } from '@/lib/moderation/check-message'
import { loadLiveRealtime } from '@/lib/member/live-services'
import { loadSupabase, type NexusClient } from '@/lib/supabase'
import { LOCKED_ROOM_TEXT, READ_ONLY_ROOM_TEXT } from '../public-rooms'
import { isAnonymousRoom } from '../room-id'
import { FEED_PAGE_SIZE, joinRoomAndReadFeed, takeEarlyRoomOpening, type RpcAnswer } from './early-room-opening'
import { RoomChannelHub } from './room-channels'
import {
  RoomsSourceError,
  type FeedCursor,
  type FeedPage,
  type FeedRow,
  type RoomAccess,
  type RoomsSource,
} from './rooms-source'
import { sourceErrorFrom } from './source-errors'
import {
  announcedPostIdFrom,
  feedEventFrom,
  feedRowFrom,
  moderatedPostIdFrom,
  ownPostEventFrom,
  type RowReader,
} from './supabase-rows'

/** How long posts announced close together wait to be read in one `room_posts` call, in ms. */
export const ANNOUNCED_BATCH_MS = 40

/** The most ids one `room_posts` call reads (the database refuses more). */
export const ROOM_POSTS_MAX_IDS = 100

/** The signed-in member the source reads and writes as. */
export interface RoomsMember {
  id: string
  name: string
}

/** Options of {@link createSupabaseRoomsSource}; `loadClient`, `hub` and `userHub` are for tests. */
export interface SupabaseRoomsSourceOptions {
  member: RoomsMember
  loadClient?: () => Promise<NexusClient | null>
  hub?: Pick<RoomChannelHub, 'subscribe'>
  userHub?: Pick<UserChannelHub, 'subscribe'>
}

/** The page's one channel hub over the page's one supabase-js client (a channel per topic per client). */
const sharedHub = new RoomChannelHub(loadLiveRealtime, presenceHeartbeats)
// When the session ends, every room's channel closes at once (the heartbeats leave through members-db's hook).
onSessionEnd({ drop: () => sharedHub.end() })

/**
 * The rooms of the database, for a signed-in member, through supabase-js (the contract of
 * supabase/migrations/20261125110000_rooms.sql, the two after it, and 20261127140000_join_room.sql):
 * - the room list: `my_rooms()` (access and member counts), who is active: `room_active_counts()`;
 *   members: `room_members_of()`;
 * - opening a room: one call, `join_room()` (or the answer the app's start got, see
 *   early-room-opening.ts): no such room → 'not-found'; else the member joins it
 *   (on conflict do nothing) and learns whether it is anonymous; a full capped room refuses with
 *   23514 → denied, with the database's message ('The Inner Room has reached its maximum capacity
 *   of 250 members.');
 * - the feed: `room_feed()` (newest 50 top-level posts and their replies; the next older page
 *   from the oldest post's (created_at, id)); opening a room asks for its newest page at once,
 *   and the next read of that page gets this answer; catching up reads the newest page again;
 * - writes: insert into `posts` with the client's UUID, delete by id; the content check
 *   `check_message()` first (the database checks again on insert);
 * - live: the room's private channel (RoomChannelHub): `post_created` / `post_deleted`, and Presence
 *   as a signal with heartbeats: who is online is `room_members_of().online` and
 *   `room_present_count()`, read again after each signal (debounced) and heartbeat.
 *   `post_created` only announces a post (`{ id, room_slug, parent_id, created_at }`); the ids
 *   announced within {@link ANNOUNCED_BATCH_MS} are read in one `room_posts()` call (at most
 *   {@link ROOM_POSTS_MAX_IDS} a call), under the member's RLS, so a post of someone they blocked or
 *   muted (or, in an anonymous room, whose author they muted) never arrives; the member's own posts
 *   from this page are not read again (their insert answered). A failed read asks to catch up.
 *   `post_deleted` with `placeholder: true` keeps the post as 'Deleted post' with its replies.
 *   `post_moderated` (`{ id, room_slug, parent_id, moderation_state }`: hidden pending review,
 *   hidden by a moderator, or shown again) reads that post again through `room_posts()` (batched
 *   with the announced ones; the member's own posts too) and replaces the loaded copy (an `update`
 *   event): others get the placeholder (body '' and the state), its author the text and the state;
 *   The server hides blocked and muted authors everywhere (`hidesBlockedAuthors`);
 * - 'Mute this author': `mute_anonymous_author()`;
 * - in an anonymous room also `own_post_created` on the member's own topic (the page's
 *   UserChannelHub), which makes the member's own posts from their other pages theirs (a `mine`
 *   event): the room's broadcast names no author there. That topic coming back after a loss
 *   (not its first connection) asks to catch up too.
 * Errors reject with a RoomsSourceError (see sourceErrorFrom).
 */
export function createSupabaseRoomsSource({
  member,
  loadClient = loadSupabase,
  hub = sharedHub,
  userHub = userChannels,
}: SupabaseRoomsSourceOptions): RoomsSource {
  const ownIds = new Set<string>()
  const reader: RowReader = { userId: member.id, ownIds }
  /** Which rooms are anonymous, as `rooms` says (learnt when a room is opened). */
  const anonymous = new Map<string, boolean>()
  const isAnonymous = (slug: string) => anonymous.get(slug) ?? isAnonymousRoom(slug)

  const client = async (): Promise<NexusClient> => {
    const loaded = await loadClient()
    if (!loaded) throw new RoomsSourceError('failed', 'Rooms need a backend, and none is configured.')
    return loaded
  }
  const rowsOf = (data: unknown[] | null): FeedRow[] => {
    const rows: FeedRow[] = []
    for (const raw of data ?? []) {
      const row = feedRowFrom(raw, reader)
      if (row) rows.push(row)
      else console.warn('Ignoring a malformed feed row.', raw)
    }
    // room_feed answers newest first.
    return rows.reverse()
  }

  /** The feed page in `room_feed`'s answer. */
  const pageOf = ({ data, error, status }: RpcAnswer<unknown[]>): FeedPage => {
    if (error) throw sourceErrorFrom(error, status)
    const rows = rowsOf(data)
    const posts = rows.filter((row) => row.parentId === null)
    const oldest = posts[0]
    return {
      rows,
      older: oldest && posts.length >= FEED_PAGE_SIZE ? { before: oldest.createdAt, beforeId: oldest.id } : null,
    }
  }
  /** The feed page of room `slug`: the newest, or the one before `older`. */
  const readFeed = async (slug: string, older?: FeedCursor | null): Promise<FeedPage> =>
    pageOf(
      await (
        await client()
      ).rpc('room_feed', {
        p_room_slug: slug,
        p_limit: FEED_PAGE_SIZE,
        ...(older ? { p_before: older.before, p_before_id: older.beforeId } : {}),
      }),
    )
  /** The newest page each room's opening asked for, until the screen reads it (once). */
  const firstPages = new Map<string, Promise<FeedPage>>()

  /** The posts `ids` as the member may see them (oldest first): those the server lets them read. */
  const readPosts = async (ids: string[]): Promise<FeedRow[]> => {
    const { data, error, status } = await (await client()).rpc('room_posts', { p_ids: ids })
    if (error) throw sourceErrorFrom(error, status)
    return rowsOf(data)
  }

  return {
    key: `supabase:${member.id}`,
    hidesBlockedAuthors: true,

    // Their own chunk, which the navigation shell loads alone on pages without a room.
    listRooms: async () => (await import('./supabase-room-counts')).readMyRooms(loadClient),
    listActiveCounts: async () => (await import('./supabase-room-counts')).readActiveCounts(loadClient),

    async openRoom(slug): Promise<RoomAccess> {
      // The app may have opened this room as it started (once per visit).
      const opening = (await takeEarlyRoomOpening(slug, member.id)) ?? joinRoomAndReadFeed(await client(), slug)
      const { data, error, status } = await opening.join
      if (error?.code === '42501' && error.message === LOCKED_ROOM_TEXT)
        return { status: 'locked', message: error.message }
      // A read-only private room (its owner's Pro lapsed) takes no joins, but its members read it.
      const readOnly = error?.code === '23514' && error.message === READ_ONLY_ROOM_TEXT
      if (error?.code === '23514' && !readOnly) return { status: 'denied-full', message: error.message }
      if (error && !readOnly) throw sourceErrorFrom(error, status)
      if (!readOnly) {
        if (data === null) return { status: 'not-found' }
        anonymous.set(slug, data)
      }
      // The room's screen reads the newest page next: it was asked for with the join (asked again only when there was none).
      const first = opening.feed.then((answer) => (answer ? pageOf(answer) : readFeed(slug)))
      first.catch(() => {})
      firstPages.set(slug, first)
      return { status: 'granted' }
    },

    listFeed(slug, older?: FeedCursor | null): Promise<FeedPage> {
      const first = older ? undefined : firstPages.get(slug)
      if (!first) return readFeed(slug, older)
      firstPages.delete(slug)
      return first
    },

    async createPost({ id, roomSlug, parentId, body }) {
      ownIds.add(id)
      const { data, error, status } = await (
        await client()
      )
        .from('posts')
        .insert({ id, room_slug: roomSlug, parent_id: parentId, body })
        .select('id, room_slug, parent_id, body, created_at')
        .single()
      if (error) {
        ownIds.delete(id)
        throw sourceErrorFrom(error, status)
      }
      return {
        id: data.id,
        roomSlug: data.room_slug,
        parentId: data.parent_id,
        body: data.body,
        createdAt: data.created_at,
        authorName: isAnonymous(roomSlug) ? 'Anonymous' : 'You',
        mine: true,
        pending: false,
      }
    },

    async deletePost(_slug, id) {
      const { count, error, status } = await (await client()).from('posts').delete({ count: 'exact' }).eq('id', id)
      if (error) throw sourceErrorFrom(error, status)
      if (!count) throw new RoomsSourceError('not-found', 'This message is no longer there.')
    },

    async checkMessage(body): Promise<MessageCheck> {
      try {
        const { data, error } = await (await client()).rpc('check_message', { body })
        const verdict = data?.[0]
        if (error || !verdict) throw error ?? new Error('check_message gave no answer')
        return verdict.is_allowed ? { isAllowed: true } : { isAllowed: false, reason: verdict.reason ?? undefined }
      } catch (error) {
        // The same rules in the browser; the database checks again when the post is inserted.
        console.warn('The content check could not reach the server; checking in the browser.', error)
        return checkMessageSync(body)
      }
    },

    async muteAnonymousAuthor(postId) {
      const { error, status } = await (await client()).rpc('mute_anonymous_author', { p_post_id: postId })
      if (error) throw sourceErrorFrom(error, status)
    },

    subscribe(slug, handlers) {
      let stopped = false
      // The ids to read, each as what it becomes: a new post ('insert') or a loaded one read again ('update').
      let waiting = new Map<string, 'insert' | 'update'>()
      let timer: ReturnType<typeof setTimeout> | null = null
      const readAnnounced = () => {
        timer = null
        const ids = [...waiting.keys()]
        const kinds = waiting
        waiting = new Map()
        for (let start = 0; start < ids.length; start += ROOM_POSTS_MAX_IDS) {
          readPosts(ids.slice(start, start + ROOM_POSTS_MAX_IDS)).then(
            (rows) => {
              if (stopped) return
              for (const row of rows) handlers.onEvent?.({ type: kinds.get(row.id) ?? 'insert', row })
            },
            (readError: unknown) => {
              console.warn(`New posts of room ${slug} could not be read:`, readError)
              if (!stopped) handlers.onConnected?.()
            },
          )
        }
      }
      const read = (id: string, kind: 'insert' | 'update') => {
        // A post both announced and moderated before the read arrives as new.
        if (waiting.get(id) !== 'insert') waiting.set(id, kind)
        timer ??= setTimeout(readAnnounced, ANNOUNCED_BATCH_MS)
      }
      const announced = (id: string) => {
        // This page's own post: its insert answered with the row.
        if (ownIds.has(id)) return
        read(id, 'insert')
      }
      const stopRoom = hub.subscribe(
        slug,
        { userId: member.id, name: member.name, anonymous: isAnonymous(slug) },
        {
          onBroadcast: ({ event, payload }) => {
            if (event === 'post_created') {
              const id = announcedPostIdFrom(payload)
              if (id) announced(id)
              return
            }
            if (event === 'post_moderated') {
              const id = moderatedPostIdFrom(payload)
              if (id) read(id, 'update')
              return
            }
            const change = feedEventFrom(event, payload)
            if (change) handlers.onEvent?.(change)
          },
          onConnected: handlers.onConnected,
        },
      )
      const stopReading = () => {
        stopped = true
        if (timer) clearTimeout(timer)
        timer = null
        waiting = new Map()
      }
      if (!isAnonymous(slug)) {
        return () => {
          stopReading()
          stopRoom()
        }
      }
      // The first connection is covered by the room channel's; a later one may have missed some.
      let first = true
      const stopOwn = userHub.subscribe(member.id, {
        onBroadcast: (event, payload) => {
          if (event !== 'own_post_created') return
          const change = ownPostEventFrom(payload, slug)
          if (change) handlers.onEvent?.(change)
        },
        onConnected: () => {
          if (first) first = false
          else handlers.onConnected?.()
        },
      })
      return () => {
        stopReading()
        stopRoom()
        stopOwn()
      }
    },

    async listMembers(slug) {
      const { data, error, status } = await (await client()).rpc('room_members_of', { p_room_slug: slug })
      if (error) throw sourceErrorFrom(error, status)
      return (data ?? []).map((row) => ({ id: row.user_id, name: row.name, online: row.online }))
    },

    // Presence (issue 40): the hub's signal and heartbeats, debounced into one re-read.
    followPresence(slug, onChange) {
      // Offline, a read would fail: the heartbeat of the 'online' event signals again.
      const signal = debounced(() => {
        if (!isOffline()) onChange()
      })
      const stop = hub.subscribe(
        slug,
        { userId: member.id, name: member.name, anonymous: isAnonymous(slug) },
        { onPresence: signal },
      )
      return () => {
        signal.cancel()
        stop()
      }
    },

    async countPresent(slug) {
      const { data, error, status } = await (await client()).rpc('room_present_count', { p_room_slug: slug })
      if (error) throw sourceErrorFrom(error, status)
      return data
    },
  }
}
