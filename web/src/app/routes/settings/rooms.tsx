import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

/** Route /settings/rooms: placeholder until its feature is built (doc 2 §2). */
export function Component() {
  return <ScreenPlaceholder title="Room & Feed Preferences" />
}
