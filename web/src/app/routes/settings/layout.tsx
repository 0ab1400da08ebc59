import { SettingsLayout } from '@/features/settings/settings-layout'

/** /settings/*: the settings shell, a nav list and an outlet. */
export function Component() {
  return <SettingsLayout />
}
