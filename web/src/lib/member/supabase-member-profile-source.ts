import { membersClient, membersErrorFrom, MembersSourceError } from './members-db'
import type { MemberProfileSource, OwnProfile, ProfileLook } from './member-profile-source'

/** The longest bio the database keeps, in characters. */
export const SERVER_BIO_LIMIT = 160

/** Options of {@link createSupabaseMemberProfileSource}; `loadClient` is for tests. */
export interface SupabaseMemberProfileSourceOptions {
  memberId: string
  loadClient?: () => Promise<unknown>
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The form's profile from the member's row of `profiles`. */
export function ownProfileFrom(row: Record<string, unknown> | null): OwnProfile {
  return {
    displayName: text(row?.name),
    location: text(row?.location),
    bio: text(row?.bio),
    interests: Array.isArray(row?.interests) ? row.interests.filter((item) => typeof item === 'string').join(', ') : '',
    avatarUrl: text(row?.avatar_url),
  }
}

/** The columns of `profiles` for the form's profile: blanks as null, interests as a list. */
export function profileColumns(profile: OwnProfile): {
  name: string
  location: string | null
  bio: string | null
  interests: string[]
  avatar_url: string | null
} {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim())
  return {
    name: profile.displayName.trim(),
    location: orNull(profile.location),
    bio: orNull(profile.bio),
    interests: profile.interests
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    avatar_url: orNull(profile.avatarUrl),
  }
}

/** The look's fields present on the member's row of `profiles` (absent when null there). */
export function profileLookFrom(row: Record<string, unknown> | null): Partial<ProfileLook> {
  const look: Partial<ProfileLook> = {}
  if (typeof row?.bio === 'string') look.bio = row.bio
  if (typeof row?.mood === 'string') look.mood = row.mood
  if (typeof row?.name_color === 'string') look.nameColor = row.name_color
  return look
}

/** A member's own row of `profiles` through supabase-js (the owner updates their own columns). */
export function createSupabaseMemberProfileSource({
  memberId,
  loadClient,
}: SupabaseMemberProfileSourceOptions): MemberProfileSource {
  const client = () => membersClient(loadClient)
  return {
    key: `supabase:${memberId}`,

    async readOwn() {
      const { data, error } = await (
        await client()
      )
        .from('profiles')
        .select('name, location, bio, interests, avatar_url')
        .eq('id', memberId)
        .maybeSingle()
      if (error) throw membersErrorFrom(error, 'Your profile could not be loaded.')
      return ownProfileFrom(data as Record<string, unknown> | null)
    },

    async saveOwn(profile) {
      if (profile.bio.trim().length > SERVER_BIO_LIMIT)
        throw new MembersSourceError('refused', `Bio can be at most ${SERVER_BIO_LIMIT} characters`)
      const { error } = await (await client()).from('profiles').update(profileColumns(profile)).eq('id', memberId)
      if (error) throw membersErrorFrom(error, 'Your profile could not be saved.')
    },

    async readLook() {
      const { data, error } = await (
        await client()
      )
        .from('profiles')
        .select('bio, mood, name_color')
        .eq('id', memberId)
        .maybeSingle()
      if (error) throw membersErrorFrom(error, 'Your profile could not be loaded.')
      return profileLookFrom(data as Record<string, unknown> | null)
    },

    async saveLook({ bio, mood, nameColor }) {
      if (bio.trim().length > SERVER_BIO_LIMIT)
        throw new MembersSourceError('refused', `Bio can be at most ${SERVER_BIO_LIMIT} characters`)
      const { error } = await (
        await client()
      )
        .from('profiles')
        .update({
          bio: bio.trim() === '' ? null : bio.trim(),
          mood,
          ...(nameColor !== undefined && { name_color: nameColor }),
        })
        .eq('id', memberId)
      if (error) throw membersErrorFrom(error, 'Your profile could not be saved.')
    },
  }
}
