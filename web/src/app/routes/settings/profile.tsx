import { ProfileSettings } from '@/features/settings/profile/profile-settings'

/** Route /settings/profile: Profile Customization. */
export function Component() {
  return <ProfileSettings />
}
