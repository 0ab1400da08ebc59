import { openRoomEarly } from '@/features/rooms/data/early-room-opening'
import { prefetchMemberAccount } from '@/lib/auth/account-prefetch'

/**
 * Starts a signed-in member's first reads as soon as the app's code is there, beside React DOM's
 * download instead of after it: their account, and on a room's address (`pathname`) the room's
 * opening and newest posts. Each does nothing for a guest and never rejects; the screens take
 * the answers over (SWR's cache, the rooms source) or ask again.
 */
export function prefetchMemberData(pathname: string): void {
  void prefetchMemberAccount()
  void openRoomEarly(pathname)
}
