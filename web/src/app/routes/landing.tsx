import { LandingScreen } from '@/features/marketing/landing-screen'

/** Route / and /landing: the landing page (doc 1 §2.4). */
export function Component() {
  return <LandingScreen />
}
