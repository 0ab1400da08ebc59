import type { Page } from '@playwright/test'
import { expect, expectFocusWithin, expectNoSeriousA11yViolations, test } from '../../../../e2e/fixtures'

/** Unread sample notifications the app starts with (asserted by notifications.test.ts). */
const UNREAD = 3

/** Every guarded route with the level-1 heading its page shows. */
const GUARDED: Array<[path: string, heading: string | RegExp]> = [
  ['/dashboard', /./],
  ['/profile', 'My Profile'],
  ['/friends', 'Friends'],
  ['/friends/friend-1', 'Chat'],
  ['/chat/friend-1', 'Chat'],
  ['/calendar', 'My Schedule'],
  ['/meeting-room', 'Community Meeting Room'],
  ['/journals', 'Journal'],
  ['/resources', 'Resources'],
  ['/rooms', 'Community Rooms'],
  ['/rooms/inner-room', 'The Inner Room'],
  ['/notifications', 'Notifications'],
  ['/ai-assistant', 'Nexus Assistant'],
  ['/settings', 'Settings'],
  ['/settings/profile', 'Profile Customization'],
  ['/settings/account', 'Account Settings'],
  ['/settings/notifications', 'Notification Settings'],
  ['/settings/privacy', 'Privacy & Security'],
  ['/settings/themes', 'Theme Settings'],
  ['/settings/username', 'Username Settings'],
  ['/settings/email', 'Email Settings'],
  ['/settings/rooms', 'Room & Feed Preferences'],
  ['/settings/journals', 'Journal Settings'],
  ['/settings/ai', 'AI Settings'],
  ['/settings/billing', 'Billing'],
  ['/settings/support', 'Support'],
]

const sidebar = (page: Page) => page.locator('[data-slot="sidebar-container"]')
const mainNav = (page: Page) => page.getByRole('group', { name: 'Navigation' })

async function sidebarCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'sidebar:state')
}

test.describe('guest access', () => {
  // One test, a step per page (a fresh browser context per page cost more than the pages).
  test('every member page shows itself to a guest without redirect', async ({ page }) => {
    test.setTimeout(120_000)
    for (const [path, heading] of GUARDED) {
      await test.step(path, async () => {
        await page.goto(path)
        // /meeting-room has no shell, so no shell <main> either.
        const scope = path === '/meeting-room' ? page : page.getByRole('main')
        const h1 = scope.getByRole('heading', { level: 1, name: heading, exact: typeof heading === 'string' })
        await expect(h1).toBeVisible()
        await expect(scope.getByRole('heading', { level: 1 })).toHaveCount(1)
        expect(new URL(page.url()).pathname).toBe(path)
        if (path === '/meeting-room') await expect(sidebar(page)).toHaveCount(0)
        else await expect(sidebar(page)).toBeVisible()
      })
    }
  })
})

