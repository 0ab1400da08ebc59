import { useParams } from 'react-router'
import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

/** Routes /friends/:friendId and /chat/:friendId: one-to-one chat (doc 2 §2). */
export function Component() {
  const { friendId = '' } = useParams()
  return (
    <ScreenPlaceholder title="Chat" subtitle={`Conversation with ${friendId}`}>
      Loading chat...
    </ScreenPlaceholder>
  )
}
