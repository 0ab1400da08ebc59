import { FriendsScreen } from '@/features/friends/friends-screen'

/** Route /friends: friends, search and suggested connections. */
export function Component() {
  return <FriendsScreen />
}
