import { Navigate, useParams } from 'react-router'
import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

/** Route /rooms/:roomId: title is the room id with hyphens as spaces (doc 2 §2, Room chat). */
export function Component() {
  const { roomId } = useParams()
  if (!roomId) return <Navigate to="/404" replace />
  return <ScreenPlaceholder title={roomId.replace(/-/g, ' ')} />
}
