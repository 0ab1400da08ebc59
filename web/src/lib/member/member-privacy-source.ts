/**
 * A member the signed-in member blocked or muted: their id, display name ('Member' when their
 * profile shows the caller nothing), avatar URL (null without one) and since when (ISO date).
 */
export interface ListedMember {
  id: string
  name: string
  avatarUrl?: string | null
  since?: string
}

/** A member found by name ('Find people'): id, display name and avatar URL (null without one). */
export interface FoundMember {
  id: string
  name: string
  avatarUrl: string | null
}

/**
 * Where the signed-in member stands with another member: 'none' (no request either way),
 * 'sent' (their request waits for the other), 'received' (the other's request waits for them),
 * 'declined' (they asked and were declined: asking again re-sends), 'closed' (they declined the
 * other's request: nothing to do from here), 'friends'.
 */
export type Friendship = 'none' | 'sent' | 'received' | 'declined' | 'closed' | 'friends'

/**
 * What a member card shows of member `id`: the name, bio and avatar as their profile visibility
 * lets the signed-in member see them (null when hidden: `visible` false means the profile
 * answered nothing at all), the friendship, and whether the signed-in member blocked or muted them.
 */
export interface MemberCardView {
  id: string
  name: string | null
  bio: string | null
  avatarUrl: string | null
  visible: boolean
  friendship: Friendship
  blocked: boolean
  muted: boolean
}

/** Who may see a member's profile, and whether they appear online: the profile's privacy columns. */
export interface MemberPrivacy {
  visibility: 'everyone' | 'members' | 'none'
  showOnlineStatus: boolean
}

/**
 * A signed-in member's blocks, mutes and profile privacy on the server (`blocks`, `mutes`,
 * `profiles.visibility` and `show_online_status`), and what the member card needs of another
 * member (their profile as visibility allows, the friendship, finding members by name).
 * Everything about another member is by member id, never by a typed name. Settings, the member
 * card and the Friends page use it when the app layer provides one; the guest has none (the
 * guest's lists stay names in the browser, privacy-store.ts, and guests get no member card).
 * Every method rejects with a MembersSourceError whose message is shown.
 */
export interface MemberPrivacySource {
  /** Identifies the source and whose settings it holds ('supabase:<user id>'). */
  readonly key: string
  /** The members blocked ('blocks') or muted ('mutes'), oldest first, with name and avatar. */
  list(kind: 'blocks' | 'mutes'): Promise<ListedMember[]>
  /** Blocks or mutes member `id`. Already blocked or muted is no error. */
  add(kind: 'blocks' | 'mutes', id: string): Promise<void>
  /** Unblocks or unmutes member `id`. */
  remove(kind: 'blocks' | 'mutes', id: string): Promise<void>
  /** The member card of member `id` (see {@link MemberCardView}). */
  card(id: string): Promise<MemberCardView>
  /**
   * Members whose name contains `query` (2 characters at least, normalised, case-insensitive;
   * up to 8, names starting with it first): only profiles visible to members, never the member
   * themself nor anyone who blocked them. Fewer than 2 characters resolves to [].
   */
  find(query: string): Promise<FoundMember[]>
  /**
   * Asks member `id` to be friends, as the friendship allows: a new request ('none'), a re-sent
   * one ('declined'), or accepting theirs ('received'). Rejects with the database's refusal.
   */
  befriend(id: string): Promise<void>
  /** The member's profile privacy. */
  readPrivacy(): Promise<MemberPrivacy>
  /** Saves any of the member's profile privacy choices. */
  savePrivacy(update: Partial<MemberPrivacy>): Promise<void>
}
