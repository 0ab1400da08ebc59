import type { Browser, BrowserContext, Page } from '@playwright/test'
import { passwordSession } from '../../../../e2e/backend-auth'
import { authStorageKey, BACKEND_URL, expect, signUp, test, type TestUser } from '../../../../e2e/backend'
import { bookSessionNow } from '../../../../e2e/meeting-db'

/**
 * The meeting room's media between real browsers: each member in their own browser context
 * (Chromium's fake camera and beeping microphone, playwright.config.ts), signed in, on
 * /meeting-room against the real backend; the WebRTC mesh is signalled over its Realtime.
 * What a member sees is read from the page (the tiles) and from the peer connections' getStats().
 *
 * Each join asks turn-credentials for TURN credentials; the local backend has no TURN server
 * configured, so it answers none (the page then uses STUN or host candidates only).
 *
 * The three-member test uses the one live community meeting (shared with other specs' members);
 * the tests of this file run one after another.
 */
test.describe.configure({ mode: 'serial' })

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

/** What arrived over the page's open peer connections: video frames decoded and audio energy played, summed. */
interface Received {
  /** Which peer connection (its place in the page's record): a replaced one is another. */
  id: number
  framesDecoded: number
  totalAudioEnergy: number
}

/** {@link Received} per open peer connection of `page`. */
const received = (page: Page) =>
  page.evaluate(async () => {
    const all = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs
    const open = all.map((pc, id) => ({ pc, id })).filter(({ pc }) => pc.connectionState !== 'closed')
    return Promise.all(
      open.map(async ({ pc, id }) => {
        let framesDecoded = 0
        let totalAudioEnergy = 0
        ;(await pc.getStats()).forEach((entry: Record<string, unknown>) => {
          if (entry.type !== 'inbound-rtp') return
          if (entry.kind === 'video') framesDecoded += Number(entry.framesDecoded ?? 0)
          if (entry.kind === 'audio') totalAudioEnergy += Number(entry.totalAudioEnergy ?? 0)
        })
        return { id, framesDecoded, totalAudioEnergy }
      }),
    )
  }) as Promise<Received[]>

/** The ICE username fragment of the page's open peer connection's local description. */
const iceUfrag = (page: Page) =>
  page.evaluate(() => {
    const pc = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.find((p) => p.connectionState !== 'closed')
    return /a=ice-ufrag:(\S+)/.exec(pc?.localDescription?.sdp ?? '')?.[1] ?? null
  })

/** Whether the page's open peer connection is connected and its signalling stable. */
const connected = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.some(
      (p) => p.connectionState === 'connected' && p.signalingState === 'stable',
    ),
  )

/** Restarts ICE on the page's open peer connection, as the transport does when a connection fails. */
const restartIce = (page: Page) =>
  page.evaluate(() => {
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState !== 'closed') pc.restartIce()
    }
  })

/** Signs `user` in before the page loads (as Backend.signInBeforeLoad does) and records the peer connections. */
async function prepare(context: BrowserContext, page: Page, user: TestUser) {
  const session = await passwordSession(user)
  await context.addInitScript(recordPeerConnections)
  await page.addInitScript(
    ([k, v]) => {
      if (window.sessionStorage.getItem('e2e:session-seeded')) return
      window.sessionStorage.setItem('e2e:session-seeded', '1')
      window.localStorage.setItem(k, v)
    },
    [authStorageKey(), JSON.stringify(session)] as const,
  )
}

