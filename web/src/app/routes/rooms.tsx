import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

/** Route /rooms: placeholder until its feature is built (doc 2 §2). */
export function Component() {
  return <ScreenPlaceholder title="Community Rooms" subtitle="Join conversations that matter to you" />
}
