import { expect, signUp, test } from './backend'

/**
 * The backend build prerenders each page's frame only (decision 0010): the sidebar, the top bar
 * and the page's headings, with nothing that names the visitor and no guest sample content. A
 * signed-in member sees that frame from the first paint, until their page is ready; the session
 * spinner never replaces it.
 */
test.describe('the frame of a page in the backend build', () => {
  test.describe.configure({ timeout: 120_000 })

  test('holds the headings and navigation, and no guest page', async ({ request }) => {
    const dashboard = await (await request.get('/dashboard')).text()
    expect(dashboard).toMatch(/<html[^>]* data-prerender-frame-only/)
    expect(dashboard).toContain('Welcome to Nexus')
    expect(dashboard).toContain('Featured Rooms')
    const journals = await (await request.get('/journals')).text()
    expect(journals).toContain('A private place to reflect and put your thoughts into words')
    // The guest's name and the journal's sample entries are not in it.
    for (const page of [dashboard, journals]) expect(page).not.toContain('Guest')
    expect(journals).not.toContain('Grateful for small things')
    // Every chat with a friend shows one frame (the sidebar and the top bar); a sample friend's
    // chat is a guest page, not in this build.
    for (const path of ['/friends/maya-chen', '/friends/0b9f6f1e-5b9e-4c39-9b51-1f2f3c4d5e6f', '/chat/some-friend']) {
      const chat = await (await request.get(path)).text()
      expect(chat, path).toMatch(/<html[^>]* data-prerender-frame-only/)
      expect(chat, path).toContain('Meeting Room')
      expect(chat, path).not.toContain('Maya')
    }
  })

  test("a member's page shows its frame while the account loads, never the spinner, and a click on it counts", async ({
    page,
    backend,
  }) => {
    const ana = await signUp({ name: 'Ana Frame' })
    await backend.signInBeforeLoad(ana)
    const release = await backend.hold('GET', '/rest/v1/profiles')
    const opened = page.goto('/journals')

    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible()
    await expect(page.getByText('Loading your session...')).toBeHidden()
    await page.getByRole('button', { name: 'New Entry' }).click()
    // Still the frame: the member's account has not arrived.
    await expect(page.locator('html')).toHaveAttribute('data-prerender-frame', '')

    release()
    await opened
    await expect(page.getByRole('dialog', { name: 'New Entry' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByText('Start writing your thoughts to see them here')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('button', { name: `Account menu: ${ana.email}` })).toBeVisible()
    await expect(page.getByText('Loading your session...')).toHaveCount(0)
  })
})