/** Another member in a browser context of their own; its console errors fail the test like the main page's. */
async function memberPage(browser: Browser, user: TestUser, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL: BACKEND_URL })
  const page = await context.newPage()
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${user.name}: ${msg.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${user.name}: pageerror: ${error.message}`))
  await prepare(context, page, user)
  return page
}

async function openRoom(page: Page, path = '/meeting-room') {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Community Meeting Room' })).toBeVisible()
}

const tiles = (page: Page) => page.getByTestId('remote-tile')
const tileOf = (page: Page, user: TestUser) => page.locator(`[data-testid="remote-tile"][data-user-id="${user.id}"]`)

/**
 * Waits until each of `page`'s `count` open peer connections decodes video frames and plays audio
 * energy, and both go on rising (media keeps flowing, not one burst), within `timeout` ms.
 */
async function expectMediaFlowing(page: Page, count: number, timeout: number) {
  let first: Received[] = []
  await expect
    .poll(
      async () => {
        first = await received(page)
        return first.length === count && first.every((r) => r.framesDecoded > 0 && r.totalAudioEnergy > 0)
      },
      { timeout, message: 'every peer connection decodes video and plays audio' },
    )
    .toBe(true)
  await expect
    .poll(
      async () => {
        const now = await received(page)
        // A peer connection replaced meanwhile (the other side reloaded): its counts start again.
        if (now.length !== first.length || now.some((r, i) => r.id !== first[i]!.id)) {
          first = now
          return false
        }
        return (
          now.length === count &&
          now.every(
            (r, i) => r.framesDecoded > first[i]!.framesDecoded && r.totalAudioEnergy > first[i]!.totalAudioEnergy,
          )
        )
      },
      { timeout, message: 'frames decoded and audio energy keep rising' },
    )
    .toBe(true)
}

const unique = () => Math.random().toString(36).slice(2, 6)

test.describe('meeting media between members (WebRTC mesh over Realtime)', () => {
  test('two members see and hear each other within 10 seconds, and again after both restart ICE at once and after a reload', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000)
    const tag = unique()
    const [ada, ben] = await Promise.all([signUp({ name: `Ada Mesh ${tag}` }), signUp({ name: `Ben Mesh ${tag}` })])
    // Their own booked session: a meeting of these two only, whatever other specs do meanwhile.
    const booking = await bookSessionNow({ memberId: ada.id, hostId: ben.id, hostName: `Zed Host ${tag}` })
    const errors: string[] = []
    await prepare(context, page, ada)
    const other = await memberPage(browser, ben, errors)

    await openRoom(page, `/meeting-room?booking=${booking.id}`)
    await openRoom(other, `/meeting-room?booking=${booking.id}`)
    const bothIn = Date.now()
    await expect(tileOf(page, ben)).toBeVisible()
    await expect(tileOf(other, ada)).toBeVisible()
    await Promise.all([expectMediaFlowing(page, 1, 10_000), expectMediaFlowing(other, 1, 10_000)])
    expect(Date.now() - bothIn, 'ms from both in the room to media flowing both ways').toBeLessThan(10_000)
    // Their video plays in their tile, and their sound in an <audio> element that is not muted.
    await expect(tileOf(page, ben).getByTestId('remote-video')).toHaveJSProperty('paused', false)
    await expect(tileOf(page, ben).getByTestId('remote-audio')).toHaveJSProperty('muted', false)
    await expect(tileOf(other, ada).getByTestId('remote-audio')).toHaveJSProperty('paused', false)

    // Both restart ICE at once (their offers collide; the polite one gives way): the connection
    // comes back on new ICE credentials, media flows again, still one tile each.
    const before = await Promise.all([iceUfrag(page), iceUfrag(other)])
    await Promise.all([restartIce(page), restartIce(other)])
    await expect
      .poll(async () => {
        const [a, b] = await Promise.all([iceUfrag(page), iceUfrag(other)])
        return a !== before[0] && b !== before[1] && (await connected(page)) && (await connected(other))
      })
      .toBe(true)
    await Promise.all([expectMediaFlowing(page, 1, 10_000), expectMediaFlowing(other, 1, 10_000)])
    await expect(tiles(page)).toHaveCount(1)
    await expect(tiles(other)).toHaveCount(1)

    // Ben reloads: a new session of his; Ada's side replaces its peer connection (one tile, one open connection).
    await other.reload()
    await expect(tileOf(other, ada)).toBeVisible()
    await Promise.all([expectMediaFlowing(page, 1, 10_000), expectMediaFlowing(other, 1, 10_000)])
    await expect(tiles(page)).toHaveCount(1)

    await page.getByRole('button', { name: 'Leave Meeting' }).click()
    await expect(tileOf(other, ada)).toHaveCount(0)
    await other.context().close()
    expect(errors).toEqual([])
  })

  test('with three, each shows exactly two remote tiles; a leaver’s tile goes within 5 seconds', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000)
    const tag = unique()
    const [ada, ben, cy] = await Promise.all([
      signUp({ name: `Ada Trio ${tag}` }),
      signUp({ name: `Ben Trio ${tag}` }),
      signUp({ name: `Cy Trio ${tag}` }),
    ])
    const errors: string[] = []
    await prepare(context, page, ada)
    const second = await memberPage(browser, ben, errors)
    const third = await memberPage(browser, cy, errors)
    const pages = [page, second, third]
    await Promise.all(pages.map((p) => openRoom(p)))

    for (const [p, others] of [
      [page, [ben, cy]],
      [second, [ada, cy]],
      [third, [ada, ben]],
    ] as const) {
      await expect(tiles(p)).toHaveCount(2)
      for (const user of others) await expect(tileOf(p, user)).toBeVisible()
    }
    await Promise.all(pages.map((p) => expectMediaFlowing(p, 2, 15_000)))
    // One entry per user id: still exactly two tiles once media flows.
    for (const p of pages) await expect(tiles(p)).toHaveCount(2)

    const clicked = Date.now()
    await third.getByRole('button', { name: 'Leave Meeting' }).click()
    await Promise.all([expect(tileOf(page, cy)).toHaveCount(0), expect(tileOf(second, cy)).toHaveCount(0)])
    expect(Date.now() - clicked, 'ms from Leave to the tile gone at the others').toBeLessThan(5_000)
    await expect(tiles(page)).toHaveCount(1)
    await expect(tiles(second)).toHaveCount(1)
    // Their peer connection to the leaver is closed: one open connection each.
    await expect.poll(async () => (await received(page)).length).toBe(1)

    await second.getByRole('button', { name: 'Leave Meeting' }).click()
    await page.getByRole('button', { name: 'Leave Meeting' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await Promise.all([second.context().close(), third.context().close()])
    expect(errors).toEqual([])
  })
})