test.describe('desktop sidebar', () => {
  test('header, quick links, navigation, rooms and the user menu', async ({ page }) => {
    await page.goto('/dashboard')
    const aside = page.getByRole('complementary', { name: 'Sidebar' })
    await expect(aside.getByText('Nexus', { exact: true })).toBeVisible()

    const quick = aside.getByRole('navigation', { name: 'Quick links' })
    await expect(quick.getByRole('link')).toHaveCount(4)
    const quickLinks: Array<[string, string]> = [
      ['Profile', '/profile'],
      ['Friends', '/friends'],
      [`Notifications (${UNREAD} unread)`, '/notifications'],
      ['Settings', '/settings'],
    ]
    for (const [name, href] of quickLinks) {
      await expect(quick.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }

    const nav = mainNav(page)
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Friends',
      'Schedule',
      'Meeting Room',
      'Journal',
      'Resources',
      'Profile',
      'Notifications',
      'Settings',
    ])
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')

    const rooms = page.getByRole('group', { name: 'Rooms' })
    await expect(rooms.getByTestId('rooms-total-badge')).toHaveText('2039')
    // The Rooms heading links to /rooms, then the 15 rooms.
    await expect(rooms.getByRole('link')).toHaveCount(16)
    await expect(rooms.getByRole('listitem').filter({ hasText: 'Inner Room' })).toContainText('250')

    await rooms.getByRole('link', { name: 'Anonymous Confessions' }).click()
    await expect(page).toHaveURL(/\/rooms\/anonymous-confessions$/)
    await expect(rooms.getByRole('link', { name: 'Anonymous Confessions' })).toHaveAttribute('aria-current', 'page')

    await page.getByRole('button', { name: 'Account menu: Guest' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem')).toHaveText(['Home', 'Profile', 'Settings', 'Notifications', 'Log out'])
    await expectNoSeriousA11yViolations(page)
    await menu.getByRole('menuitem', { name: 'Settings' }).click()
    await expect(page).toHaveURL(/\/settings$/)

    await page.getByRole('button', { name: 'Account menu: Guest' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the logo and the site icon load no SVG file (a document of its own for the browser to run)', async ({
    page,
  }) => {
    const svgFiles: string[] = []
    page.on('response', (r) => {
      if ((r.headers()['content-type'] ?? '').startsWith('image/svg')) svgFiles.push(r.url())
    })
    const icon = page.waitForResponse((r) => r.url().endsWith('/favicon.png'))
    await page.goto('/dashboard')
    const aside = page.getByRole('complementary', { name: 'Sidebar' })
    const home = aside.getByRole('link', { name: 'Nexus', exact: true })
    await expect(home.locator('svg')).toBeVisible()
    expect((await icon).headers()['content-type']).toBe('image/png')
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.png')
    await page.goto('/rooms/lounge')
    await expect(page.getByRole('heading', { level: 1, name: 'The Lounge' })).toBeVisible()
    expect(svgFiles).toEqual([])
  })

  test('menus and tooltips load their code when first used, and work by keyboard from the first press', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/dashboard')
    // The page loads no menu, drawer or tooltip code.
    expect(scripts.filter((s) => /user-menu-dropdown|mobile-menu-dropdown|sidebar-sheet|tooltip/.test(s))).toEqual([])

    // Tab to the account menu and open it with Enter: the menu opens with the focus inside it.
    const account = page.getByRole('button', { name: 'Account menu: Guest' })
    await expect(account).toHaveAttribute('aria-haspopup', 'menu')
    await account.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem')).toHaveText(['Home', 'Profile', 'Settings', 'Notifications', 'Log out'])
    await expect(menu.getByRole('menuitem', { name: 'Home' })).toBeFocused()
    expect(scripts.some((s) => s.includes('user-menu-dropdown'))).toBe(true)
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(account).toBeFocused()
    await expect(account).toHaveAttribute('aria-expanded', 'false')

    // Collapsed to icons: focusing an icon loads the tooltip, shows it and keeps the focus there.
    await page.keyboard.press('Control+B')
    await expect(sidebar(page)).toHaveCSS('width', '48px')
    const friends = mainNav(page).getByRole('link', { name: 'Friends' })
    await friends.focus()
    await expect(page.getByRole('tooltip', { name: 'Friends' })).toBeVisible()
    await expect(friends).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tooltip', { name: 'Schedule' })).toBeVisible()
    await page.keyboard.press('Control+B')
  })

  test('a page whose code fails to load says so, with Reload, instead of staying on the last page', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/settings')
    await page.route(/\/assets\/journals-[^/]*\.js$/, (route) => route.abort())
    await mainNav(page).getByRole('link', { name: 'Journal' }).click()
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded')
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
    // The failure is reported; these are the only errors expected here.
    expect(consoleErrors.some((e) => e.startsWith('Nexus: the page failed to load'))).toBe(true)
    consoleErrors.length = 0
  })

  test('the notifications badge shows the seeded unread count', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page.getByTestId('nav-unread-badge')).toHaveText(String(UNREAD))
    await expect(mainNav(page).getByRole('link', { name: `Notifications (${UNREAD} unread)` })).toHaveAttribute(
      'href',
      '/notifications',
    )
  })

  test('Ctrl+B collapses to icons, persisted in the sidebar:state cookie across a reload', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(sidebar(page)).toHaveCSS('width', '256px')

    await page.keyboard.press('Control+B')
    await expect(sidebar(page)).toHaveCSS('width', '48px')
    const cookie = await sidebarCookie(page)
    expect(cookie?.value).toBe('false')
    expect(cookie?.path).toBe('/')
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000
    expect(lifetime).toBeGreaterThan(604800 - 120)
    expect(lifetime).toBeLessThanOrEqual(604800 + 5)

    await page.reload()
    await expect(sidebar(page)).toHaveCSS('width', '48px')
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false')
    // Labels are hidden; an icon shows its label as a tooltip.
    await expect(page.getByTestId('rooms-total-badge')).toBeHidden()
    await mainNav(page).getByRole('link', { name: 'Friends' }).hover()
    await expect(page.getByRole('tooltip', { name: 'Friends' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.keyboard.press('Control+B')
    await expect(sidebar(page)).toHaveCSS('width', '256px')
    expect((await sidebarCookie(page))?.value).toBe('true')
  })

  test('Meta+B toggles too, and so does the trigger button', async ({ page }) => {
    await page.goto('/friends')
    await expect(sidebar(page)).toHaveCSS('width', '256px')
    await page.keyboard.press('Meta+B')
    await expect(sidebar(page)).toHaveCSS('width', '48px')
    expect((await sidebarCookie(page))?.value).toBe('false')
    await page.reload()
    await expect(sidebar(page)).toHaveCSS('width', '48px')
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    await expect(sidebar(page)).toHaveCSS('width', '256px')
    expect((await sidebarCookie(page))?.value).toBe('true')
  })

  test('keyboard only: skip link, Tab to a nav link, Enter navigates', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(mainNav(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main')).toBeFocused()

    await page.goto('/dashboard')
    const schedule = mainNav(page).getByRole('link', { name: 'Schedule' })
    for (let i = 0; i < 20 && !(await schedule.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(schedule).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/calendar$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible()
    await expect(schedule).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('mobile (under 768 px)', () => {
  test.use({ viewport: { width: 375, height: 667 } })

  test('the floating menu: top right, sections, closes on a link, at most 80% high', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(sidebar(page)).toHaveCount(0)
    const button = page.getByRole('button', { name: 'Open menu' })
    const box = (await button.boundingBox())!
    expect(box.x + box.width).toBeGreaterThan(375 - 24)
    expect(box.y).toBeLessThan(24)

    await button.click()
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    for (const section of ['Navigation', 'Rooms', 'Account']) {
      await expect(menu.getByRole('group', { name: section })).toBeVisible()
    }
    await expect(menu.getByRole('group', { name: 'Navigation' }).getByRole('menuitem')).toHaveCount(9)
    await expect(menu.getByRole('group', { name: 'Rooms' }).getByRole('menuitem')).toHaveCount(15)
    const account = menu.getByRole('group', { name: 'Account' })
    await expect(account.getByRole('menuitem')).toHaveText(['Profile', `Notifications${UNREAD}`, 'Settings'])
    await expect(account.getByTestId('menu-unread-badge')).toHaveText(String(UNREAD))
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible()

    const menuBox = (await menu.boundingBox())!
    expect(menuBox.height).toBeLessThanOrEqual(667 * 0.8 + 1)
    expect(await menu.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
    await expectNoSeriousA11yViolations(page)

    await menu.getByRole('group', { name: 'Rooms' }).getByRole('menuitem', { name: 'Dreams' }).click()
    await expect(page).toHaveURL(/\/rooms\/dreams$/)
    await expect(menu).toBeHidden()

    await button.click()
    await page
      .getByRole('menu')
      .getByRole('group', { name: 'Account' })
      .getByRole('menuitem', { name: 'Settings' })
      .click()
    await expect(page).toHaveURL(/\/settings$/)
    await expect(page.getByRole('menu')).toBeHidden()
  })

  test('the sidebar is an 18rem off-canvas drawer that closes on a link', async ({ page }) => {
    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Open sidebar' }).click()
    const drawer = page.getByRole('dialog', { name: 'Sidebar' })
    await expect(drawer).toBeVisible()
    await expect(drawer).toHaveCSS('width', '288px')
    await expect(drawer.getByRole('group', { name: 'Rooms' }).getByRole('link')).toHaveCount(16)
    await expectNoSeriousA11yViolations(page)

    await drawer.getByRole('link', { name: 'Journal', exact: true }).click()
    await expect(page).toHaveURL(/\/journals$/)
    await expect(drawer).toBeHidden()

    await page.getByRole('button', { name: 'Open sidebar' }).click()
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Profile' }).first()).toBeVisible()
    await expectFocusWithin(drawer)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    // The page behind is usable again, and focus is back on the trigger.
    await expect(page.getByRole('button', { name: 'Open sidebar' })).toBeFocused()
  })
})
