import { loadSupabase, type NexusClient } from '@/lib/supabase'
import { awaitsSecondFactor } from './second-factor'

/** Auth's session, as the Auth and database client gives it. */
export type AuthSession = NonNullable<Awaited<ReturnType<NexusClient['auth']['getSession']>>['data']['session']>

/** A signed-in member's Auth and database client and their session. */
export interface MemberSession {
  client: NexusClient
  session: AuthSession
}

/**
 * The signed-in member's client and session, for the reads the app starts before its first
 * render; null without a backend, for a guest, for a session that still owes its second factor,
 * or when the client cannot be loaded (the AuthProvider reads the session again and reports
 * that). Never rejects. `load` is for tests.
 */
export async function readMemberSession(
  load: () => Promise<NexusClient | null> = loadSupabase,
): Promise<MemberSession | null> {
  try {
    const client = await load()
    const session = client && (await client.auth.getSession()).data.session
    return client && session && !awaitsSecondFactor(session) ? { client, session } : null
  } catch {
    return null
  }
}
