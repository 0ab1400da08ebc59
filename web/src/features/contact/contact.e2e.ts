import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

/** The guest build (no backend): the form cannot deliver, so it says so and offers e-mail. */
test.describe('contact (guest build)', () => {
  test('shows support hours and the Dreams room for group support', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByText('Mon-Fri')).toBeVisible()
    await expect(page.getByText('9am-5pm EST')).toBeVisible()
    await expect(page.getByText('10am-2pm EST')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Visit the Dreams room' })).toHaveAttribute('href', '/rooms/dreams')
  })

  test('native validation blocks an empty form', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status')).toHaveCount(0)
    expect(
      await page.getByLabel('Name', { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true)
  })

  test('says sending needs a backend, offers a prefilled mailto link, keeps the text and sends nothing', async ({
    page,
  }) => {
    await page.goto('/contact', { waitUntil: 'networkidle' })
    const sent: string[] = []
    page.on('request', (r) => {
      const asset = ['script', 'stylesheet', 'image', 'font', 'document'].includes(r.resourceType())
      if (r.method() !== 'GET' || !asset) sent.push(`${r.method()} ${r.url()}`)
    })
    await expect(page.getByRole('heading', { name: 'Sending needs a configured backend' })).toBeVisible()

    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace')
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com')
    await page.getByLabel('Subject', { exact: true }).fill('Rooms & replies?')
    await page.getByLabel('Message', { exact: true }).fill('How do anonymous replies work?\nThanks.')
    await expect(page.getByRole('link', { name: 'E-mail support@nexus.example' })).toHaveAttribute(
      'href',
      'mailto:support@nexus.example?subject=Rooms%20%26%20replies%3F&body=How%20do%20anonymous%20replies%20work%3F%0AThanks.%0D%0A%0D%0AFrom%3A%20Ada%20Lovelace%20%3Cada%40example.com%3E',
    )
    await page.getByRole('button', { name: 'Send Message' }).click()

    const toast = page.getByRole('status').filter({ hasText: 'Message not sent' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Sending needs a configured backend. Use the e-mail link under the form instead.')
    await expect(page.getByText('Message sent!')).toHaveCount(0)
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Rooms & replies?')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('How do anonymous replies work?\nThanks.')
    expect(sent).toEqual([])
  })

  for (const theme of ['light', 'dark', 'void'] as const) {
    test(`no serious axe violation in the ${theme} theme, with the guest notice and the toast`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
      await page.goto('/contact')
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await page.getByLabel('Name', { exact: true }).fill('Ada')
      await page.getByLabel('Email', { exact: true }).fill('ada@example.com')
      await page.getByLabel('Subject', { exact: true }).fill('Hi')
      await page.getByLabel('Message', { exact: true }).fill('Hello')
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Message not sent' })).toBeVisible()
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
    })
  }
})
