import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

/** Route /ai-assistant: placeholder until its feature is built (doc 2 §2). */
export function Component() {
  return <ScreenPlaceholder title="Nexus Assistant" subtitle="Always here to help" />
}
