import { ProfileScreen } from '@/features/profile/profile-screen'

/** Route /profile: My Profile, its live preview and edit form. */
export function Component() {
  return <ProfileScreen />
}
