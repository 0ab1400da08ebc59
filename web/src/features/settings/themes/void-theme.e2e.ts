import type { Page } from '@playwright/test'
import { expect, test } from '../../../../e2e/fixtures'

declare global {
  interface Window {
    __voidCheck?: { theme: string | null; background: string }
    __themeAtMount?: string | null
  }
}

/** The page background (--background) of `theme`, read from a probe element carrying that theme. */
const themeBackground = (page: Page, theme: string) =>
  page.evaluate((t) => {
    const probe = document.createElement('div')
    probe.setAttribute('data-theme', t)
    probe.style.backgroundColor = 'var(--background)'
    document.body.append(probe)
    const value = getComputedStyle(probe).backgroundColor
    probe.remove()
    return value
  }, theme)

const screens = ['/dashboard', '/rooms', '/friends', '/journals', '/calendar', '/settings']

test.describe('void theme on the main screens', () => {
  test('a stored void theme is on <html> before first paint and before React mounts, with the void background', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'void')
      // The first frame after the document is parsed: styles are applied, nothing is painted yet.
      document.addEventListener('DOMContentLoaded', () =>
        requestAnimationFrame(() => {
          window.__voidCheck = {
            theme: document.documentElement.getAttribute('data-theme'),
            background: getComputedStyle(document.body).backgroundColor,
          }
        }),
      )
      const observer = new MutationObserver(() => {
        const root = document.getElementById('root')
        if (root && root.childElementCount > 0 && window.__themeAtMount === undefined) {
          window.__themeAtMount = document.documentElement.getAttribute('data-theme')
          observer.disconnect()
        }
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    for (const path of screens) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
      const VOID_BACKGROUND = await themeBackground(page, 'void')
      expect(VOID_BACKGROUND).not.toBe(await themeBackground(page, 'dark'))
      expect(await page.evaluate(() => window.__voidCheck), path).toEqual({
        theme: 'void',
        background: VOID_BACKGROUND,
      })
      await expect.poll(() => page.evaluate(() => window.__themeAtMount), { message: path }).toBe('void')
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'void')
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(VOID_BACKGROUND)
    }
  })
})
