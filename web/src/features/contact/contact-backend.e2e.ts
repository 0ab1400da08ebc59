import type { Page } from '@playwright/test'
import { addContactMessages, contactMessagesFrom } from '../../../e2e/backend-db'
import { expect, expectNoSeriousA11yViolations, test, toastWith, uniqueEmail } from '../../../e2e/backend'

/** A message from an address of its own, so each test has its own count of the per-address limit. */
function newMessage() {
  return {
    name: 'Ada Lovelace',
    email: uniqueEmail('ada'),
    subject: 'A question',
    message: 'How do anonymous replies work?',
  }
}

async function fillForm(page: Page, message: ReturnType<typeof newMessage>) {
  await page.getByLabel('Name', { exact: true }).fill(message.name)
  await page.getByLabel('Email', { exact: true }).fill(message.email)
  await page.getByLabel('Subject', { exact: true }).fill(message.subject)
  await page.getByLabel('Message', { exact: true }).fill(message.message)
}

/** The configured build, against the real `contact-message` function. */
test.describe('contact (with a backend)', () => {
  test('delivers through contact-message: the toast for about 3 s, then an empty form', async ({ page, backend }) => {
    const message = newMessage()
    await page.goto('/contact')
    await expect(page.getByRole('heading', { name: 'Sending needs a configured backend' })).toHaveCount(0)
    await fillForm(page, message)
    await page.getByRole('button', { name: 'Send Message' }).click()

    const toast = toastWith(page, 'Message sent!')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('A team member will contact you soon.')
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
    expect(await contactMessagesFrom(message.email)).toEqual([message])
    expect(backend.callsTo('/functions/v1/contact-message')).toHaveLength(1)
    await expect(toast).toBeHidden({ timeout: 6000 })
  })

  test('a rate-limited sender is told when to try again and keeps the message', async ({ page, backend }) => {
    const message = newMessage()
    // The address has already sent its 3 messages of the hour: the function answers 429.
    await addContactMessages(message.email, 3)
    backend.expectHttpError(429)
    await page.goto('/contact')
    await fillForm(page, message)
    await page.getByRole('button', { name: 'Send Message' }).click()

    const toast = toastWith(page, 'Message not sent')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Too many messages. Please try again in 60 minutes.')
    await expect(page.getByText('Message sent!')).toHaveCount(0)
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message.message)
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect(await contactMessagesFrom(message.email)).toHaveLength(3)
    await expectNoSeriousA11yViolations(page)
  })

  test('a server failure keeps the message, and sending again once it is back delivers it', async ({
    page,
    backend,
  }) => {
    const message = newMessage()
    await backend.respondOnce('POST', '/functions/v1/contact-message', {
      status: 500,
      body: { error: 'Internal server error' },
    })
    backend.expectHttpError(500)
    await page.goto('/contact')
    await fillForm(page, message)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(toastWith(page, 'Message not sent')).toContainText(
      'Something went wrong on our side. Your message was not sent; please try again.',
    )
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(message.subject)
    expect(await contactMessagesFrom(message.email)).toEqual([])

    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(toastWith(page, 'Message sent!')).toBeVisible()
    expect(await contactMessagesFrom(message.email)).toEqual([message])
  })
})
