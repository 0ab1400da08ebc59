import { enrolTotp } from '../../../../e2e/backend-auth'
import { sql, supportRequestsOf } from '../../../../e2e/backend-db'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith } from '../../../../e2e/backend'

test.describe('Support with a backend', () => {
  test('a member’s support request and feature suggestion are inserted into support_requests', async ({
    page,
    backend,
  }) => {
    // A member of its own: the test reads back exactly the rows it made.
    const user = await signUp({ name: 'Sam Support' })
    await backend.signInBeforeLoad(user)
    await page.goto('/settings/support')
    const contact = page.getByRole('form', { name: 'Contact Support' })

    await contact.getByRole('button', { name: 'Submit Request' }).click()
    await expect(toastWith(page, 'Missing information')).toContainText('Please fill in all required fields.')
    await expect(contact.getByText('Please choose a category.')).toBeVisible()
    // The field errors are checked by axe; the destructive toast is not (see the report on its contrast).
    await expect(page.getByText('Please fill in all required fields.')).toHaveCount(0, { timeout: 10_000 })
    await expectNoSeriousA11yViolations(page)

    // 'Message Moderators' now opens a case with the moderators; a report can still go to the team.
    await contact.getByRole('combobox', { name: 'Category' }).click()
    await expect(page.getByRole('option', { name: 'Report a User or Content' })).toBeVisible()
    await page.keyboard.type('Report')
    await expect(page.getByRole('option', { name: 'Report a User or Content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(contact.getByRole('combobox', { name: 'Category' })).toHaveText('Report a User or Content')
    await contact.getByLabel('Subject').fill('Harassment in Lounge')
    await contact.getByLabel('Message').fill('Someone keeps messaging me.')
    // By keyboard (typeahead), as the open list may still be moving into place on a busy machine.
    // The list moves the focus to the match a task after the key, so Enter waits for it.
    await contact.getByRole('combobox', { name: 'Priority' }).click()
    await expect(page.getByRole('option', { name: 'Urgent' })).toBeVisible()
    await page.keyboard.type('Urgent')
    await expect(page.getByRole('option', { name: 'Urgent' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(contact.getByRole('combobox', { name: 'Priority' })).toHaveText('Urgent')

    // The database refuses the row when the member owes a second factor: one is enrolled from
    // another device, and this page's session (password only, aal1) no longer passes the policy.
    const factor = await enrolTotp(user)
    backend.expectHttpError(403)
    await contact.getByRole('button', { name: 'Submit Request' }).click()
    await expect(toastWith(page, 'Request not sent')).toContainText('row-level security')
    await expect(contact.getByLabel('Subject')).toHaveValue('Harassment in Lounge')
    expect(await supportRequestsOf(user.id)).toEqual([])

    // The factor removed again (as the other device would unenrol it), the same session may write.
    await sql('delete from auth.mfa_factors where id = $1', [factor.id])
    await contact.getByRole('button', { name: 'Submit Request' }).click()
    await expect(toastWith(page, 'Support request submitted')).toContainText('Our team will respond within 24 hours.')
    await expect(contact.getByLabel('Subject')).toHaveValue('')
    expect(backend.callsTo('/rest/v1/support_requests').at(-1)?.body).toEqual({
      kind: 'support',
      category: 'report',
      subject: 'Harassment in Lounge',
      message: 'Someone keeps messaging me.',
      priority: 'urgent',
    })

    const feature = page.getByRole('form', { name: 'Suggest a Feature' })
    await feature.getByLabel('Feature Title').fill('Voice notes')
    await feature.getByRole('button', { name: 'Submit Suggestion' }).click()
    await expect(toastWith(page, 'Missing information')).toContainText(
      'Please provide a title and description for your feature request.',
    )
    await feature.getByLabel('Description').fill('Record a reflection instead of typing it.')
    await feature.getByRole('button', { name: 'Submit Suggestion' }).click()
    await expect(toastWith(page, 'Feature suggestion submitted')).toContainText(
      "Thank you for your feedback! We'll review your suggestion.",
    )
    expect(await supportRequestsOf(user.id)).toEqual([
      expect.objectContaining({ user_id: user.id, kind: 'support', category: 'report' }),
      {
        user_id: user.id,
        kind: 'feature',
        category: null,
        subject: 'Voice notes',
        message: 'Record a reflection instead of typing it.',
        priority: null,
      },
    ])
  })

  test('a signed-out visitor of the configured build is asked to sign in', async ({ page }) => {
    await page.goto('/settings/support')
    const card = page.getByRole('region', { name: 'Contact Support' })
    await expect(card).toContainText('You are browsing as a guest.')
    await expect(card.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
  })
})
