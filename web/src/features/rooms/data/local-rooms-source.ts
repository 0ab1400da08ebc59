import { ROOMS_NAV } from '@/components/layout/shell/rooms-nav'
import { checkMessage } from '@/lib/moderation/check-message'
import { safeStorage } from '@/lib/persist/safe-storage'
import { enterInnerRoom, INNER_ROOM_FULL_MESSAGE } from '../inner-room-access'
import { PUBLIC_ROOMS } from '../public-rooms'
import { canonicalRoomId, INNER_ROOM_ID, isAnonymousRoom } from '../room-id'
import type { RoomPost } from '../room-post'
import { roomMembers, roomSeedPosts } from '../room-seed'
import { useRoomsStore } from '../rooms-store'
import {
  RoomsSourceError,
  type FeedPage,
  type FeedRow,
  type RoomAccess,
  type RoomCounts,
  type RoomMemberRow,
  type RoomsSource,
} from './rooms-source'

/** The rows of one stored post (the post, then its replies), made once per post object. */
const rowsOfPost = new WeakMap<RoomPost, FeedRow[]>()
/** The page of one room's post list, made once per list (the store replaces the list on each change). */
const pageOfList = new WeakMap<RoomPost[], FeedPage>()

function postRows(roomSlug: string, post: RoomPost): FeedRow[] {
  let rows = rowsOfPost.get(post)
  if (!rows) {
    const base = { roomSlug, parentId: null, pending: false }
    rows = [
      { ...base, id: post.id, body: post.content, createdAt: post.createdAt, authorName: post.author, mine: post.mine },
      ...post.replies.map((reply) => ({
        ...base,
        id: reply.id,
        parentId: post.id,
        body: reply.content,
        createdAt: reply.createdAt,
        authorName: reply.author,
        mine: reply.mine,
      })),
    ]
    rowsOfPost.set(post, rows)
  }
  return rows
}

/** The guest's counts: the navigation shell's fixed figures, by canonical room slug. */
const FIXED_COUNTS: RoomCounts = Object.freeze(
  Object.fromEntries(ROOMS_NAV.map((room) => [canonicalRoomId(room.slug) ?? room.slug, room.count])),
)

const NOT_THERE = 'This message is no longer there.'

/**
 * The rooms of the browser's own store (rooms-store.ts), as the guest has them: each room's
 * sample conversation until it is first changed, posts by 'You' ('Anonymous' in the anonymous
 * room) marked `mine`, the Inner Room's browser counter, the shell's fixed member counts and
 * the sample members. Everything answers at once; a room's feed is one page (no older pages).
 * Live changes are the store's own: another tab or a reset tells subscribers to read again.
 */
export function createLocalRoomsSource(): RoomsSource {
  /** Each unchanged room's sample posts, dated from when the page first showed the room. */
  const seeds = new Map<string, RoomPost[]>()
  const members = new Map<string, RoomMemberRow[]>()

  const postsOf = (slug: string): RoomPost[] => {
    const stored = useRoomsStore.getState().posts
    if (Object.hasOwn(stored, slug)) return stored[slug]!
    let seed = seeds.get(slug)
    if (!seed) {
      seed = roomSeedPosts(slug, new Date())
      seeds.set(slug, seed)
    }
    return seed
  }

  const peekFeed = (slug: string): FeedPage => {
    const posts = postsOf(slug)
    let page = pageOfList.get(posts)
    if (!page) {
      page = { rows: posts.flatMap((post) => postRows(slug, post)), older: null }
      pageOfList.set(posts, page)
    }
    return page
  }

  const peekMembers = (slug: string): RoomMemberRow[] => {
    let list = members.get(slug)
    if (!list) {
      list = roomMembers(slug)
      members.set(slug, list)
    }
    return list
  }

  return {
    key: 'local',
    listRooms: async () =>
      PUBLIC_ROOMS.map((room) => ({
        ...room,
        icon: null,
        isAnonymous: isAnonymousRoom(room.slug),
        isPrivate: false,
        capacity: room.slug === INNER_ROOM_ID ? 250 : null,
        access: 'open' as const,
        isOwner: false,
        memberCount: FIXED_COUNTS[room.slug] ?? 0,
      })),
    openRoom(slug: string): RoomAccess {
      if (slug !== INNER_ROOM_ID || enterInnerRoom(safeStorage) === 'granted') return { status: 'granted' }
      return { status: 'denied-full', message: INNER_ROOM_FULL_MESSAGE }
    },
    listFeed: async (slug, older) => (older ? { rows: [], older: null } : peekFeed(slug)),
    peekFeed,
    async createPost({ id, roomSlug, parentId, body }) {
      const store = useRoomsStore.getState()
      const now = new Date()
      const item = parentId ? store.addReply(roomSlug, parentId, body, now, id) : store.addPost(roomSlug, body, now, id)
      if (!item) throw new RoomsSourceError('not-found', NOT_THERE)
      return {
        id: item.id,
        roomSlug,
        parentId,
        body: item.content,
        createdAt: item.createdAt,
        authorName: item.author,
        mine: true,
      }
    },
    async deletePost(slug, id) {
      const store = useRoomsStore.getState()
      const parent = postsOf(slug).find((post) => post.id === id || post.replies.some((reply) => reply.id === id))
      const deleted = !parent
        ? false
        : parent.id === id
          ? store.deletePost(slug, id)
          : store.deleteReply(slug, parent.id, id)
      if (!deleted) throw new RoomsSourceError('not-found', NOT_THERE)
    },
    checkMessage,
    subscribe(slug, handlers) {
      return useRoomsStore.subscribe((state, previous) => {
        if (state.posts[slug] !== previous.posts[slug]) handlers.onResync?.()
      })
    },
    listMembers: async (slug) => peekMembers(slug),
    peekMembers,
  }
}

/** The guest's rooms in this browser (one per page: the store itself follows whose data it holds). */
export const localRoomsSource: RoomsSource = createLocalRoomsSource()
