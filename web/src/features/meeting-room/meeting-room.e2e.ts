import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const baseArgs = ['--no-sandbox', '--disable-gpu']
// Two fake webcams (fake_device_0/1) and Chromium's fake microphones, which beep.
const fakeDevices = '--use-fake-device-for-media-stream=device-count=2'

type Recorded = { kind: string; label: string; readyState: string; enabled: boolean; deviceId: string }

/**
 * Test-side recorder, installed before the app loads: wraps getUserMedia and AudioContext so the
 * spec can see every track and context the page ever opened (the app exposes nothing for this).
 */
function recordMedia() {
  const w = window as unknown as { __tracks: MediaStreamTrack[]; __contexts: AudioContext[] }
  w.__tracks = []
  w.__contexts = []
  const media = navigator.mediaDevices
  const getUserMedia = media.getUserMedia.bind(media)
  media.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints)
    w.__tracks.push(...stream.getTracks())
    return stream
  }
  const Original = window.AudioContext
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options)
      w.__contexts.push(this)
    }
  }
}

const tracks = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __tracks: MediaStreamTrack[] }).__tracks.map((t) => ({
      kind: t.kind,
      label: t.label,
      readyState: t.readyState,
      enabled: t.enabled,
      deviceId: t.getSettings().deviceId ?? '',
    })),
  ) as Promise<Recorded[]>
const liveTracks = async (page: Page) => (await tracks(page)).filter((t) => t.readyState === 'live')
const contextStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __contexts: AudioContext[] }).__contexts.map((c) => c.state))

const toastWith = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title })
const ownVideo = (page: Page) => page.getByTestId('local-video')
const videoWidth = (page: Page) => ownVideo(page).evaluate((v: HTMLVideoElement) => (v.paused ? 0 : v.videoWidth))
const participantRow = (page: Page, name: string) =>
  page.getByRole('complementary', { name: 'Participants' }).getByRole('listitem', { name })
const meter = (page: Page) => page.getByRole('meter', { name: 'Microphone level' })

async function openRoom(page: Page) {
  await page.goto('/meeting-room')
  await expect(page.getByRole('heading', { level: 1, name: 'Community Meeting Room' })).toBeVisible()
}

// Worker-level option, so it must sit at the top of the file (the refused case has its own file).
test.use({
  launchOptions: { executablePath, args: [...baseArgs, fakeDevices, '--use-fake-ui-for-media-stream'] },
})

