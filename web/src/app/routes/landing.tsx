import { LandingScreen } from '@/features/marketing/landing-screen'

/** Route / and /landing: the landing page. */
export function Component() {
  return <LandingScreen />
}
