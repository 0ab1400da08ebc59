import { setSubscriber, sql } from '../../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../../e2e/other-browser'
import { expect, signUp, test, toastWith } from '../../../../e2e/backend'

/**
 * Settings > Profile with a backend: the bio, mood and name colour are the member's profile row,
 * the same bio /profile edits, and follow the member to another browser.
 */
test.describe('Profile Customization with a backend', () => {
  test('bio, mood and colour are saved on the profile row, shared with /profile and read in another browser', async ({
    page,
    backend,
    browser,
  }) => {
    const member = await signUp({ name: 'Dee Look' })
    // Name Color & Badge is Pro's.
    await setSubscriber(member.id, {
      subscribed: true,
      subscription_tier: 'premium',
      status: 'active',
      subscription_end: new Date(Date.now() + 30 * 86_400_000),
    })
    await backend.signInBeforeLoad(member)
    await page.goto('/settings/profile')
    const bio = page.getByLabel('Bio', { exact: true })
    await bio.fill('Sunrise walker.')
    await page.getByRole('radio', { name: 'Fire' }).click()
    await page.getByRole('button', { name: 'Green' }).click()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toastWith(page, 'Profile updated')).toBeVisible()
    expect(await sql(`select bio, mood, name_color from public.profiles where id = $1`, [member.id])).toEqual([
      { bio: 'Sunrise walker.', mood: 'fire', name_color: '#22C55E' },
    ])

    await page.goto('/profile')
    await expect(page.getByLabel('Bio')).toHaveValue('Sunrise walker.')

    await sql(`update public.profiles set bio = 'Changed elsewhere.' where id = $1`, [member.id])
    const other = await otherBrowser(browser, member)
    await other.page.goto('/settings/profile')
    await expect(other.page.getByLabel('Bio', { exact: true })).toHaveValue('Changed elsewhere.')
    await expect(other.page.getByRole('radio', { name: 'Fire' })).toBeChecked()
    await expect(other.page.getByTestId('name-color-value')).toHaveText('#22C55E')
    await closeOther(other)
  })
  test('on the trial, Name Color & Badge is disabled with the reason, and the bio and mood still save', async ({
    page,
    backend,
  }) => {
    const member = await signUp({ name: 'Tia Trial' })
    const [before] = await sql<{ name_color: string | null }>(`select name_color from public.profiles where id = $1`, [
      member.id,
    ])
    await backend.signInBeforeLoad(member)
    await page.goto('/settings/profile')
    await expect(page.getByText('Name Color & Badge is available on Pro.')).toBeVisible()
    await expect(page.getByLabel('Name color')).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Green' })).toBeDisabled()
    await expect(page.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing')
    await page.getByLabel('Bio', { exact: true }).fill('Still learning.')
    await page.getByRole('radio', { name: 'Fire' }).click()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toastWith(page, 'Profile updated')).toBeVisible()
    expect(await sql(`select bio, mood, name_color from public.profiles where id = $1`, [member.id])).toEqual([
      { bio: 'Still learning.', mood: 'fire', name_color: before?.name_color ?? null },
    ])
  })
})
