import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

/** Route /settings/ai: placeholder until its feature is built (doc 2 §2). */
export function Component() {
  return <ScreenPlaceholder title="AI Settings" />
}
