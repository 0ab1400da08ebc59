import type {
  FoundMember,
  ListedMember,
  MemberCardView,
  MemberPrivacy,
  MemberPrivacySource,
} from './member-privacy-source'

/** A member a {@link createFakeMemberPrivacySource} knows: their card as it starts, and whether a search finds them. */
export interface FakeMember extends Omit<MemberCardView, 'blocked' | 'muted'> {
  blocked?: boolean
  muted?: boolean
}

/**
 * An in-memory {@link MemberPrivacySource} for tests: `members` by id, their blocks and mutes
 * kept as the calls change them, `find` a case-insensitive substring of the names (visible
 * profiles only). Every method is a vitest-free plain function; `calls` records each write.
 */
export function createFakeMemberPrivacySource(members: FakeMember[], key = 'supabase:me') {
  const people = new Map(members.map((m) => [m.id, { blocked: false, muted: false, ...m }]))
  const since = new Map<string, string>()
  const calls: string[] = []
  let privacy: MemberPrivacy = { visibility: 'members', showOnlineStatus: true }
  const person = (id: string) => {
    const found = people.get(id)
    if (!found) throw new Error(`No member ${id}`)
    return found
  }
  const source: MemberPrivacySource = {
    key,
    async list(kind) {
      const flag = kind === 'blocks' ? 'blocked' : 'muted'
      return [...people.values()]
        .filter((m) => m[flag])
        .map((m): ListedMember => ({
          id: m.id,
          name: m.name ?? 'Member',
          avatarUrl: m.avatarUrl,
          since: since.get(`${kind}:${m.id}`),
        }))
    },
    async add(kind, id) {
      calls.push(`add ${kind} ${id}`)
      person(id)[kind === 'blocks' ? 'blocked' : 'muted'] = true
      since.set(`${kind}:${id}`, '2026-11-20T10:00:00Z')
    },
    async remove(kind, id) {
      calls.push(`remove ${kind} ${id}`)
      person(id)[kind === 'blocks' ? 'blocked' : 'muted'] = false
    },
    async card(id) {
      return { ...person(id) }
    },
    async find(query) {
      const wanted = query.trim().toLowerCase()
      if (wanted.length < 2) return []
      return [...people.values()]
        .filter((m) => m.visible && m.name?.toLowerCase().includes(wanted))
        .map((m): FoundMember => ({ id: m.id, name: m.name ?? 'Member', avatarUrl: m.avatarUrl }))
    },
    async befriend(id) {
      calls.push(`befriend ${id}`)
      const m = person(id)
      m.friendship = m.friendship === 'received' ? 'friends' : 'sent'
    },
    async readPrivacy() {
      return privacy
    },
    async savePrivacy(update) {
      privacy = { ...privacy, ...update }
    },
  }
  return { source, calls, people }
}
