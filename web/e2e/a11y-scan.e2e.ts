import { expect, expectNoSeriousA11yViolations, test } from './fixtures'

// The scan itself must fail on what it exists to catch, in both of its modes.
test.describe('the axe scan of the e2e fixtures', () => {
  test('a full scan fails on unlabelled fields, naming each of them', async ({ page }) => {
    await page.goto('/terms')
    await expectNoSeriousA11yViolations(page)
    await page.evaluate(() => {
      for (const id of ['first-unlabelled', 'second-unlabelled']) {
        const input = document.createElement('input')
        input.id = id
        document.querySelector('main')?.append(input)
      }
    })
    await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(
      /label \(critical\).*#first-unlabelled, #second-unlabelled/,
    )
  })

  test('a colours-only scan fails on low contrast and leaves structure to the full scan', async ({ page }) => {
    await page.goto('/terms')
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('input')))
    await expectNoSeriousA11yViolations(page, { coloursOnly: true })
    await page.evaluate(() => {
      const faint = document.createElement('p')
      faint.textContent = 'Barely readable'
      faint.style.cssText = 'color:#777;background:#6f6f6f'
      document.querySelector('main')?.append(faint)
    })
    await expect(expectNoSeriousA11yViolations(page, { coloursOnly: true })).rejects.toThrow(
      /color-contrast \(serious\)/,
    )
  })
})
