import { loadSupabase, type NexusClient } from '@/lib/supabase'
import { RoomsSourceError } from './rooms-source'
import { sourceErrorFrom } from './source-errors'

/**
 * Private rooms (Pro): what a member creates, owns and moderates, through one interface with two
 * implementations: the database's functions for a signed-in member ({@link createSupabasePrivateRoomsSource})
 * and the guest's ({@link localPrivateRoomsSource}), which has no private rooms and refuses every
 * change with {@link PRIVATE_ROOMS_NEED_ACCOUNT}. Screens get theirs from `usePrivateRoomsSource`.
 */

/** What the guest is told when they try anything with private rooms. */
export const PRIVATE_ROOMS_NEED_ACCOUNT = 'Private rooms need an account'

/** The member's plan as the database says it now ('trial' counts as Basic). For what a screen shows, never for decisions. */
export type MemberPlan = 'admin' | 'pro' | 'basic' | 'trial' | 'free'

/** Whether a room can be read and posted in ('open'), is a paid room for a free member ('locked'), or a lapsed owner's private room ('read_only'). */
export type RoomAccessLevel = 'open' | 'locked' | 'read_only'

/** One room as the member's room list gives it (`my_rooms()`). */
export interface RoomInfo {
  slug: string
  name: string
  description: string
  /** A room icon name (see room-icons.ts), or null. */
  icon: string | null
  isPrivate: boolean
  access: RoomAccessLevel
  /** True when the member owns this private room. */
  isOwner: boolean
  memberCount: number
}

/** A new private room: its name (1–60 characters, trimmed), description (at most 500) and icon name. */
export interface NewPrivateRoom {
  name: string
  description: string
  icon: string
}

/** A person the member may invite (an accepted friend), or a member of a room. */
export interface RoomPerson {
  id: string
  name: string
}

/** What the room's owner or a moderator does to a post or reply. */
export type PostModerationAction = 'hide' | 'remove' | 'restore'

/** The private-room calls of one person. Every refusal rejects with a {@link RoomsSourceError} whose message the screen shows as is. */
export interface PrivateRoomsSource {
  /** Identifies the source and whose rooms it holds ('local', 'supabase:<member id>'): caches key by it. */
  readonly key: string
  /** True for the guest: nothing here works without an account. */
  readonly needsAccount: boolean
  /** The member's plan now ('free' for the guest). */
  myPlan(): Promise<MemberPlan>
  /** Room `slug` as the member's room list has it, or null (not theirs to see, or the guest). */
  getRoom(slug: string): Promise<RoomInfo | null>
  /** Creates a private room owned by the member (its first member); resolves to its slug. */
  createRoom(room: NewPrivateRoom): Promise<string>
  /** Renames room `slug` and changes its description (the owner only). */
  updateRoom(slug: string, changes: { name: string; description: string }): Promise<void>
  /** Deletes room `slug` with its posts (the owner or an administrator); resolves to how many posts went with it. */
  deleteRoom(slug: string): Promise<number>
  /** How many posts and replies room `slug` holds (for the owner's confirmation). */
  postCount(slug: string): Promise<number>
  /** The member's friends (accepted friendships), by name: whom they may invite. */
  listFriends(): Promise<RoomPerson[]>
  /** Invites friend `userId` to room `slug` (the owner); resolves to the invitation's id. */
  invite(slug: string, userId: string): Promise<string>
  /** Accepts or declines invitation `invitationId` (the invitee); resolves to the room's slug. */
  respondToInvitation(invitationId: string, accept: boolean): Promise<string>
  /** Removes member `userId` from room `slug`, banning them from it when `ban` (logged, with the reason). */
  removeMember(slug: string, userId: string, options?: { ban?: boolean; reason?: string | null }): Promise<void>
  /** Hides, removes or restores post or reply `postId` in a private room the member owns, with the reason written to its author. */
  moderatePost(postId: string, action: PostModerationAction, reason: string): Promise<void>
  /** The members of room `slug` (for its owner's Members dialog). */
  listMembers(slug: string): Promise<RoomPerson[]>
}

const refuse = () => Promise.reject(new RoomsSourceError('failed', PRIVATE_ROOMS_NEED_ACCOUNT))

/** The guest's private rooms: none. Reading finds nothing; every change is refused with {@link PRIVATE_ROOMS_NEED_ACCOUNT}, and nothing changes. */
export const localPrivateRoomsSource: PrivateRoomsSource = {
  key: 'local',
  needsAccount: true,
  myPlan: () => Promise.resolve('free'),
  getRoom: () => Promise.resolve(null),
  createRoom: refuse,
  updateRoom: refuse,
  deleteRoom: refuse,
  postCount: refuse,
  listFriends: refuse,
  invite: refuse,
  respondToInvitation: refuse,
  removeMember: refuse,
  moderatePost: refuse,
  listMembers: refuse,
}

/** The answer of a supabase-js call (any RPC or select). */
interface Answer {
  data: unknown
  error: unknown
  status?: number
}

/** `client.rpc` without the generated types' narrowing (the calls below name their own arguments). */
type LooseRpc = (name: string, args?: Record<string, unknown>) => PromiseLike<Answer>

const PLANS: readonly string[] = ['admin', 'pro', 'basic', 'trial', 'free']
const ACCESS: readonly string[] = ['open', 'locked', 'read_only']

