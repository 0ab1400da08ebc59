/** The Inner Room holds at most this many members (browsers granted access). */
export const INNER_ROOM_CAPACITY = 250
/** What a browser refused entry is told (the 'Access Denied' toast). */
export const INNER_ROOM_FULL_MESSAGE = `The Inner Room has reached its maximum capacity of ${INNER_ROOM_CAPACITY} members.`

/**
 * localStorage key of the flag that this browser has been let into the Inner Room: the string
 * 'true' once granted. Per browser, not per person: the rule counts browsers.
 */
export const INNER_ROOM_ACCESS_KEY = 'innerRoomAccess'
/**
 * localStorage key of the number of browsers let into the Inner Room so far, as a decimal
 * integer string ('0' to '250'). Absent means 0.
 */
export const INNER_ROOM_COUNT_KEY = 'innerRoomUserCount'

/** The storage the rule reads and writes (localStorage, or a wrapper with the same two methods). */
export interface InnerRoomStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** The outcome of {@link enterInnerRoom}. */
export type InnerRoomDecision = 'granted' | 'denied'

function readFlag(storage: InnerRoomStorage): boolean {
  const raw = storage.getItem(INNER_ROOM_ACCESS_KEY)
  if (raw === null || raw === 'false') return false
  if (raw === 'true') return true
  console.warn(`Ignoring an unreadable "${INNER_ROOM_ACCESS_KEY}" value.`, raw)
  return false
}

function readCount(storage: InnerRoomStorage): number {
  const raw = storage.getItem(INNER_ROOM_COUNT_KEY)
  if (raw === null) return 0
  const count = /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : NaN
  if (Number.isSafeInteger(count)) return count
  console.warn(`Ignoring an unreadable "${INNER_ROOM_COUNT_KEY}" value.`, raw)
  return 0
}

/**
 * The Inner Room capacity rule, run when a browser opens the room. A browser that already has
 * the access flag enters (the counter is unchanged). Otherwise, while the counter is under
 * {@link INNER_ROOM_CAPACITY}, access is granted: the counter goes up by one and the flag is
 * set. Otherwise access is denied and nothing is written. A value that cannot be read (not
 * 'true'/'false', not a whole number) counts as absent, with a console.warn; never throws
 * unless `storage` itself does.
 */
export function enterInnerRoom(storage: InnerRoomStorage): InnerRoomDecision {
  if (readFlag(storage)) return 'granted'
  const count = readCount(storage)
  if (count >= INNER_ROOM_CAPACITY) return 'denied'
  storage.setItem(INNER_ROOM_COUNT_KEY, String(count + 1))
  storage.setItem(INNER_ROOM_ACCESS_KEY, 'true')
  return 'granted'
}
