import { PrivacyScreen } from '@/features/legal/privacy-screen'

/** Route /privacy: the privacy policy. */
export function Component() {
  return <PrivacyScreen />
}
