import { AboutScreen } from '@/features/marketing/about-screen'

/** Route /about: mission and story. */
export function Component() {
  return <AboutScreen />
}
