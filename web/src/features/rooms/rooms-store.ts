import { createPersistedStore } from '@/lib/persist/persisted-store'
import { newId } from '@/lib/new-id'
import { canonicalRoomId, isAnonymousRoom } from './room-id'
import type { RoomPost, RoomReply } from './room-post'
import { roomSeedPosts } from './room-seed'

/** Storage key base of the room posts (a member's key is `nexus:rooms:{userId}`). */
export const ROOMS_STORE_NAME = 'nexus:rooms'
/**
 * Performance mark names around the store's hydration: from its creation to the end of reading,
 * validating (after the schema's import) and merging the stored posts.
 */
export const ROOMS_HYDRATE_MARKS = {
  start: 'nexus:rooms:hydrate:start',
  end: 'nexus:rooms:hydrate:end',
  measure: 'nexus:rooms:hydrate',
} as const

/** The persisted data: posts by canonical room id, oldest first. Rooms never changed are absent. */
export interface RoomsData {
  posts: Record<string, RoomPost[]>
}

/** The posts of a canonical room id: the stored ones, or the room's seed when nothing is stored. */
export function postsOf(data: RoomsData, roomId: string, now: Date = new Date()): RoomPost[] {
  return Object.hasOwn(data.posts, roomId) ? data.posts[roomId]! : roomSeedPosts(roomId, now)
}

const mark = (name: string) => globalThis.performance?.mark?.(name)

mark(ROOMS_HYDRATE_MARKS.start)
/**
 * The posts of every room, kept per person in the browser (key `nexus:rooms`), one list per
 * canonical room id (aliases share their room's list). Only rooms the person has changed are
 * stored; any other room shows its seed (see {@link postsOf}), copied into the store on the first change.
 *
 * Actions take a room id as the path gives it (aliases allowed; an unusable id changes nothing),
 * trim the text, and refuse blank text. New posts and replies are authored 'You', or
 * 'Anonymous' in the anonymous room, and are marked `mine`; only `mine` items can be deleted.
 * A new item's id is the one given (a UUID made by the caller), or a new UUID; ids stored by
 * earlier versions (any string) stay as they are.
 */
export const useRoomsStore = createPersistedStore({
  name: ROOMS_STORE_NAME,
  version: 1,
  // Imported only to read saved posts: a visitor with nothing saved never downloads zod.
  schema: () => import('./rooms-schema').then((module) => module.roomsDataSchema),
  seed: (): RoomsData => ({ posts: {} }),
  actions: ({ set, get }) => {
    /** Replaces one room's posts, starting from its seed when it has none stored. */
    const update = (rawId: string, now: Date, change: (posts: RoomPost[], roomId: string) => RoomPost[] | null) => {
      const roomId = canonicalRoomId(rawId)
      if (!roomId) return false
      const next = change(postsOf(get(), roomId, now), roomId)
      if (!next) return false
      set((state) => ({ posts: { ...state.posts, [roomId]: next } }))
      return true
    }
    const mine = (roomId: string, content: string, now: Date, id: string): RoomReply => ({
      id,
      author: isAnonymousRoom(roomId) ? 'Anonymous' : 'You',
      content,
      createdAt: now.toISOString(),
      mine: true,
    })

    return {
      /** Appends the person's post (trimmed) to the room, with id `id`. Returns it, or null for blank text or an unusable room id. */
      addPost(roomId: string, text: string, now: Date = new Date(), id: string = newId()): RoomPost | null {
        const content = text.trim()
        if (content === '') return null
        let post: RoomPost | null = null
        update(roomId, now, (posts, room) => {
          post = { ...mine(room, content, now, id), replies: [] }
          return [...posts, post]
        })
        return post
      },
      /** Appends the person's reply (trimmed, id `id`) under post `postId`. Returns it, or null (blank, unknown post or room id). */
      addReply(
        roomId: string,
        postId: string,
        text: string,
        now: Date = new Date(),
        id: string = newId(),
      ): RoomReply | null {
        const content = text.trim()
        if (content === '') return null
        let reply: RoomReply | null = null
        update(roomId, now, (posts, room) => {
          if (!posts.some((p) => p.id === postId)) return null
          const created = mine(room, content, now, id)
          reply = created
          return posts.map((p) => (p.id === postId ? { ...p, replies: [...p.replies, created] } : p))
        })
        return reply
      },
      /** Removes the person's own post `postId` with its replies. False when it is not there or not theirs. */
      deletePost(roomId: string, postId: string, now: Date = new Date()): boolean {
        return update(roomId, now, (posts) =>
          posts.some((p) => p.id === postId && p.mine) ? posts.filter((p) => p.id !== postId) : null,
        )
      },
      /** Removes the person's own reply `replyId` under post `postId`. False when it is not there or not theirs. */
      deleteReply(roomId: string, postId: string, replyId: string, now: Date = new Date()): boolean {
        return update(roomId, now, (posts) => {
          const post = posts.find((p) => p.id === postId)
          if (!post?.replies.some((r) => r.id === replyId && r.mine)) return null
          return posts.map((p) => (p.id === postId ? { ...p, replies: p.replies.filter((r) => r.id !== replyId) } : p))
        })
      },
    }
  },
})
const measureHydration = () => {
  mark(ROOMS_HYDRATE_MARKS.end)
  globalThis.performance?.measure?.(ROOMS_HYDRATE_MARKS.measure, ROOMS_HYDRATE_MARKS.start, ROOMS_HYDRATE_MARKS.end)
}
if (useRoomsStore.persist.hasHydrated()) measureHydration()
else {
  const stop = useRoomsStore.persist.onFinishHydration(() => {
    stop()
    measureHydration()
  })
}

/**
 * The person's stored room posts as plain JSON, for 'Download Data': `{ posts: { [roomId]: RoomPost[] } }`
 * with only the rooms they have changed (others still show their sample posts). A copy: changing it changes nothing.
 */
export function getRoomsSnapshot(): unknown {
  return JSON.parse(JSON.stringify({ posts: useRoomsStore.getState().posts })) as unknown
}
