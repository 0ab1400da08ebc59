import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import indexHtml from '../../../index.html?raw'
import { DEFAULT_THEME, readStoredTheme, THEME_STORAGE_KEY, THEMES } from '@/lib/theme/theme'
import { ThemeProvider, useTheme } from '@/lib/theme/theme-provider'
import { ThemeToggle } from '@/lib/theme/theme-toggle'

describe('theme', () => {
  afterEach(() => document.documentElement.removeAttribute('data-theme'))

  it('defaults to dark when nothing is stored', () => {
    expect(DEFAULT_THEME).toBe('dark')
    expect(readStoredTheme()).toBe('dark')
  })

  it('reads a stored theme', () => {
    for (const theme of THEMES) {
      localStorage.setItem(THEME_STORAGE_KEY, theme)
      expect(readStoredTheme()).toBe(theme)
    }
  })

  it('falls back to dark for an invalid stored value or unreadable storage', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia')
    expect(readStoredTheme()).toBe('dark')
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(readStoredTheme(broken)).toBe('dark')
  })

  it('the provider applies the stored theme to <html> and persists changes', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'void')
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider })
    expect(result.current.theme).toBe('void')
    expect(document.documentElement).toHaveAttribute('data-theme', 'void')

    act(() => result.current.setTheme('light'))
    expect(document.documentElement).toHaveAttribute('data-theme', 'light')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
  })

  it('the provider ignores an invalid stored value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '<script>')
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider })
    expect(result.current.theme).toBe('dark')
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark')
  })

  it('ThemeToggle switches between dark and light', async () => {
    const user = userEvent.setup()
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(document.documentElement).toHaveAttribute('data-theme', 'light')
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }))
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
  })

  it('useTheme throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useTheme())).toThrow(/within a ThemeProvider/)
  })

  it("index.html's pre-paint script agrees with theme.ts", () => {
    const script = indexHtml.slice(indexHtml.indexOf('<script>'), indexHtml.indexOf('</script>'))
    expect(script).toContain(`localStorage.getItem('${THEME_STORAGE_KEY}')`)
    expect(script).toContain(`var theme = '${DEFAULT_THEME}'`)
    for (const theme of THEMES) expect(script).toContain(`stored === '${theme}'`)
    expect(script.match(/stored === '/g)).toHaveLength(THEMES.length)
  })
})
