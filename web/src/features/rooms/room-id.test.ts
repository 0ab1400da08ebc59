// @vitest-environment node
import { canonicalRoomId, isAnonymousRoom, roomTitle } from './room-id'

describe('room ids', () => {
  it('maps the shell aliases to the rooms they name', () => {
    expect(canonicalRoomId('anonymous')).toBe('anonymous-confessions')
    expect(canonicalRoomId('void')).toBe('the-void')
    expect(canonicalRoomId('anonymous-confessions')).toBe('anonymous-confessions')
    expect(canonicalRoomId('the-void')).toBe('the-void')
  })

  it('keeps any other slug, trimmed and lower-cased', () => {
    expect(canonicalRoomId('lounge')).toBe('lounge')
    expect(canonicalRoomId(' Dreams ')).toBe('dreams')
    expect(canonicalRoomId('VOID')).toBe('the-void')
    expect(canonicalRoomId('unknown-id-42')).toBe('unknown-id-42')
  })

  it('refuses missing, blank, over-long and non-slug ids', () => {
    for (const bad of [undefined, null, '', '   ', 'a b', '__proto__', 'constructor!', '-x', 'x--y', 'x'.repeat(65)]) {
      expect(canonicalRoomId(bad)).toBeNull()
    }
    expect(canonicalRoomId('x'.repeat(64))).toBe('x'.repeat(64))
  })

  it('titles a room by its id with hyphens as spaces', () => {
    expect(roomTitle('life-purpose')).toBe('life purpose')
    expect(roomTitle('the-void')).toBe('the void')
    expect(roomTitle('lounge')).toBe('lounge')
  })

  it('knows the anonymous room', () => {
    expect(isAnonymousRoom('anonymous-confessions')).toBe(true)
    expect(isAnonymousRoom('lounge')).toBe(false)
  })
})
