import { vi } from 'vitest'
import { timeKey } from './merge-feed'
import type {
  FeedCursor,
  FeedEvent,
  FeedPage,
  FeedRow,
  NewPost,
  RoomCounts,
  RoomListItem,
  RoomLiveHandlers,
  RoomsSource,
} from './rooms-source'

/**
 * A rooms source for tests (not used by the app): one room's rows in memory, every method a
 * `vi.fn` a test can inspect or override, and `emit`/`connect` to play the server's live side.
 * By default it answers like a healthy server: pages of `pageSize` top-level posts, writes stored
 * at once.
 */
/** A room of a list, open, named after its slug, with `overrides`. For tests. */
export function roomListItem(slug: string, overrides: Partial<RoomListItem> = {}): RoomListItem {
  return {
    slug,
    name: slug,
    description: '',
    icon: null,
    isAnonymous: false,
    isPrivate: false,
    capacity: null,
    access: 'open',
    isOwner: false,
    memberCount: 0,
    ...overrides,
  }
}

/** A room list of open rooms with the member counts `counts` (by slug). For tests. */
export function roomListOf(counts: Readonly<Record<string, number>>): RoomListItem[] {
  return Object.entries(counts).map(([slug, memberCount]) => roomListItem(slug, { memberCount }))
}

export class FakeRoomsSource implements RoomsSource {
  readonly key = 'fake'
  /** Set to play a member's source (the server leaves out blocked and muted authors). */
  hidesBlockedAuthors?: boolean
  /** Set to offer 'Mute this author'. */
  muteAnonymousAuthor?: (postId: string) => Promise<void>
  rows: FeedRow[] = []
  pageSize = 50
  private readonly subscribers = new Set<RoomLiveHandlers>()

  listRooms = vi.fn(async (): Promise<RoomListItem[]> => roomListOf({ lounge: 3 }))
  listActiveCounts = vi.fn(async (): Promise<RoomCounts> => ({}))
  openRoom = vi.fn(async (): Promise<{ status: 'granted' }> => ({ status: 'granted' }))
  listFeed = vi.fn(async (_slug: string, older?: FeedCursor | null): Promise<FeedPage> => {
    const posts = this.rows
      .filter((row) => row.parentId === null)
      .filter((row) => !older || timeKey(row.createdAt) < timeKey(older.before))
      .sort((a, b) => timeKey(a.createdAt) - timeKey(b.createdAt))
      .slice(-this.pageSize)
    const ids = new Set(posts.map((post) => post.id))
    const rows = this.rows.filter((row) => ids.has(row.id) || (row.parentId !== null && ids.has(row.parentId)))
    const oldest = posts[0]
    const hasOlder =
      oldest !== undefined && this.rows.some((r) => r.parentId === null && r.createdAt < oldest.createdAt)
    return { rows, older: hasOlder ? { before: oldest.createdAt, beforeId: oldest.id } : null }
  })
  createPost = vi.fn(async (post: NewPost): Promise<FeedRow> => {
    const row: FeedRow = { ...post, createdAt: new Date().toISOString(), authorName: 'You', mine: true }
    this.rows.push(row)
    return row
  })
  deletePost = vi.fn(async (_slug: string, id: string) => {
    this.rows = this.rows.filter((row) => row.id !== id && row.parentId !== id)
  })
  checkMessage = vi.fn(async (_body: string) => ({ isAllowed: true }) as { isAllowed: boolean; reason?: string })
  listMembers = vi.fn(async () => [
    { id: 'u-maya', name: 'Maya', online: false },
    { id: 'u-leo', name: 'Leo', online: false },
  ])
  subscribe = vi.fn((_slug: string, handlers: RoomLiveHandlers) => {
    this.subscribers.add(handlers)
    return () => this.subscribers.delete(handlers)
  })
  private readonly presenceFollowers = new Set<() => void>()
  followPresence = vi.fn((_slug: string, onChange: () => void) => {
    this.presenceFollowers.add(onChange)
    return () => void this.presenceFollowers.delete(onChange)
  })
  countPresent = vi.fn(async (_slug: string) => 0)

  /** Sends a live event to every subscriber, as a broadcast would. */
  emit(event: FeedEvent): void {
    this.subscribers.forEach((handlers) => handlers.onEvent?.(event))
  }

  /** Tells every subscriber the live connection is (again) up. */
  connect(): void {
    this.subscribers.forEach((handlers) => handlers.onConnected?.())
  }

  /** Tells every presence follower that who is online may have changed (a Presence signal or a heartbeat). */
  presence(): void {
    this.presenceFollowers.forEach((onChange) => onChange())
  }
}

let next = 0
/** A feed row by another member (Maya), created at `createdAt`. */
export function otherRow(createdAt: string, over: Partial<FeedRow> = {}): FeedRow {
  next += 1
  return {
    id: `10000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    roomSlug: 'lounge',
    parentId: null,
    body: `Maya's post ${next}`,
    createdAt,
    authorName: 'Maya',
    mine: false,
    ...over,
  }
}
