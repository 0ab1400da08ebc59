// @vitest-environment node
import { vi } from 'vitest'
import {
  enterInnerRoom,
  INNER_ROOM_ACCESS_KEY,
  INNER_ROOM_CAPACITY,
  INNER_ROOM_COUNT_KEY,
  type InnerRoomStorage,
} from './inner-room-access'

function memoryStorage(initial: Record<string, string> = {}): InnerRoomStorage & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => (Object.hasOwn(data, key) ? data[key]! : null),
    setItem: (key, value) => {
      data[key] = value
    },
  }
}

describe('Inner Room capacity rule', () => {
  it('lets a new browser in while the counter is under 250, counting it once', () => {
    const storage = memoryStorage()
    expect(enterInnerRoom(storage)).toBe('granted')
    expect(storage.data).toEqual({ [INNER_ROOM_COUNT_KEY]: '1', [INNER_ROOM_ACCESS_KEY]: 'true' })
    // Entering again does not count again.
    expect(enterInnerRoom(storage)).toBe('granted')
    expect(storage.data[INNER_ROOM_COUNT_KEY]).toBe('1')
  })

  it('takes the 250th member, then refuses the next browser without writing', () => {
    const storage = memoryStorage({ [INNER_ROOM_COUNT_KEY]: '249' })
    expect(enterInnerRoom(storage)).toBe('granted')
    expect(storage.data[INNER_ROOM_COUNT_KEY]).toBe(String(INNER_ROOM_CAPACITY))

    const next = memoryStorage({ [INNER_ROOM_COUNT_KEY]: '250' })
    expect(enterInnerRoom(next)).toBe('denied')
    expect(next.data).toEqual({ [INNER_ROOM_COUNT_KEY]: '250' })
    expect(enterInnerRoom(memoryStorage({ [INNER_ROOM_COUNT_KEY]: '900' }))).toBe('denied')
  })

  it('lets a browser that already has access in, even when the room is full', () => {
    const storage = memoryStorage({ [INNER_ROOM_COUNT_KEY]: '250', [INNER_ROOM_ACCESS_KEY]: 'true' })
    expect(enterInnerRoom(storage)).toBe('granted')
    expect(storage.data[INNER_ROOM_COUNT_KEY]).toBe('250')
  })

  it('treats unreadable values as absent, with a warning, never a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = memoryStorage({ [INNER_ROOM_COUNT_KEY]: 'lots', [INNER_ROOM_ACCESS_KEY]: '{"yes":1}' })
    expect(enterInnerRoom(storage)).toBe('granted')
    expect(storage.data).toEqual({ [INNER_ROOM_COUNT_KEY]: '1', [INNER_ROOM_ACCESS_KEY]: 'true' })
    expect(warn).toHaveBeenCalledTimes(2)

    for (const bad of ['-3', '2.5', '', '1e3', '99999999999']) {
      warn.mockClear()
      expect(enterInnerRoom(memoryStorage({ [INNER_ROOM_COUNT_KEY]: bad }))).toBe('granted')
      expect(warn).toHaveBeenCalledTimes(1)
    }
  })

  it("reads 'false' and a missing flag as no access, without warning", () => {
    const warn = vi.spyOn(console, 'warn')
    expect(enterInnerRoom(memoryStorage({ [INNER_ROOM_ACCESS_KEY]: 'false', [INNER_ROOM_COUNT_KEY]: '250' }))).toBe(
      'denied',
    )
    expect(warn).not.toHaveBeenCalled()
  })
})
