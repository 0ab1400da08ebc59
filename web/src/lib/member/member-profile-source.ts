/**
 * The member's own profile as the profile form edits it: every field text, interests
 * comma-separated (on the server a list), avatarUrl empty or http(s).
 */
export interface OwnProfile {
  displayName: string
  location: string
  bio: string
  interests: string
  avatarUrl: string
}

/**
 * How the member appears beside their name (Settings > Profile): the bio (the same one as
 * /profile's, 160 characters at most on the server), a mood id and a '#RRGGBB' name colour.
 */
export interface ProfileLook {
  bio: string
  mood: string
  nameColor: string
}

/**
 * A signed-in member's own profile on the server (`public.profiles`, their row). /profile reads
 * and saves it when the app layer provides one; the guest's profile stays in the browser
 * (`userProfile`).
 */
export interface MemberProfileSource {
  /** Identifies the source and whose profile it holds ('supabase:<user id>'). */
  readonly key: string
  /** The member's profile. */
  readOwn(): Promise<OwnProfile>
  /** Saves the member's profile. Rejects with a MembersSourceError saying why. */
  saveOwn(profile: OwnProfile): Promise<void>
  /** The member's look; null fields when never set (the caller keeps its defaults). */
  readLook(): Promise<Partial<ProfileLook>>
  /**
   * Saves the member's look; without `nameColor` the colour stays as it is (a member whose plan
   * has no Name Color & Badge saves the rest). Rejects with a MembersSourceError saying why
   * (e.g. a bio over 160, or 'Name Color & Badge is available on Pro').
   */
  saveLook(look: Omit<ProfileLook, 'nameColor'> & { nameColor?: string }): Promise<void>
}
