import { membersClient, membersErrorFrom, userChannels } from '@/lib/member/members-db'
import type { UserChannelHub } from '@/lib/member/user-channel'
import type { FriendsSource, FriendsView } from './friends-source'
import { friendshipsView, type FriendshipRow, type NamedProfile } from './friendship-rows'

/** How many 'Suggested Connections' are asked for. */
export const SUGGESTIONS_LIMIT = 8

/** Options of {@link createSupabaseFriendsSource}; `loadClient` and `hub` are for tests. */
export interface SupabaseFriendsSourceOptions {
  memberId: string
  loadClient?: () => Promise<unknown>
  hub?: UserChannelHub
}

/**
 * A member's friendships in the database (supabase/migrations/20261125120000_members.sql):
 * `friendships` (one row per pair: send = insert `{ addressee_id }`; answer = update `status`
 * as the addressee), names and bios from `profiles` as visibility allows (a hidden profile's
 * bio is never read), else `member_names()`, suggestions from `friend_suggestions()`; live from `friendship_changed` on the member's own
 * topic, online dots from Presence. Errors reject with a MembersSourceError.
 */
export function createSupabaseFriendsSource({
  memberId,
  loadClient,
  hub = userChannels,
}: SupabaseFriendsSourceOptions): FriendsSource {
  const client = () => membersClient(loadClient)
  return {
    key: `supabase:${memberId}`,
    memberId,

    async load(): Promise<FriendsView> {
      const supabase = await client()
      const [rows, suggested] = await Promise.all([
        supabase.from('friendships').select('requester_id, addressee_id, status'),
        supabase.rpc('friend_suggestions', { p_limit: SUGGESTIONS_LIMIT }),
      ])
      if (rows.error) throw membersErrorFrom(rows.error, 'Your friends could not be loaded.')
      if (suggested.error) throw membersErrorFrom(suggested.error, 'Your friends could not be loaded.')
      const friendships = (rows.data ?? []) as FriendshipRow[]
      const suggestions = (suggested.data ?? []) as unknown[]
      const suggestedIds = suggestions.flatMap((row) => {
        const id = (row as { id?: unknown } | null)?.id
        return typeof id === 'string' ? [id] : []
      })
      const ids = [
        ...new Set([
          ...friendships.map((row) => (row.requester_id === memberId ? row.addressee_id : row.requester_id)),
          ...suggestedIds,
        ]),
      ]
      const profiles = new Map<string, NamedProfile>()
      if (ids.length > 0) {
        const visible = await supabase.from('profiles').select('id, name, bio').in('id', ids)
        if (visible.error) throw membersErrorFrom(visible.error, 'Your friends could not be loaded.')
        for (const row of (visible.data ?? []) as NamedProfile[]) profiles.set(row.id, row)
        const missing = ids.filter((id) => !profiles.has(id))
        if (missing.length > 0) {
          const names = await supabase.rpc('member_names', { p_ids: missing })
          if (names.error) throw membersErrorFrom(names.error, 'Your friends could not be loaded.')
          for (const row of (names.data ?? []) as NamedProfile[]) profiles.set(row.id, { ...row, bio: null })
        }
      }
      return friendshipsView(memberId, friendships, profiles, suggestions)
    },

    async sendRequest(id) {
      const { error } = await (await client()).from('friendships').insert({ addressee_id: id })
      if (error) throw membersErrorFrom(error, 'Your friend request could not be sent.')
    },

    async respond(id, accept) {
      const { error } = await (
        await client()
      )
        .from('friendships')
        .update({ status: accept ? 'accepted' : 'declined' })
        .eq('requester_id', id)
        .eq('addressee_id', memberId)
      if (error) throw membersErrorFrom(error)
    },

    subscribe(handlers) {
      return hub.subscribe(memberId, {
        onBroadcast: (event) => {
          if (event === 'friendship_changed') handlers.onChanged?.()
        },
        onPresence: handlers.onPresence,
        onConnected: handlers.onConnected,
      })
    },
  }
}
