import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { applyTheme, isTheme, readStoredTheme, storeTheme, THEME_STORAGE_KEY, type Theme } from '@/lib/theme/theme'

/** What {@link useTheme} returns: the current theme and a setter that applies and stores it. */
export interface ThemeContextValue {
  theme: Theme
  setTheme: (theme: Theme) => void
}

const ThemeContext = createContext<ThemeContextValue | null>(null)

/**
 * Holds the theme: starts from localStorage (default dark), keeps `data-theme`
 * on <html> and the stored value in step, and follows changes made in other tabs.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme())

  useEffect(() => {
    applyTheme(theme)
  }, [theme])

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setThemeState(isTheme(event.newValue) ? event.newValue : readStoredTheme())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next)
    setThemeState(next)
  }, [])

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme])
  return <ThemeContext value={value}>{children}</ThemeContext>
}

/** The current theme and `setTheme`. Throws outside a {@link ThemeProvider}. */
export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext)
  if (!context) throw new Error('useTheme must be used within a ThemeProvider')
  return context
}
