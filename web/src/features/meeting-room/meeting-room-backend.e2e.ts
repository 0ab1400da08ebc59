import type { Page } from '@playwright/test'
import { bookSessionNow } from '../../../e2e/meeting-db'
import { closeOther, otherBrowser, type OtherBrowser } from '../../../e2e/other-browser'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith, type TestUser } from '../../../e2e/backend'

/**
 * The member's meeting room against the real backend, each person in a browser of their own
 * (Chromium's fake camera and beeping microphone, playwright.config.ts). Every test holds its
 * own booked advice session (a fresh member and host, booked so that its meeting is open now:
 * web/e2e/meeting-db.ts), so nothing here touches the community meeting other specs share.
 */

/** Test-side recorder, installed before the app loads: every RTCPeerConnection the page makes. */
function recordPeerConnections() {
  const w = window as unknown as { __pcs: RTCPeerConnection[] }
  w.__pcs = []
  const Original = window.RTCPeerConnection
  window.RTCPeerConnection = class extends Original {
    constructor(configuration?: RTCConfiguration) {
      super(configuration)
      w.__pcs.push(this)
    }
  } as typeof RTCPeerConnection
}

/** The audio energy the page has received over its open peer connections (summed; grows while sound arrives). */
const audioEnergy = (page: Page) =>
  page.evaluate(async () => {
    let total = 0
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState === 'closed') continue
      ;(await pc.getStats()).forEach((entry: Record<string, unknown>) => {
        if (entry.type === 'inbound-rtp' && entry.kind === 'audio') total += Number(entry.totalAudioEnergy ?? 0)
      })
    }
    return total
  })

/** Waits until the sound `page` receives keeps growing (`growing`), or has stopped growing (two reads alike). */
async function expectSound(page: Page, growing: boolean) {
  let last = -1
  await expect
    .poll(
      async () => {
        const now = await audioEnergy(page)
        const grew = now > last && last >= 0
        const same = now === last
        last = now
        return growing ? grew : same
      },
      { timeout: 15_000, intervals: [300], message: growing ? 'sound keeps arriving' : 'sound has stopped' },
    )
    .toBe(true)
}

const tileOf = (page: Page, user: TestUser) => page.locator(`[data-testid="remote-tile"][data-user-id="${user.id}"]`)
const audioOf = (page: Page, user: TestUser) => tileOf(page, user).getByTestId('remote-audio')
const row = (page: Page, user: TestUser) =>
  page.getByRole('complementary', { name: 'Participants' }).getByRole('listitem', { name: user.name })

/** A fresh member and host with a booked session whose meeting is open now. */
async function bookedPair(tag: string) {
  const suffix = Math.random().toString(36).slice(2, 6)
  const [member, host] = await Promise.all([
    signUp({ name: `Mia ${tag} ${suffix}` }),
    signUp({ name: `Zed ${tag} Host ${suffix}` }),
  ])
  const booking = await bookSessionNow({ memberId: member.id, hostId: host.id, hostName: `Zed ${tag} Host ${suffix}` })
  return { member, host, booking }
}

/** Forgets the console lines of refused calls (PostgREST answers a refusal with a 4xx). */
function forgiveRefusals(other: OtherBrowser) {
  other.errors.splice(0, other.errors.length, ...other.errors.filter((e) => !/status of 40[03]/.test(e)))
}

