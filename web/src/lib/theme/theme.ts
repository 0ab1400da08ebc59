/**
 * Theme constants and pure helpers: themes light, dark and void,
 * dark by default, kept in localStorage under `theme` and applied as `data-theme` on <html>.
 *
 * web/index.html repeats THEME_STORAGE_KEY, THEMES and DEFAULT_THEME in its inline
 * before-first-paint script (it cannot import modules); change both together.
 */

/** localStorage key holding the theme choice. */
export const THEME_STORAGE_KEY = 'theme'

/** Every theme, in display order. */
export const THEMES = ['light', 'dark', 'void'] as const

/** A theme name. */
export type Theme = (typeof THEMES)[number]

/** The theme used when nothing valid is stored. */
export const DEFAULT_THEME: Theme = 'dark'

/** True when `value` is one of {@link THEMES}. */
export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
}

/** The stored theme, or {@link DEFAULT_THEME} when none is stored, it is invalid, or storage is unavailable. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Theme {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY)
    return isTheme(stored) ? stored : DEFAULT_THEME
  } catch {
    return DEFAULT_THEME
  }
}

/** Stores the theme; ignores storage failures (private mode, quota). */
export function storeTheme(theme: Theme, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // The choice still applies for this page view.
  }
}

/** Sets `data-theme` on the document root, as the inline script in index.html does. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  root.setAttribute('data-theme', theme)
}
