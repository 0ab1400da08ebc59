import { UsernameSettings } from '@/features/settings/username/username-settings'

/** Route /settings/username: Username Settings. */
export function Component() {
  return <UsernameSettings />
}