test.describe('meeting room with a fake camera and microphone', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordMedia)
  })

  test('shows the live camera, the participants and the tiles, without a sidebar', async ({ page }) => {
    await openRoom(page)
    await expect.poll(() => videoWidth(page)).toBeGreaterThan(0)
    await expect(page.getByRole('navigation')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Leave Meeting' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'End Meeting' })).toBeVisible()
    await expect(page.getByTestId('participant-count')).toHaveText('4 participants')
    await expect(participantRow(page, 'Alex Rivera')).toContainText('Host')
    await expect(participantRow(page, 'Sam Taylor').getByRole('img', { name: 'Hand raised' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Video' }).getByRole('figure')).toHaveCount(3)
    // Camera and microphone were asked for once, together, and both are live.
    const live = await liveTracks(page)
    expect(live.map((t) => t.kind).sort()).toEqual(['audio', 'video'])
    expect(live.find((t) => t.kind === 'video')?.label).toBe('fake_device_0')
  })

  test('Devices lists the real devices, switches the camera and the microphone, and the level meter moves', async ({
    page,
  }) => {
    await openRoom(page)
    await expect.poll(() => videoWidth(page)).toBeGreaterThan(0)
    await page.getByRole('tab', { name: 'Devices' }).click()
    const webcam = page.getByRole('combobox', { name: 'Webcam' })
    await expect(webcam).toHaveText('fake_device_0')
    await expect(page.getByRole('combobox', { name: 'Microphone' })).toHaveText('Fake Default Audio Input')

    // The meter follows the fake microphone's beeps: it goes above 0 and comes back down.
    const seen = new Set<string>()
    await expect
      .poll(
        async () => {
          seen.add((await meter(page).getAttribute('aria-valuenow')) ?? '')
          return seen.size
        },
        { timeout: 10_000, intervals: [50] },
      )
      .toBeGreaterThan(2)
    expect([...seen].every((v) => Number(v) >= 0 && Number(v) <= 100)).toBe(true)

    await webcam.click()
    await expect(page.getByRole('option')).toHaveText(['fake_device_0', 'fake_device_1'])
    await page.getByRole('option', { name: 'fake_device_1' }).click()
    await expect(webcam).toHaveText('fake_device_1')
    await expect.poll(async () => (await liveTracks(page)).find((t) => t.kind === 'video')?.label).toBe('fake_device_1')
    const all = await tracks(page)
    expect(all.find((t) => t.label === 'fake_device_0')?.readyState).toBe('ended')
    expect((await liveTracks(page)).filter((t) => t.kind === 'video')).toHaveLength(1)
    await expect.poll(() => videoWidth(page)).toBeGreaterThan(0)
    const shown = await ownVideo(page).evaluate(
      (v: HTMLVideoElement) => (v.srcObject as MediaStream).getVideoTracks()[0]?.label,
    )
    expect(shown).toBe('fake_device_1')

    const microphone = page.getByRole('combobox', { name: 'Microphone' })
    await microphone.click()
    await expect(page.getByRole('option')).toHaveText([
      'Fake Default Audio Input',
      'Fake Audio Input 1',
      'Fake Audio Input 2',
    ])
    await page.getByRole('option', { name: 'Fake Audio Input 1' }).click()
    await expect(microphone).toHaveText('Fake Audio Input 1')
    await expect
      .poll(async () => (await liveTracks(page)).find((t) => t.kind === 'audio')?.label)
      .toBe('Fake Audio Input 1')
    expect((await liveTracks(page)).filter((t) => t.kind === 'audio')).toHaveLength(1)
    // The old context was closed and a new one reads the new microphone.
    await expect.poll(() => contextStates(page)).toContain('closed')
    await expect
      .poll(async () => Number(await meter(page).getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0)
  })

  test('Controls flip mute, video and hand with their toasts and act on the tracks', async ({ page }) => {
    await openRoom(page)
    await expect.poll(() => videoWidth(page)).toBeGreaterThan(0)
    await page.getByRole('tab', { name: 'Controls' }).click()

    await page.getByRole('button', { name: 'Mute', exact: true }).click()
    await expect(toastWith(page, 'Microphone Muted')).toBeVisible()
    await expect.poll(async () => (await liveTracks(page)).find((t) => t.kind === 'audio')?.enabled).toBe(false)
    await page.getByRole('button', { name: 'Unmute' }).click()
    await expect(toastWith(page, 'Microphone Unmuted')).toBeVisible()
    await expect.poll(async () => (await liveTracks(page)).find((t) => t.kind === 'audio')?.enabled).toBe(true)

    await page.getByRole('button', { name: 'Stop Video' }).click()
    await expect(toastWith(page, 'Camera Turned Off')).toBeVisible()
    await expect(ownVideo(page)).toBeHidden()
    await expect(page.getByRole('figure', { name: 'Alex Rivera (You)' })).toContainText('Camera off')
    await expect.poll(async () => (await liveTracks(page)).find((t) => t.kind === 'video')?.enabled).toBe(false)
    await page.getByRole('button', { name: 'Start Video' }).click()
    await expect(toastWith(page, 'Camera Turned On')).toBeVisible()
    await expect(ownVideo(page)).toBeVisible()

    await page.getByRole('button', { name: 'Raise Hand' }).click()
    await expect(toastWith(page, 'Hand Raised')).toContainText('The host will see your request to speak')
    await expect(participantRow(page, 'Alex Rivera').getByRole('img', { name: 'Hand raised' })).toBeVisible()
    await page.getByRole('button', { name: 'Lower Hand' }).click()
    await expect(toastWith(page, 'Hand Lowered')).toBeVisible()
    await expect(participantRow(page, 'Alex Rivera').getByRole('img', { name: 'Hand raised' })).toHaveCount(0)
  })

  test('the host allows a raised hand to speak and mutes a participant', async ({ page }) => {
    await openRoom(page)
    await participantRow(page, 'Sam Taylor').getByRole('button', { name: 'Allow to speak: Sam Taylor' }).click()
    await expect(toastWith(page, 'Participant Unmuted')).toContainText('They can now speak in the meeting')
    await expect(participantRow(page, 'Sam Taylor').getByRole('img', { name: 'Hand raised' })).toHaveCount(0)
    await expect(participantRow(page, 'Sam Taylor').getByRole('img', { name: 'Microphone on' })).toBeVisible()
    await participantRow(page, 'Jordan Lee').getByRole('button', { name: 'Mute: Jordan Lee' }).click()
    await expect(toastWith(page, 'Participant Muted')).toBeVisible()
    await expect(participantRow(page, 'Jordan Lee').getByRole('img', { name: 'Muted' })).toBeVisible()
  })

  test('chat sends as You, clears the input, ignores blanks and keeps the newest message in view', async ({ page }) => {
    await openRoom(page)
    const log = page.getByRole('log', { name: 'Chat messages' })
    await expect(log).toHaveCSS('height', '180px')
    const input = page.getByPlaceholder('Type a message...')
    await input.fill('   ')
    await input.press('Enter')
    await expect(log.getByRole('listitem')).toHaveCount(2)
    for (let i = 1; i <= 6; i++) {
      await input.fill(`Message number ${i}`)
      await input.press('Enter')
      await expect(input).toHaveValue('')
    }
    await expect(log.getByRole('listitem')).toHaveCount(8)
    const last = log.getByRole('listitem').last()
    await expect(last).toContainText('You')
    await expect(last).toContainText('Message number 6')
    await expect(last).toContainText(/\d{1,2}:\d{2} (AM|PM)/)
    await expect(last).toBeInViewport()
    const atBottom = await log.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 2)
    expect(atBottom).toBe(true)
  })

  test('Leave shows Left Meeting, stops every track and goes to /dashboard', async ({ page }) => {
    await openRoom(page)
    await expect.poll(() => videoWidth(page)).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Leave Meeting' }).click()
    await expect(toastWith(page, 'Left Meeting')).toContainText('You have left the meeting room')
    expect(await liveTracks(page)).toEqual([])
    await expect(page).toHaveURL(/\/meeting-room$/)
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 4000 })
    expect((await tracks(page)).every((t) => t.readyState === 'ended')).toBe(true)
    await expect.poll(() => contextStates(page)).not.toContain('running')
  })

  test('Leave in Controls does the same', async ({ page }) => {
    await openRoom(page)
    await page.getByRole('tab', { name: 'Controls' }).click()
    await page.getByRole('button', { name: 'Leave', exact: true }).click()
    await expect(toastWith(page, 'Left Meeting')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('End Meeting shows Meeting Ended and goes to /dashboard after 3 s', async ({ page }) => {
    await openRoom(page)
    // Taken before the click: the page's 3 s start no earlier, however late the click's answer comes back.
    const started = Date.now()
    await page.getByRole('button', { name: 'End Meeting' }).click()
    await expect(toastWith(page, 'Meeting Ended')).toContainText('Thank you for participating')
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500)
  })

  test('leaving the page by navigation stops every track and closes the audio context', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Nexus' })).toBeVisible()
    // In-app navigation (same document), so the recorder still sees the tracks afterwards.
    await page.evaluate(() => {
      history.pushState(null, '', '/meeting-room')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Community Meeting Room' })).toBeVisible()
    await expect.poll(() => videoWidth(page)).toBeGreaterThan(0)
    await expect.poll(async () => (await liveTracks(page)).length).toBe(2)
    await expect.poll(() => contextStates(page)).toContain('running')
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Nexus' })).toBeVisible()
    await expect.poll(async () => (await liveTracks(page)).length).toBe(0)
    const all = await tracks(page)
    expect(all.length).toBeGreaterThanOrEqual(2)
    expect(all.every((t) => t.readyState === 'ended')).toBe(true)
    await expect.poll(async () => (await contextStates(page)).every((s) => s === 'closed')).toBe(true)
  })

  test('a reload starts the room afresh with the camera live again', async ({ page }) => {
    await openRoom(page)
    await participantRow(page, 'Sam Taylor').getByRole('button', { name: 'Allow to speak: Sam Taylor' }).click()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Community Meeting Room' })).toBeVisible()
    await expect.poll(() => videoWidth(page)).toBeGreaterThan(0)
    // Meeting state lives in the page only: the sample raised hand is back.
    await expect(participantRow(page, 'Sam Taylor').getByRole('img', { name: 'Hand raised' })).toBeVisible()
  })

  test('works with the keyboard alone: tabs, controls, device choice and chat', async ({ page }) => {
    await openRoom(page)
    await expect.poll(() => videoWidth(page)).toBeGreaterThan(0)
    const chatTab = page.getByRole('tab', { name: 'Chat' })
    await chatTab.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Controls' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'Controls' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Microphone Muted')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Unmute' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(toastWith(page, 'Microphone Unmuted')).toBeVisible()

    await page.getByRole('tab', { name: 'Controls' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Devices' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const webcam = page.getByRole('combobox', { name: 'Webcam' })
    await expect(webcam).toBeFocused()
    await expect(webcam).toHaveText('fake_device_0')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('option', { name: 'fake_device_0' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    // Radix Select moves focus on a timer: Enter before it lands would choose the old option.
    await expect(page.getByRole('option', { name: 'fake_device_1' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(webcam).toHaveText('fake_device_1')
    await expect(webcam).toBeFocused()
    await expect.poll(async () => (await liveTracks(page)).find((t) => t.kind === 'video')?.label).toBe('fake_device_1')

    await page.keyboard.press('Tab')
    await expect(
      page.getByRole('tabpanel', { name: 'Devices' }).getByRole('button', { name: 'Turn off webcam' }),
    ).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Camera Turned Off')).toBeVisible()

    await page.getByRole('tab', { name: 'Devices' }).focus()
    await page.keyboard.press('Home')
    await expect(chatTab).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel', { name: 'Chat' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('log', { name: 'Chat messages' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByPlaceholder('Type a message...')).toBeFocused()
    await page.keyboard.type('Sent from the keyboard')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('log', { name: 'Chat messages' })).toContainText('Sent from the keyboard')
  })

  test('has no serious accessibility violations, dark and light, on each tab', async ({ page }) => {
    for (const theme of ['dark', 'light']) {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
      await openRoom(page)
      await expect.poll(() => videoWidth(page)).toBeGreaterThan(0)
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
      await page.getByRole('tab', { name: 'Controls' }).click()
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
      await page.getByRole('tab', { name: 'Devices' }).click()
      await expect(page.getByRole('combobox', { name: 'Webcam' })).toHaveText('fake_device_0')
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
    }
  })

  test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await openRoom(page)
    await expect.poll(() => videoWidth(page)).toBeGreaterThan(0)
    await page.getByRole('tab', { name: 'Devices' }).click()
    await expect(page.getByRole('combobox', { name: 'Webcam' })).toHaveText('fake_device_0')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
