import { AboutScreen } from '@/features/marketing/about-screen'

/** Route /about: mission and story (doc 1 §2.7). */
export function Component() {
  return <AboutScreen />
}
