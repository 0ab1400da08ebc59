import { LearnMoreScreen } from '@/features/marketing/learn-more-screen'

/** Route /learn-more: the information page (doc 1 §2.8). */
export function Component() {
  return <LearnMoreScreen />
}
