import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { conflictingClasses } from '../src/testing/class-conflicts'

/**
 * Waits until the app is interactive: a prerendered page does nothing until it is hydrated, and
 * the app marks `<html data-hydrated>` once it is (any other page passes at once).
 */
export async function waitForInteractive(page: Page) {
  await page.waitForFunction(() => {
    const html = document.documentElement
    return !html.hasAttribute('data-prerendered') || html.hasAttribute('data-hydrated')
  })
}

/**
 * Playwright fixtures shared by every end-to-end spec.
 * - `page.goto` and `page.reload` return once the app is interactive ({@link waitForInteractive}).
 * - Any `console.error` or uncaught page error fails the test (epic-stack's rule); the
 *   404 page logs with console.warn so it stays allowed.
 * - `expectNoSeriousA11yViolations(page)` runs axe and fails on serious or critical findings.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitForInteractive(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForInteractive(page)
      return response
    }
    await use(page)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`))
      await use(errors)
      expect(errors, 'console errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Takes out of `consoleErrors` the lines Chromium logs for requests the test's network drop
 * refused or cut ('net::ERR_INTERNET_DISCONNECTED'): the browser reporting the drop, not the app
 * failing. Call it once the test has checked what the user sees of the drop.
 */
export function forgetDroppedRequests(consoleErrors: string[]): void {
  const dropped = consoleErrors.filter((line) => /ERR_INTERNET_DISCONNECTED/.test(line))
  for (const line of dropped) consoleErrors.splice(consoleErrors.indexOf(line), 1)
}

/** The axe rules whose verdict depends on a theme's colours; every other rule sees the same page in each theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** Options of {@link expectNoSeriousA11yViolations}. */
export interface A11yScanOptions {
  /**
   * Run only {@link COLOUR_RULES}: for a page whose markup was already scanned in full in another
   * theme, since a theme changes colours only. About half the time of a full scan.
   */
  coloursOnly?: boolean
}

/**
 * Fails when an element of the current page has two classes setting one property (such as
 * `h-9 h-8`), where the stylesheet's order, not the class attribute, picks the winner: class names
 * join without merging, so an override must be important (`h-8!`). Lists each class list once.
 */
export async function expectNoClassConflicts(page: Page) {
  const classLists = await page.$$eval('[class]', (elements) => [
    ...new Set(elements.map((element) => element.getAttribute('class') ?? '')),
  ])
  const conflicts = classLists.flatMap((classList) => {
    const overridden = conflictingClasses(classList)
    return overridden.length > 0 ? [`${overridden.join(' ')} overridden in "${classList}"`] : []
  })
  expect(conflicts, 'conflicting classes').toEqual([])
}

/**
 * Runs axe (WCAG 2.x A/AA rules, or only the colour rules) on the current page; fails on any
 * serious or critical violation. A full scan also checks the page's class lists
 * ({@link expectNoClassConflicts}).
 * Legacy mode runs `axe.run` in the page itself instead of opening a blank page per scan to merge
 * frame results: the app has no cross-origin frames, and each scan takes about 40% less time.
 * Only violations are collected in full (axe's `resultTypes`): passes and incomplete checks keep
 * one node each, which takes a full scan about a fifth less time; every violation keeps all its nodes.
 */
export async function expectNoSeriousA11yViolations(page: Page, { coloursOnly = false }: A11yScanOptions = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
  if (coloursOnly) builder.withRules(COLOUR_RULES)
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const results = await builder.analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, 'serious or critical axe violations').toEqual([])
  if (!coloursOnly) await expectNoClassConflicts(page)
}

/**
 * Waits until focus is inside `layer` (a Radix dialog, sheet or menu). Radix moves focus in and
 * starts listening for Escape in the same effect pass, so a key pressed after this reaches the
 * layer; one pressed as soon as it is merely visible can come too early on a loaded machine.
 */
export async function expectFocusWithin(layer: Locator) {
  await expect(layer.locator(':focus')).toHaveCount(1)
}

/**
 * Presses an arrow key in a Radix radio group the way a person does: the key is held until focus
 * reaches `next`. Radix moves focus a task after the keydown and checks the item it lands on only
 * while the arrow key is still down, so a key released first on a loaded machine (a fixed
 * `delay`) only moves focus.
 */
export async function pressArrowToRadio(
  page: Page,
  key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight',
  next: Locator,
) {
  await page.keyboard.down(key)
  await expect(next).toBeFocused()
  await page.keyboard.up(key)
}
