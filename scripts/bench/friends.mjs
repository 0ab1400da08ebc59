// `npm run bench:friends`: the friends page, a one-to-one chat and the notifications of a member
// with many friends and a long conversation, on the backend build against `npm run backend:up`,
// in Debian's Chromium with the CPU slowed 4x (a phone). Prints one table: per screen the time
// from navigation until its content is on screen, the total blocking time of long tasks (ms over
// 50 in each task) in that window, and what was rendered; then the time to read an older page of
// the chat. Every figure is the median of BENCH_RUNS (5) loads. A report: exit code 0 unless the
// benchmark itself failed.
// BENCH_FRIENDS (300), BENCH_MESSAGES (3000), BENCH_NOTIFICATIONS (2500) set the sizes.
/* global window, document -- page functions run in the page */
import pg from 'pg'
import { authStorageKey, passwordSession, signUp } from './web/auth.mjs'
import { backendBuildEnv, backendUp, freePort } from './web/backend.mjs'
import { withBrowser } from './web/browser.mjs'
import { cleanUp } from './web/cleanup.mjs'
import { median } from './web/lighthouse-runs.mjs'
import { serveBuild } from './web/server.mjs'

const FRIENDS = Number(process.env.BENCH_FRIENDS ?? 300)
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000)
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 2500)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const CPU_SLOWDOWN = 4
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Writes the member's world as the superuser: friends, one long conversation, many notifications. */
async function seed(databaseUrl, member) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
         confirmation_token, recovery_token, email_change_token_new, email_change)
       select '00000000-0000-0000-0000-000000000000', md5('friends-bench-' || g)::uuid, 'authenticated', 'authenticated',
              'friends-bench-' || g || '@example.com', '', now(), '{"provider": "email", "providers": ["email"]}',
              jsonb_build_object('name', 'Friend ' || g), now(), now(), '', '', '', ''
         from generate_series(1, $1) as g`,
      [FRIENDS],
    )
    await db.query(
      `insert into public.friendships (requester_id, addressee_id, status)
       select md5('friends-bench-' || g)::uuid, $1, 'accepted' from generate_series(1, $2) as g`,
      [member.id, FRIENDS],
    )
    const friend = (await db.query(`select md5('friends-bench-1')::uuid as id`)).rows[0].id
    // The conversation: alternating, oldest first, all read (notifications are written separately).
    await db.query(`alter table public.direct_messages disable trigger user`)
    await db.query(
      `insert into public.direct_messages (sender_id, recipient_id, body, created_at, read_at)
       select case when n % 2 = 0 then $1::uuid else $2::uuid end, case when n % 2 = 0 then $2::uuid else $1::uuid end,
              'Message ' || n || ': how did the week go? Slowly, and that was good.',
              now() - ($3 - n) * interval '1 minute', now()
         from generate_series(1, $3) as n`,
      [friend, member.id, MESSAGES],
    )
    await db.query(`alter table public.direct_messages enable trigger user`)
    await db.query(
      `insert into public.notifications (user_id, type, title, message, data, created_at, read_at)
       select $1, 'message', 'New message from Friend ' || (1 + n % $3), 'Message ' || n,
              jsonb_build_object('senderId', md5('friends-bench-' || (1 + n % $3))::text),
              now() - n * interval '1 minute', case when n > 20 then now() end
         from generate_series(1, $2) as n`,
      [member.id, NOTIFICATIONS, FRIENDS],
    )
    return friend
  } finally {
    await db.end()
  }
}

/** Loads `url` in a new page signed in as `member` and measures until `ready` holds in the page. */
async function measure(browser, { url, storageKey, session, ready, detail }) {
  const page = await browser.newPage()
  await page.setViewport({ width: 412, height: 915 })
  const cdp = await page.createCDPSession()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.evaluateOnNewDocument(
    (key, value) => {
      localStorage.setItem(key, value)
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration])
      }).observe({ type: 'longtask', buffered: true })
    },
    storageKey,
    JSON.stringify(session),
  )
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  await page.waitForFunction(ready, { timeout: 60_000, polling: 'raf' })
  const figures = await page.evaluate(() => {
    const at = performance.now()
    const blocking = window.__longTasks
      .filter(([start]) => start < at)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
    return { ms: at, tbt: blocking }
  })
  const shown = await page.evaluate(detail)
  return { page, ...figures, shown }
}

async function main() {
  const apiPort = await freePort()
  const appPort = Number(process.env.BENCH_FRIENDS_PORT ?? 4339)
  console.error(`==> backend on ${apiPort}, build on ${appPort}`)
  const backend = await backendUp(apiPort, [`http://127.0.0.1:${appPort}`])
  await serveBuild({ port: appPort, outDir: 'dist-bench-friends', env: await backendBuildEnv(backend) })
  const member = await signUp(backend, 'Mira Many')
  console.error(`==> seeding ${FRIENDS} friends, ${MESSAGES} messages, ${NOTIFICATIONS} notifications`)
  const friend = await seed(backend.databaseUrl, member)
  const storageKey = authStorageKey(backend.supabaseUrl)
  const base = `http://127.0.0.1:${appPort}`

  const screens = [
    {
      name: '/friends',
      url: `${base}/friends`,
      // The first page of friends (60) and 'Show more friends' for the rest.
      ready: `document.querySelectorAll('[aria-labelledby="my-friends-heading"] > li').length >= ${Math.min(FRIENDS, 60)}`,
      detail: () =>
        `${document.querySelectorAll('[aria-labelledby="my-friends-heading"] > li').length} of the friends shown`,
    },
    {
      name: '/friends/{id}',
      url: `${base}/friends/${friend}`,
      ready: `Boolean([...document.querySelectorAll('[role="log"] li')].at(-1)?.textContent?.includes('Message ${MESSAGES}:'))`,
      detail: () => `${document.querySelectorAll('[role="log"] li').length} messages`,
      older: true,
    },
    {
      name: '/notifications',
      url: `${base}/notifications`,
      ready: `document.querySelectorAll('main li').length >= ${Math.min(NOTIFICATIONS, 100)}`,
      detail: () => `${document.querySelectorAll('main li').length} notifications`,
    },
  ]

  const rows = await withBrowser(chromePath, async (browser) => {
    const out = []
    for (const screen of screens) {
      const runs = []
      const olderRuns = []
      for (let i = 0; i < RUNS; i++) {
        const session = await passwordSession(backend, member)
        const { page, ms, tbt, shown } = await measure(browser, { ...screen, storageKey, session })
        runs.push({ ms, tbt, shown })
        if (screen.older) {
          // Scroll to the top: the next older page of 50 is read and shown above.
          const before = await page.evaluate(() => document.querySelectorAll('[role="log"] li').length)
          const started = await page.evaluate(() => {
            document.querySelector('[role="log"]')?.scrollTo({ top: 0 })
            return performance.now()
          })
          await page.waitForFunction(`document.querySelectorAll('[role="log"] li').length > ${before}`, {
            timeout: 30_000,
            polling: 'raf',
          })
          olderRuns.push((await page.evaluate(() => performance.now())) - started)
        }
        await page.close()
      }
      out.push({
        screen: screen.name,
        'content on screen ms': Math.round(median(runs.map((r) => r.ms))),
        'TBT ms': Math.round(median(runs.map((r) => r.tbt))),
        shown: runs[0].shown,
        'older page ms': olderRuns.length ? Math.round(median(olderRuns)) : '',
      })
    }
    return out
  })
  console.log(
    `\nbench:friends: a member with ${FRIENDS} friends, a chat of ${MESSAGES} messages and ${NOTIFICATIONS} notifications;` +
      ` backend build, Chromium, CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS} loads`,
  )
  console.table(rows)
}

try {
  await main()
} catch (error) {
  console.error(`bench:friends failed: ${error.stack ?? error}`)
  process.exitCode = 1
} finally {
  await cleanUp()
}
