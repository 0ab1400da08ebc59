import type { Theme } from '@/lib/theme/theme'

/** How each theme is named and described on the Theme Settings page, in display order. */
export const THEME_OPTIONS: readonly { id: Theme; name: string; description: string }[] = [
  { id: 'light', name: 'Light', description: 'Bright and clear, for daytime.' },
  { id: 'dark', name: 'Dark', description: 'Soft and calm on the eyes. The default.' },
  { id: 'void', name: 'Void', description: 'Near-black and quiet, for late nights.' },
]

/** The display name of a theme ('Light', 'Dark', 'Void'). */
export function themeName(theme: Theme): string {
  return THEME_OPTIONS.find((t) => t.id === theme)?.name ?? theme
}

/** Duration of the 'Theme updated' toast, in ms. */
export const THEME_TOAST_MS = 3000
