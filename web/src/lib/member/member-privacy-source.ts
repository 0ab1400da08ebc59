/** A member the signed-in member blocked or muted: their id, display name and since when (ISO date, when listed). */
export interface ListedMember {
  id: string
  name: string
  since?: string
}

/** Who may see a member's profile, and whether they appear online: the profile's privacy columns. */
export interface MemberPrivacy {
  visibility: 'everyone' | 'members' | 'none'
  showOnlineStatus: boolean
}

/**
 * A signed-in member's blocks, mutes and profile privacy on the server (`blocks`, `mutes`,
 * `profiles.visibility` and `show_online_status`). Settings reads and writes it when the app
 * layer provides one; the guest's lists stay names in the browser (privacy-store.ts).
 */
export interface MemberPrivacySource {
  /** Identifies the source and whose settings it holds ('supabase:<user id>'). */
  readonly key: string
  /** The members blocked ('blocks') or muted ('mutes'), by name. */
  list(kind: 'blocks' | 'mutes'): Promise<ListedMember[]>
  /**
   * Blocks or mutes the member called `name` (a friend, someone with a pending request, or a
   * member whose profile is visible; case-insensitive); resolves to them. Rejects with a
   * MembersSourceError saying why (no such member, already listed).
   */
  add(kind: 'blocks' | 'mutes', name: string): Promise<ListedMember>
  /** Unblocks or unmutes member `id`. */
  remove(kind: 'blocks' | 'mutes', id: string): Promise<void>
  /** The member's profile privacy. */
  readPrivacy(): Promise<MemberPrivacy>
  /** Saves any of the member's profile privacy choices. */
  savePrivacy(update: Partial<MemberPrivacy>): Promise<void>
}