test.describe('the member meeting room (booked sessions)', () => {
  test.describe.configure({ timeout: 120_000 })

  test("a booked session's meeting opens from 'Join session' for its two people, refuses anyone else with the reason, and the chat arrives on the other side", async ({
    page,
    backend,
    browser,
  }) => {
    const { member, host, booking } = await bookedPair('Chat')
    await page.context().addInitScript(recordPeerConnections)
    await backend.signInBeforeLoad(member)

    // The member's booked-sessions list links to the meeting.
    await page.goto('/book-session')
    // Signed in: the app's navigation, not the public header with 'Join Now'.
    await expect(page.getByRole('link', { name: 'Join Now' })).toHaveCount(0)
    await expect(page.getByRole('navigation').first()).toBeVisible()
    await expect(page.getByRole('link', { name: /^Join session/ })).toHaveAttribute(
      'href',
      `/meeting-room?booking=${booking.id}`,
    )
    // For looking at (not compared): /book-session in the app's frame, wide and narrow, dark and light.
    for (const theme of ['dark', 'light']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: test.info().outputPath(`book-session-${width}-${theme}.png`), fullPage: true })
      }
    }
    await page.setViewportSize({ width: 1280, height: 720 })
    // The member's schedule lists the session with the same way in.
    await page.goto('/calendar')
    const scheduleJoin = page
      .getByRole('list', { name: 'Booked Sessions' })
      .getByRole('link', { name: /^Join session/ })
    await expect(scheduleJoin).toHaveAttribute('href', `/meeting-room?booking=${booking.id}`)
    await scheduleJoin.click()
    await expect(page).toHaveURL(new RegExp(`/meeting-room\\?booking=${booking.id}$`))
    await expect(row(page, member)).toBeVisible()

    // The host comes in from their schedule's list.
    const other = await otherBrowser(browser, host)
    await other.page.goto('/calendar')
    const hostJoin = other.page
      .getByRole('list', { name: 'Sessions Booked With You' })
      .getByRole('link', { name: /^Join session/ })
    await expect(hostJoin).toHaveAttribute('href', `/meeting-room?booking=${booking.id}`)
    await hostJoin.click()
    await expect(row(other.page, member)).toBeVisible()
    await expect(row(other.page, host).getByText('Host', { exact: true })).toBeVisible()
    await expect(tileOf(page, host)).toBeVisible()
    await expect(tileOf(other.page, member)).toBeVisible()
    await expect(page.getByRole('button', { name: 'End Meeting' })).toHaveCount(0)
    await expect(other.page.getByRole('button', { name: 'End Meeting' })).toBeVisible()

    // Anyone else is refused by the database, and told why.
    const stranger = await otherBrowser(browser, await signUp({ name: 'Sid Stranger' }))
    await stranger.page.goto(`/meeting-room?booking=${booking.id}`)
    await expect(stranger.page.getByRole('alert')).toHaveText(
      'Only the member who booked this session and its host can join it.',
    )
    forgiveRefusals(stranger)
    await closeOther(stranger)

    // The chat arrives on the other side; blank is ignored; one's own lines read 'You'.
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello from the member')
    await page.getByRole('button', { name: 'Send message' }).click()
    const hostLog = other.page.getByRole('log', { name: 'Chat messages' })
    await expect(hostLog.getByRole('listitem').filter({ hasText: 'Hello from the member' })).toContainText(member.name)
    await expect(
      page
        .getByRole('log', { name: 'Chat messages' })
        .getByRole('listitem')
        .filter({ hasText: 'Hello from the member' }),
    ).toContainText('You')
    await other.page.getByRole('textbox', { name: 'Message' }).fill('Welcome, Mia')
    await other.page.keyboard.press('Enter')
    await expect(
      page.getByRole('log', { name: 'Chat messages' }).getByRole('listitem').filter({ hasText: 'Welcome, Mia' }),
    ).toContainText(host.name)

    await page.getByRole('button', { name: 'Leave Meeting' }).click()
    await expect(tileOf(other.page, member)).toHaveCount(0)
    await expect(page).toHaveURL(/\/dashboard$/)
    forgiveRefusals(other)
    await closeOther(other)
  })

  test('a booked session not open yet is refused with the reason', async ({ page, backend }) => {
    const suffix = Math.random().toString(36).slice(2, 6)
    const [member, host] = await Promise.all([
      signUp({ name: `Ola Early ${suffix}` }),
      signUp({ name: `Zed Early Host ${suffix}` }),
    ])
    const booking = await bookSessionNow({ memberId: member.id, hostId: host.id, startsInMinutes: 40 })
    await backend.signInBeforeLoad(member)
    backend.expectHttpError(400)
    await page.goto(`/meeting-room?booking=${booking.id}`)
    await expect(page.getByRole('alert')).toHaveText('This session opens 10 minutes before it starts.')
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: 'Back to Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the host mutes the member, whose sound stops at the host within 2 seconds; a raised hand is allowed to speak; End Meeting sends everyone to /dashboard', async ({
    page,
    backend,
    browser,
  }) => {
    const { member, host, booking } = await bookedPair('Mute')
    // The host listens: their page's peer connections are recorded.
    await page.context().addInitScript(recordPeerConnections)
    await backend.signInBeforeLoad(host)
    const other = await otherBrowser(browser, member)
    await page.goto(`/meeting-room?booking=${booking.id}`)
    await other.page.goto(`/meeting-room?booking=${booking.id}`)
    await expect(tileOf(page, member)).toBeVisible()
    await expect(audioOf(page, member)).toHaveJSProperty('muted', false)
    await expectSound(page, true)

    // Mute: at the host, the member's sound element goes silent at once, and no sound arrives any more.
    await row(page, member)
      .getByRole('button', { name: `Mute: ${member.name}` })
      .click()
    await expect(audioOf(page, member)).toHaveJSProperty('muted', true, { timeout: 2_000 })
    await expect(toastWith(page, 'Participant Muted')).toBeVisible()
    await expect(row(other.page, member).getByRole('img', { name: 'Muted' })).toBeVisible()
    await expectSound(page, false)

    // Only a raised hand may be allowed to speak.
    await expect(row(page, member).getByRole('button', { name: /Allow to speak/ })).toHaveCount(0)
    await other.page.getByRole('tab', { name: 'Controls' }).click()
    await other.page.getByRole('button', { name: 'Raise Hand' }).click()
    await expect(row(page, member).getByRole('img', { name: 'Hand raised' })).toBeVisible()
    await row(page, member)
      .getByRole('button', { name: `Allow to speak: ${member.name}` })
      .click()
    await expect(toastWith(page, 'Participant Unmuted')).toBeVisible()
    await expect(audioOf(page, member)).toHaveJSProperty('muted', false)
    await expect(row(page, member).getByRole('img', { name: 'Hand raised' })).toHaveCount(0)
    await expectSound(page, true)

    // End Meeting: everyone is told and goes to /dashboard.
    await page.getByRole('button', { name: 'End Meeting' }).click()
    await expect(toastWith(other.page, 'Meeting Ended')).toBeVisible()
    await Promise.all([
      expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 }),
      expect(other.page).toHaveURL(/\/dashboard$/, { timeout: 10_000 }),
    ])
    // Rejoining that session's meeting is refused.
    await other.page.goto(`/meeting-room?booking=${booking.id}`)
    await expect(other.page.getByRole('alert')).toHaveText('This meeting has ended.')
    forgiveRefusals(other)
    await closeOther(other)
  })

  test('the member meeting room with two people has no serious accessibility findings in any theme', async ({
    page,
    backend,
    browser,
  }) => {
    const { member, host, booking } = await bookedPair('Axe')
    await backend.signInBeforeLoad(member)
    const other = await otherBrowser(browser, host)
    await other.page.goto(`/meeting-room?booking=${booking.id}`)
    await page.goto(`/meeting-room?booking=${booking.id}`)
    await expect(tileOf(page, host)).toBeVisible()
    await expect(row(page, host).getByText('Host', { exact: true })).toBeVisible()
    // The theme is switched in place (a reload would leave and rejoin the meeting).
    for (const theme of ['dark', 'light', 'void']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
      // For looking at (not compared): the room with two people, wide and narrow.
      if (theme === 'void') continue
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
        await page.screenshot({ path: test.info().outputPath(`meeting-room-${width}-${theme}.png`), fullPage: true })
      }
      await page.setViewportSize({ width: 1280, height: 720 })
    }
    forgiveRefusals(other)
    await closeOther(other)
  })
})
