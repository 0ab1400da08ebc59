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

/** The answer of a supabase-js call. */
interface Answer<T> {
  data: T | null
  error: unknown
  status?: number
}

/** The data of a supabase-js answer; its error as a {@link RoomsSourceError} with the database's message. */
function ok<T>({ data, error, status }: Answer<T>): T | null {
  if (error) throw sourceErrorFrom(error, status)
  return data
}

const PLANS: readonly string[] = ['admin', 'pro', 'basic', 'trial', 'free']

const str = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Options of {@link createSupabasePrivateRoomsSource}; `loadClient` is for tests. */
export interface SupabasePrivateRoomsSourceOptions {
  memberId: string
  loadClient?: () => Promise<NexusClient | null>
}

/**
 * A member's private rooms in the database (supabase/migrations/20261130100000_plans_and_private_rooms.sql):
 * `my_plan()`, `create_private_room()`, `update_private_room()`, `delete_private_room()`,
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
      const plan = str(ok(await (await client()).rpc('my_plan')))
      return PLANS.includes(plan) ? (plan as MemberPlan) : 'free'
    },

    async createRoom({ name, description, icon }) {
      return str(ok(await (await client()).rpc('create_private_room', { name, description, icon })))
    },

    async updateRoom(slug, { name, description }) {
      ok(await (await client()).rpc('update_private_room', { slug, name, description }))
    },

    async deleteRoom(slug) {
      return ok(await (await client()).rpc('delete_private_room', { slug })) ?? 0
    },

    async postCount(slug) {
      return ok(await (await client()).rpc('room_post_count', { slug })) ?? 0
    },

    async listFriends() {
      const supabase = await client()
      const rows = ok(
        await supabase.from('friendships').select('requester_id, addressee_id').eq('status', 'accepted'),
      ) as { requester_id: string; addressee_id: string }[] | null
      const ids = [
        ...new Set((rows ?? []).map((row) => (row.requester_id === memberId ? row.addressee_id : row.requester_id))),
      ].filter((id) => id !== memberId)
      if (ids.length === 0) return []
      return people(ok(await supabase.rpc('member_names', { p_ids: ids })), 'id').sort(byName)
    },

    async invite(slug, userId) {
      return str(ok(await (await client()).rpc('invite_to_room', { slug, user_id: userId })))
    },

    async respondToInvitation(invitationId, accept) {
      return str(ok(await (await client()).rpc('respond_to_room_invitation', { invitation_id: invitationId, accept })))
    },

    async removeMember(slug, userId, { ban = false, reason = null } = {}) {
      ok(
        await (
          await client()
        ).rpc('remove_room_member', {
          slug,
          user_id: userId,
          ban,
          ...(reason ? { reason } : {}),
        }),
      )
    },

    async moderatePost(postId, action, reason) {
      ok(await (await client()).rpc('moderate_room_post', { post_id: postId, action, reason }))
    },

    async listMembers(slug) {
      return people(ok(await (await client()).rpc('room_members_of', { p_room_slug: slug })), 'user_id')
        .filter((person) => person.id !== memberId)
        .sort(byName)
    },
  }
}
