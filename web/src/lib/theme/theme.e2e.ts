import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

declare global {
  interface Window {
    __themeAtDomReady?: string | null
    __themeAtMount?: string | null
  }
}

/** Records data-theme at DOMContentLoaded and at the moment React first puts anything in #root. */
async function observeThemeBeforeMount(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__themeAtDomReady = document.documentElement.getAttribute('data-theme')
    })
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root')
      if (root && root.childElementCount > 0 && window.__themeAtMount === undefined) {
        window.__themeAtMount = document.documentElement.getAttribute('data-theme')
        observer.disconnect()
      }
    })
    observer.observe(document, { childList: true, subtree: true })
  })
}

test.describe('theme', () => {
  test('dark by default, set before React mounts', async ({ page }) => {
    await observeThemeBeforeMount(page)
    await page.goto('/dashboard')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect.poll(() => page.evaluate(() => window.__themeAtMount)).toBe('dark')
  })

  test('the toggle persists across a reload with no flash', async ({ page }) => {
    await observeThemeBeforeMount(page)
    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')

    await page.reload()
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    // The inline script in index.html applied it before any module ran: no dark flash.
    expect(await page.evaluate(() => window.__themeAtDomReady)).toBe('light')
    await expect.poll(() => page.evaluate(() => window.__themeAtMount)).toBe('light')
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  })

  test('a stored void theme is honoured; an invalid value falls back to dark', async ({ page }) => {
    await page.goto('/dashboard')
    await page.evaluate(() => localStorage.setItem('theme', 'void'))
    await observeThemeBeforeMount(page)
    await page.reload()
    await expect.poll(() => page.evaluate(() => window.__themeAtMount)).toBe('void')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'void')
    await expectNoSeriousA11yViolations(page)

    await page.evaluate(() => localStorage.setItem('theme', 'neon'))
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  })
})
