import { SettingsLayout } from '@/features/settings/settings-layout'

/** /settings/*: the settings shell, a nav list and an outlet (doc 2 §2, Settings hub). */
export function Component() {
  return <SettingsLayout />
}
