import { useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import { useTheme } from '@/lib/theme/theme-provider'
import type { Theme } from '@/lib/theme/theme'
import { THEME_TOAST_MS, themeName } from './theme-options'

/** What {@link useThemeSelection} returns. */
export interface ThemeSelection {
  /** The theme in use (stored under `theme`). */
  current: Theme
  /** The theme being previewed; starts as the current one. */
  selected: Theme
  /** Previews a theme without applying it. */
  select: (theme: Theme) => void
  /** Applies the previewed theme app-wide and stores it; toast 'Theme updated' ('Switched to {name}', 3 s). */
  apply: () => void
  /** Puts the preview back to the current theme. */
  reset: () => void
  /** True while the preview differs from the current theme. */
  changed: boolean
}

/**
 * The Theme Settings state: a selection is only previewed until 'Apply Theme' commits it
 * through `useTheme().setTheme`; 'Reset' restores the current theme. When the theme changes
 * elsewhere (the header toggle, another tab), the selection follows it.
 */
export function useThemeSelection(): ThemeSelection {
  const { theme, setTheme } = useTheme()
  const [selected, setSelected] = useState<Theme>(theme)
  const [seen, setSeen] = useState<Theme>(theme)
  if (seen !== theme) {
    setSeen(theme)
    setSelected(theme)
  }
  return {
    current: theme,
    selected,
    select: setSelected,
    apply: () => {
      setTheme(selected)
      toast({ title: 'Theme updated', description: `Switched to ${themeName(selected)}`, duration: THEME_TOAST_MS })
    },
    reset: () => setSelected(theme),
    changed: selected !== theme,
  }
}
