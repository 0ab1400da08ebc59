import { preload } from 'swr'
import { nextTask } from '@/lib/tasks/next-task'
import {
  profileFetcher,
  profileKey,
  rolesFetcher,
  rolesKey,
  subscriptionFetcher,
  subscriptionKey,
} from './account-data'
import { readMemberSession, type MemberSession } from './member-session'

/**
 * Starts reading the signed-in member's account (their subscription, profile name and roles) as the app
 * starts, beside its first page's code, instead of after the first render: SWR's `preload`, whose
 * requests the AuthProvider's reads of the same keys then take over, so the page waits one round
 * trip less. `member` is the session read at start (shared with the other early reads). Does
 * nothing without a member (see readMemberSession). Never rejects: a failure is reported where the
 * AuthProvider reads the session and the account.
 */
export async function prefetchMemberAccount(
  member: Promise<MemberSession | null> = readMemberSession(),
): Promise<void> {
  const session = (await member)?.session
  if (!session) return
  // Handled here so an unread failure is no unhandled rejection; the AuthProvider still sees it.
  // One request per task: starting a request takes a phone a few ms.
  preload(subscriptionKey(session.user.id), subscriptionFetcher).catch(() => {})
  await nextTask()
  preload(profileKey(session.user.id), profileFetcher).catch(() => {})
  await nextTask()
  preload(rolesKey(session.user.id), rolesFetcher).catch(() => {})
}
