import { LearnMoreScreen } from '@/features/marketing/learn-more-screen'

/** Route /learn-more: the information page. */
export function Component() {
  return <LearnMoreScreen />
}
