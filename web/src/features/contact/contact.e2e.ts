import { expect, test } from '../../../e2e/fixtures'

test.describe('contact (doc 1 §2.9)', () => {
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
    await expect(page.getByText('Message sent!')).toHaveCount(0)
    expect(
      await page.getByLabel('Name', { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true)
  })

  test('submitting shows the toast for about 3 s, clears the form and sends nothing', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'networkidle' })
    const sent: string[] = []
    page.on('request', (r) => {
      const asset = ['script', 'stylesheet', 'image', 'font', 'document'].includes(r.resourceType())
      if (r.method() !== 'GET' || !asset) sent.push(`${r.method()} ${r.url()}`)
    })

    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace')
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com')
    await page.getByLabel('Subject', { exact: true }).fill('A question')
    await page.getByLabel('Message', { exact: true }).fill('How do anonymous replies work?')
    await page.getByRole('button', { name: 'Send Message' }).click()

    const toast = page.getByRole('status').filter({ hasText: 'Message sent!' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('A team member will contact you soon.')
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('')

    await expect(toast).toBeHidden({ timeout: 6000 })
    expect(sent).toEqual([])
  })
})
