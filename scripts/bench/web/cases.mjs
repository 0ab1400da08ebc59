// The three visitors bench:web measures. A case says which build it needs, what happens to a page
// before the measured load (`prepare`), whether Lighthouse keeps the storage, its /dashboard
// JavaScript budget and how it finds a real friend for /friends/{id}.
import { authStorageKey, passwordSession } from './auth.mjs'
import { daysAheadMs, seedStorage, shiftClock } from './browser.mjs'
import { GUEST_ROUTES, MEMBER_ROUTES } from './config.mjs'
import { firstFriendId } from './visit.mjs'

const localDay = (date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** What a returning guest has saved: a theme and a journal entry of their own (the journal store's shape). */
function guestSavedData() {
  const entry = {
    id: 1,
    title: 'Back again',
    date: localDay(new Date()),
    prompt: 'No prompt used',
    content: 'Came back to write a little more. The quiet helps.',
    tags: ['return'],
    favorite: false,
  }
  return { theme: 'light', 'nexus:journal': JSON.stringify({ state: { entries: [entry] }, version: 1 }) }
}

/** A guest's first visit BENCH_DAYS_AHEAD days after the build: the prerendered page must count as stale. */
export function laterDayCase(config, base) {
  const offset = daysAheadMs(config.daysAhead)
  const prepare = (page) => shiftClock(page, offset)
  return {
    name: 'later-day',
    build: 'guest',
    routes: GUEST_ROUTES,
    jsBudgetKb: 130,
    keepsStorage: false,
    expectedPrerender: 'stale',
    prepare,
    friendId: () => firstFriendId(config.chromePath, `${base}/friends`, prepare),
  }
}

/** A guest coming back on the build's day with saved data (theme, a journal entry) in localStorage. */
export function returningGuestCase(config, base) {
  const prepare = (page) => seedStorage(page, base, guestSavedData())
  return {
    name: 'returning-guest',
    build: 'guest',
    routes: GUEST_ROUTES,
    jsBudgetKb: 130,
    keepsStorage: true,
    expectedPrerender: 'stale',
    prepare,
    friendId: () => firstFriendId(config.chromePath, `${base}/friends`, prepare),
  }
}

/**
 * The seeded member of the backend build, signed in before the load: a fresh supabase-js session
 * in localStorage under the app's key for every load, as a member who signed in earlier has.
 */
export function memberCase(config, base, backend, seeded) {
  const key = authStorageKey(backend.supabaseUrl)
  return {
    name: 'member',
    build: 'member',
    routes: MEMBER_ROUTES,
    jsBudgetKb: 170,
    keepsStorage: true,
    expectedPrerender: undefined,
    prepare: async (page) =>
      seedStorage(page, base, { [key]: JSON.stringify(await passwordSession(backend, seeded.member)) }),
    friendId: async () => seeded.friend.id,
  }
}
