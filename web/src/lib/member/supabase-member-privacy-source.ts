import { membersClient, membersErrorFrom, MembersSourceError } from './members-db'
import type { Friendship, MemberCardView, MemberPrivacy, MemberPrivacySource } from './member-privacy-source'

/** Options of {@link createSupabaseMemberPrivacySource}; `loadClient` is for tests. */
export interface SupabaseMemberPrivacySourceOptions {
  memberId: string
  loadClient?: () => Promise<unknown>
}

type FriendshipRow = { requester_id: string; addressee_id: string; status: string }

/** Where `memberId` stands with the other party of friendship row `row` (none without a row). */
export function friendshipFrom(row: FriendshipRow | null, memberId: string): Friendship {
  if (!row) return 'none'
  const asked = row.requester_id === memberId
  if (row.status === 'accepted') return 'friends'
  if (row.status === 'pending') return asked ? 'sent' : 'received'
  return asked ? 'declined' : 'closed'
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The PostgREST filter of the friendship row between the two members (ids checked: nothing else enters the filter). */
function pairFilter(memberId: string, id: string): string {
  if (!UUID.test(memberId) || !UUID.test(id)) throw new MembersSourceError('failed', 'This member could not be found.')
  return `and(requester_id.eq.${memberId},addressee_id.eq.${id}),and(requester_id.eq.${id},addressee_id.eq.${memberId})`
}

/**
 * A member's blocks and mutes (`blocks`, `mutes`: own rows only, by member id; listed with names
 * and avatars by `my_blocks_and_mutes()`), profile privacy (`profiles.visibility`,
 * `show_online_status`), and the member card's reads and writes (`profile_of()`, the pair's
 * `friendships` row, `find_members()`), through supabase-js. Errors reject with a
 * MembersSourceError whose message is shown.
 */
export function createSupabaseMemberPrivacySource({
  memberId,
  loadClient,
}: SupabaseMemberPrivacySourceOptions): MemberPrivacySource {
  const client = () => membersClient(loadClient)
  return {
    key: `supabase:${memberId}`,

    async list(kind) {
      const { data, error } = await (
        await client()
      )
        .rpc('my_blocks_and_mutes')
        .eq('kind', kind)
        .order('since', { ascending: true })
      if (error) throw membersErrorFrom(error)
      return (data ?? []).map((row) => ({
        id: row.id,
        name: row.name?.trim() || 'Member',
        avatarUrl: row.avatar_url ?? null,
        since: row.since,
      }))
    },

    async add(kind, id) {
      const supabase = await client()
      const { error } =
        kind === 'blocks'
          ? await supabase.from('blocks').insert({ blocked_id: id })
          : await supabase.from('mutes').insert({ muted_id: id })
      // Already blocked or muted (another tab did it): what was asked holds.
      if (error && error.code !== '23505') throw membersErrorFrom(error)
    },

    async remove(kind, id) {
      const supabase = await client()
      const { error } =
        kind === 'blocks'
          ? await supabase.from('blocks').delete().eq('blocker_id', memberId).eq('blocked_id', id)
          : await supabase.from('mutes').delete().eq('muter_id', memberId).eq('muted_id', id)
      if (error) throw membersErrorFrom(error)
    },

    async card(id): Promise<MemberCardView> {
      const pair = pairFilter(memberId, id)
      const supabase = await client()
      const [profile, friendship, block, mute] = await Promise.all([
        supabase.rpc('profile_of', { p_id: id }).maybeSingle(),
        supabase.from('friendships').select('requester_id, addressee_id, status').or(pair).maybeSingle(),
        supabase.from('blocks').select('blocked_id').eq('blocker_id', memberId).eq('blocked_id', id).maybeSingle(),
        supabase.from('mutes').select('muted_id').eq('muter_id', memberId).eq('muted_id', id).maybeSingle(),
      ])
      const failed = profile.error ?? friendship.error ?? block.error ?? mute.error
      if (failed) throw membersErrorFrom(failed, 'This member could not be loaded.')
      const row = profile.data
      return {
        id,
        name: row?.name?.trim() || null,
        bio: row?.bio?.trim() || null,
        avatarUrl: row?.avatar_url || null,
        visible: row !== null,
        friendship: friendshipFrom(friendship.data, memberId),
        blocked: block.data !== null,
        muted: mute.data !== null,
      }
    },

    async find(query) {
      if (query.trim().length < 2) return []
      const { data, error } = await (await client()).rpc('find_members', { p_query: query })
      if (error) throw membersErrorFrom(error, 'Members could not be searched.')
      return (data ?? []).map((row) => ({ id: row.id, name: row.name, avatarUrl: row.avatar_url ?? null }))
    },

    async befriend(id) {
      const pair = pairFilter(memberId, id)
      const supabase = await client()
      const rows = await supabase
        .from('friendships')
        .select('requester_id, addressee_id, status')
        .or(pair)
        .maybeSingle()
      if (rows.error) throw membersErrorFrom(rows.error)
      const now = friendshipFrom(rows.data, memberId)
      const { error } =
        now === 'declined'
          ? await supabase
              .from('friendships')
              .update({ status: 'pending' })
              .eq('requester_id', memberId)
              .eq('addressee_id', id)
          : now === 'received'
            ? await supabase
                .from('friendships')
                .update({ status: 'accepted' })
                .eq('requester_id', id)
                .eq('addressee_id', memberId)
            : now === 'none'
              ? await supabase.from('friendships').insert({ addressee_id: id })
              : { error: null }
      if (error) throw membersErrorFrom(error, 'Your friend request could not be sent.')
    },

    async readPrivacy(): Promise<MemberPrivacy> {
      const { data, error } = await (
        await client()
      )
        .from('profiles')
        .select('visibility, show_online_status')
        .eq('id', memberId)
        .single()
      if (error) throw membersErrorFrom(error)
      const row = data as { visibility: MemberPrivacy['visibility']; show_online_status: boolean }
      return { visibility: row.visibility, showOnlineStatus: row.show_online_status }
    },

    async savePrivacy(update) {
      const { error } = await (
        await client()
      )
        .from('profiles')
        .update({
          ...(update.visibility ? { visibility: update.visibility } : {}),
          ...(update.showOnlineStatus !== undefined ? { show_online_status: update.showOnlineStatus } : {}),
        })
        .eq('id', memberId)
      if (error) throw membersErrorFrom(error)
    },
  }
}
