import { useParams } from 'react-router'
import { FriendChatScreen } from '@/features/friends/friend-chat-screen'

/** Routes /friends/:friendId and /chat/:friendId: the one-to-one chat with that friend. */
export function Component() {
  const { friendId } = useParams()
  return <FriendChatScreen friendId={friendId} />
}
