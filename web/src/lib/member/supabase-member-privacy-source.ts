import { membersClient, membersErrorFrom, MembersSourceError, type MembersClient } from './members-db'
import type { ListedMember, MemberPrivacy, MemberPrivacySource } from './member-privacy-source'

/** Options of {@link createSupabaseMemberPrivacySource}; `loadClient` is for tests. */
export interface SupabaseMemberPrivacySourceOptions {
  memberId: string
  loadClient?: () => Promise<unknown>
}

async function namesOf(supabase: MembersClient, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const { data, error } = await supabase.rpc('member_names', { p_ids: ids })
  if (error) throw membersErrorFrom(error)
  return new Map(
    ((data ?? []) as { id: string; name: string | null }[]).map((row) => [row.id, row.name?.trim() || 'Member']),
  )
}

/**
 * The member `name` stands for, among the people the member knows (friendship rows of any
 * status, then profiles they may read), compared trimmed and case-insensitively; null when none.
 */
async function findMember(supabase: MembersClient, memberId: string, name: string): Promise<ListedMember | null> {
  const wanted = name.trim().toLowerCase()
  const rows = await supabase.from('friendships').select('requester_id, addressee_id')
  if (rows.error) throw membersErrorFrom(rows.error)
  const ids = ((rows.data ?? []) as { requester_id: string; addressee_id: string }[]).map((row) =>
    row.requester_id === memberId ? row.addressee_id : row.requester_id,
  )
  for (const [id, known] of await namesOf(supabase, ids)) if (known.toLowerCase() === wanted) return { id, name: known }
  const visible = await supabase
    .from('profiles')
    .select('id, name')
    .ilike('name', name.trim().replace(/[\\%_]/g, '\\$&'))
    .neq('id', memberId)
    .limit(1)
  if (visible.error) throw membersErrorFrom(visible.error)
  const found = ((visible.data ?? []) as { id: string; name: string | null }[])[0]
  return found ? { id: found.id, name: found.name?.trim() || name.trim() } : null
}

/**
 * A member's blocks and mutes (`blocks`, `mutes`: own rows only) and profile privacy
 * (`profiles.visibility`, `show_online_status`), through supabase-js. Errors reject with a
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
      const supabase = await client()
      const { data, error } =
        kind === 'blocks'
          ? await supabase
              .from('blocks')
              .select('id:blocked_id, created_at')
              .eq('blocker_id', memberId)
              .order('created_at', { ascending: true })
          : await supabase
              .from('mutes')
              .select('id:muted_id, created_at')
              .eq('muter_id', memberId)
              .order('created_at', { ascending: true })
      if (error) throw membersErrorFrom(error)
      const rows = data ?? []
      const names = await namesOf(
        supabase,
        rows.map((row) => row.id),
      )
      return rows.map((row) => ({ id: row.id, name: names.get(row.id) ?? 'Member', since: row.created_at }))
    },

    async add(kind, name) {
      const supabase = await client()
      const member = await findMember(supabase, memberId, name)
      if (!member) throw new MembersSourceError('refused', `No member called ${name.trim()} was found.`)
      const { error } =
        kind === 'blocks'
          ? await supabase.from('blocks').insert({ blocked_id: member.id })
          : await supabase.from('mutes').insert({ muted_id: member.id })
      if (error?.code === '23505')
        throw new MembersSourceError('refused', `${member.name} is already ${kind === 'blocks' ? 'blocked' : 'muted'}.`)
      if (error) throw membersErrorFrom(error)
      return member
    },

    async remove(kind, id) {
      const supabase = await client()
      const { error } =
        kind === 'blocks'
          ? await supabase.from('blocks').delete().eq('blocker_id', memberId).eq('blocked_id', id)
          : await supabase.from('mutes').delete().eq('muter_id', memberId).eq('muted_id', id)
      if (error) throw membersErrorFrom(error)
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