const str = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A {@link RoomInfo} from a row of `my_rooms()`, or null for a malformed row. */
export function roomInfoFrom(raw: unknown): RoomInfo | null {
  if (!raw || typeof raw !== 'object') return null
  const row = raw as Record<string, unknown>
  if (typeof row.slug !== 'string' || typeof row.name !== 'string') return null
  return {
    slug: row.slug,
    name: row.name,
    description: str(row.description),
    icon: typeof row.icon === 'string' ? row.icon : null,
    isPrivate: row.is_private === true,
    access: ACCESS.includes(str(row.access)) ? (row.access as RoomAccessLevel) : 'open',
    isOwner: row.is_owner === true,
    memberCount: typeof row.member_count === 'number' ? row.member_count : 0,
  }
}

/** Options of {@link createSupabasePrivateRoomsSource}; `loadClient` is for tests. */
export interface SupabasePrivateRoomsSourceOptions {
  memberId: string
  loadClient?: () => Promise<NexusClient | null>
}

/**
 * A member's private rooms in the database (supabase/migrations/20261130100000_plans_and_private_rooms.sql):
 * `my_plan()`, `my_rooms()`, `create_private_room()`, `update_private_room()`, `delete_private_room()`,
 * `room_post_count()`, `invite_to_room()`, `respond_to_room_invitation()`, `remove_room_member()`,
 * `moderate_room_post()`; friends are the member's accepted `friendships` named by `member_names()`;
 * a room's members `room_members_of()`. The database decides every rule; its refusals (42501,
 * 23514, PT429) reject with its message.
 */
export function createSupabasePrivateRoomsSource({
  memberId,
  loadClient = loadSupabase,
}: SupabasePrivateRoomsSourceOptions): PrivateRoomsSource {
  const client = async () => {
    const loaded = await loadClient()
    if (!loaded) throw new RoomsSourceError('failed', 'Rooms need a backend, and none is configured.')
    return loaded
  }
  const call = async (name: string, args?: Record<string, unknown>): Promise<unknown> => {
    const loaded = await client()
    const rpc = loaded.rpc.bind(loaded) as unknown as LooseRpc
    const { data, error, status } = await rpc(name, args)
    if (error) throw sourceErrorFrom(error, status)
    return data
  }
  const people = (rows: unknown, idField: string): RoomPerson[] =>
    (Array.isArray(rows) ? rows : []).flatMap((raw: unknown) => {
      const row = (raw ?? {}) as Record<string, unknown>
      return typeof row[idField] === 'string' ? [{ id: row[idField] as string, name: str(row.name) }] : []
    })
  const byName = (a: RoomPerson, b: RoomPerson) => a.name.localeCompare(b.name)

  return {
    key: `supabase:${memberId}`,
    needsAccount: false,

    async myPlan() {
      const plan = str(await call('my_plan'))
      return PLANS.includes(plan) ? (plan as MemberPlan) : 'free'
    },

    async getRoom(slug) {
      const rows = await call('my_rooms')
      const found = (Array.isArray(rows) ? rows : []).find((row: unknown) => (row as { slug?: unknown })?.slug === slug)
      return roomInfoFrom(found)
    },

    async createRoom(room) {
      return str(
        await call('create_private_room', { p_name: room.name, p_description: room.description, p_icon: room.icon }),
      )
    },

    async updateRoom(slug, changes) {
      await call('update_private_room', { p_slug: slug, p_name: changes.name, p_description: changes.description })
    },

    async deleteRoom(slug) {
      const deleted = await call('delete_private_room', { p_slug: slug })
      return typeof deleted === 'number' ? deleted : 0
    },

    async postCount(slug) {
      const count = await call('room_post_count', { p_slug: slug })
      return typeof count === 'number' ? count : 0
    },

    async listFriends() {
      const loaded = await client()
      const { data, error, status } = await loaded
        .from('friendships')
        .select('requester_id, addressee_id')
        .eq('status', 'accepted')
      if (error) throw sourceErrorFrom(error, status)
      const ids = [
        ...new Set(
          ((data ?? []) as { requester_id: string; addressee_id: string }[]).map((row) =>
            row.requester_id === memberId ? row.addressee_id : row.requester_id,
          ),
        ),
      ].filter((id) => id !== memberId)
      if (ids.length === 0) return []
      return people(await call('member_names', { p_ids: ids }), 'id').sort(byName)
    },

    async invite(slug, userId) {
      return str(await call('invite_to_room', { p_slug: slug, p_user_id: userId }))
    },

    async respondToInvitation(invitationId, accept) {
      return str(await call('respond_to_room_invitation', { p_invitation_id: invitationId, p_accept: accept }))
    },

    async removeMember(slug, userId, options = {}) {
      await call('remove_room_member', {
        p_slug: slug,
        p_user_id: userId,
        p_ban: options.ban ?? false,
        p_reason: options.reason ?? null,
      })
    },

    async moderatePost(postId, action, reason) {
      await call('moderate_room_post', { p_post_id: postId, p_action: action, p_reason: reason })
    },

    async listMembers(slug) {
      return people(await call('room_members_of', { p_room_slug: slug }), 'user_id')
        .filter((person) => person.id !== memberId)
        .sort(byName)
    },
  }
}
