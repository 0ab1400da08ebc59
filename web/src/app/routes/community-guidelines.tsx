import { CommunityGuidelinesScreen } from '@/features/marketing/community-guidelines-screen'

/** Route /community-guidelines: the community guidelines. */
export function Component() {
  return <CommunityGuidelinesScreen />
}
