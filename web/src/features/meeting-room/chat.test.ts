// @vitest-environment node
import { appendOwnMessage, sampleMessages } from './chat'

const now = Date.UTC(2025, 0, 1, 12)

describe('appendOwnMessage', () => {
  it("appends the trimmed text as 'You' with the user's id and time", () => {
    const before = sampleMessages(now)
    const after = appendOwnMessage(before, '  Hello all  ', { id: 'own-1', userId: 'host-1', now })
    expect(after).toHaveLength(before.length + 1)
    expect(after.at(-1)).toEqual({ id: 'own-1', userId: 'host-1', name: 'You', message: 'Hello all', timestamp: now })
    expect(before).toHaveLength(2)
  })

  it('ignores a message that is empty after trimming', () => {
    const before = sampleMessages(now)
    expect(appendOwnMessage(before, '', { id: 'x', userId: 'host-1', now })).toBe(before)
    expect(appendOwnMessage(before, ' \n\t ', { id: 'x', userId: 'host-1', now })).toBe(before)
  })
})

describe('sampleMessages', () => {
  it('dates the samples before now, oldest first', () => {
    const [first, second] = sampleMessages(now)
    expect(first!.timestamp).toBeLessThan(second!.timestamp)
    expect(second!.timestamp).toBeLessThan(now)
  })
})
