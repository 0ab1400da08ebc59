import { readChatEarly } from '@/features/friends/data/early-chat-read'
import { openRoomEarly } from '@/features/rooms/data/early-room-opening'
import { prefetchMemberAccount } from '@/lib/auth/account-prefetch'
import { readMemberSession } from '@/lib/auth/member-session'

/**
 * Starts a signed-in member's first reads as soon as the app's code is there, beside React DOM's
 * download instead of after it, on one read of the session: their account; on a room's address
 * (`pathname`) the room's opening and newest posts; on a chat's its newest messages. Each does
 * nothing for a guest and never rejects; the screens take the answers over (SWR's cache, the
 * rooms and chat sources) or ask again.
 */
export function prefetchMemberData(pathname: string): void {
  const member = readMemberSession()
  void prefetchMemberAccount(member)
  void openRoomEarly(pathname, member)
  void readChatEarly(pathname, member)
}
