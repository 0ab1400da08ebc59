import { SettingsHub } from '@/features/settings/hub/settings-hub'

/** Route /settings: the settings hub, eight cards linking to the sub-pages. */
export function Component() {
  return <SettingsHub />
}
