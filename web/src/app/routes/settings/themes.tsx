import { ThemeSettings } from '@/features/settings/themes/theme-settings'

/** Route /settings/themes: Theme Settings (light, dark, void). */
export function Component() {
  return <ThemeSettings />
}
