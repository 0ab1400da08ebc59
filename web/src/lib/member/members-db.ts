import { onSessionEnd } from '@/lib/auth/session-end'
import { loadSupabase, type NexusClient } from '@/lib/supabase'
import { loadLiveRealtime } from './live-services'
import { PresenceHeartbeat } from './presence-heartbeat'
import { UserChannelHub } from './user-channel'

/**
 * The supabase-js client of the members' tables (profiles, friendships, direct_messages, blocks,
 * mutes, notifications and their RPCs), typed by the generated database types.
 */
export type MembersClient = NexusClient

/**
 * The database client while a member is signed in, else null (no session: no request is made, as
 * anon it could only be refused).
 */
async function signedInClient(): Promise<NexusClient | null> {
  const client = await loadSupabase()
  if (!client) return null
  const { data } = await client.auth.getSession()
  return data.session ? client : null
}

/**
 * The page's presence heartbeats (see PresenceHeartbeat), started with the live channels: after the
 * page's first reads, never delaying them. They call the server only while a session is present.
 */
export const presenceHeartbeats = new PresenceHeartbeat(async () =>
  (await loadLiveRealtime()) ? signedInClient() : null,
)

/** The page's one channel hub for the member's own topic and who of their friends is online (one connection per member). */
export const userChannels = new UserChannelHub(loadLiveRealtime, signedInClient, presenceHeartbeats)

// When the session ends, the page leaves presence while the session is still valid (a sign-out),
// then the heartbeats, reads and the member's channels stop at once.
onSessionEnd({ leave: () => presenceHeartbeats.leaveAll(), drop: () => presenceHeartbeats.drop() })
onSessionEnd({ drop: () => userChannels.end() })

/** Why a members call failed: 'refused' (the database said no; the message says why) or 'failed'. */
export type MembersErrorKind = 'refused' | 'failed'

/** A refused or failed call of a members source; `message` is what the member is shown. */
export class MembersSourceError extends Error {
  constructor(
    readonly kind: MembersErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'MembersSourceError'
  }
}

/** The messages the database refuses a write with that are meant for the member to read. */
const REFUSALS = [
  'Keep this a safe place.',
  'No memes allowed in this space.',
  'You can only message your friends.',
  'This member is not accepting your messages.',
  'You blocked this member. Unblock them to send a message.',
  'You cannot send a friend request to this member.',
]

/** The start of the database's refusal of a muted or suspended member (private.assert_not_restricted). */
const RESTRICTED = /^(You are muted|Your account is suspended)\b/

/**
 * A {@link MembersSourceError} from a supabase-js error: a check violation (23514), a duplicate
 * (23505) or a flood limit (PT429: 'You're sending messages too fast. You can send again in 1
 * minute.') with its message, a mute or suspension (42501 'You are muted until …' / 'Your account is
 * suspended …') with its message, a refusal of row security (42501), or any error whose message is one
 * of the database's reasons, is 'refused' with that message; anything else 'failed' with `fallback`.
 */
export function membersErrorFrom(
  error: { code?: string; message?: string } | null | undefined,
  fallback = 'Something went wrong. Please try again.',
): MembersSourceError {
  const message = error?.message?.trim() ?? ''
  const known = REFUSALS.find((reason) => message.includes(reason))
  if (known) return new MembersSourceError('refused', known)
  if ((error?.code === '23514' || error?.code === '23505' || error?.code === 'PT429') && message)
    return new MembersSourceError('refused', message)
  // A mute or suspension says why and until when ('You are muted until 3 Dec 2026, 14:00 UTC.').
  if (error?.code === '42501' && RESTRICTED.test(message)) return new MembersSourceError('refused', message)
  if (error?.code === '42501') return new MembersSourceError('refused', 'You are not allowed to do that.')
  return new MembersSourceError('failed', fallback)
}

/** The untyped client, or a 'failed' error when no backend is configured. `load` is for tests. */
export async function membersClient(load: () => Promise<unknown> = loadSupabase): Promise<MembersClient> {
  const client = (await load()) as MembersClient | null
  if (!client) throw new MembersSourceError('failed', 'This needs a backend, and none is configured.')
  return client
}
