import { PrivacySettings } from '@/features/settings/privacy/privacy-settings'

/** Route /settings/privacy: Privacy & Security. */
export function Component() {
  return <PrivacySettings />
}
