// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ChatRow } from './chat-source'
import {
  markChatRead,
  mergeChat,
  moderateChatRow,
  newestConfirmedAt,
  seenMessageId,
  withoutChatRow,
} from './merge-chat'

const row = (id: string, minute: number, over: Partial<ChatRow> = {}): ChatRow => ({
  id,
  mine: true,
  text: id,
  createdAt: new Date(Date.UTC(2026, 10, 25, 10, minute)).toISOString(),
  readAt: null,
  ...over,
})

describe('mergeChat', () => {
  it('appends live messages oldest first and never doubles one (an echo replaces the optimistic copy)', () => {
    const rows = [row('a', 1), row('b', 2, { pending: true })]
    const merged = mergeChat(rows, [row('c', 3, { mine: false }), row('b', 2)])
    expect(merged.map((r) => r.id)).toEqual(['a', 'b', 'c'])
    expect(merged[1]!.pending).toBeUndefined()
    expect(mergeChat(merged, [row('c', 3, { mine: false })])).toHaveLength(3)
  })

  it('puts an older page before the loaded ones and keeps the array when nothing comes', () => {
    const rows = [row('c', 3)]
    expect(mergeChat(rows, [row('a', 1), row('b', 2)]).map((r) => r.id)).toEqual(['a', 'b', 'c'])
    expect(mergeChat(rows, [])).toBe(rows)
  })
})

describe('read receipts', () => {
  it("marks the member's messages read and shows 'Seen' on the newest read one", () => {
    const rows = [row('a', 1), row('b', 2), row('c', 3, { mine: false })]
    expect(seenMessageId(rows)).toBeUndefined()
    const read = markChatRead(rows, ['a', 'b'], '2026-11-25T10:05:00.000Z')
    expect(seenMessageId(read)).toBe('b')
    expect(markChatRead(read, ['x'], '2026-11-25T10:06:00.000Z')).toBe(read)
  })

  it("keeps 'Seen' when the insert's answer arrives after the friend's live read receipt", () => {
    const readAt = '2026-11-25T10:05:00.000Z'
    const read = markChatRead([row('a', 1, { pending: true })], ['a'], readAt)
    const merged = mergeChat(read, [row('a', 1)])
    expect(merged[0]).toMatchObject({ id: 'a', readAt })
    expect(merged[0]!.pending).toBeUndefined()
    expect(seenMessageId(merged)).toBe('a')
  })
})

describe('rollback and catch-up', () => {
  it('drops a refused optimistic message and catches up from the newest confirmed one', () => {
    const rows = [row('a', 1), row('b', 2, { pending: true })]
    expect(withoutChatRow(rows, 'b').map((r) => r.id)).toEqual(['a'])
    expect(newestConfirmedAt(rows)).toBe(rows[0]!.createdAt)
    expect(newestConfirmedAt([])).toBeUndefined()
  })

  it('keeps messages of the same time in the order they came in', () => {
    const same = '2026-11-25T10:00:00.000Z'
    const row = (id: string) => ({ id, mine: true, text: id, createdAt: same, readAt: null })
    const merged = mergeChat([row('z-first')], [row('a-second'), row('m-third')])
    expect(merged.map((r) => r.id)).toEqual(['z-first', 'a-second', 'm-third'])
  })
})

describe('moderation', () => {
  it("hides the friend's message (its text goes) and keeps the member's own text, with the state", () => {
    const rows = [row('mine', 1), row('theirs', 2, { mine: false, text: 'Rude words' })]
    const hidden = moderateChatRow(moderateChatRow(rows, 'theirs', 'hidden_pending'), 'mine', 'hidden')
    expect(hidden.map((r) => [r.id, r.text, r.moderationState])).toEqual([
      ['mine', 'mine', 'hidden'],
      ['theirs', '', 'hidden_pending'],
    ])
    expect(rows[1]!.text).toBe('Rude words')
    expect(moderateChatRow(rows, 'elsewhere', 'hidden')).toBe(rows)
  })

  it('a message shown again (read again) replaces the hidden copy with its text and no state', () => {
    const hidden = [row('theirs', 2, { mine: false, text: '', moderationState: 'hidden' })]
    expect(mergeChat(hidden, [row('theirs', 2, { mine: false, text: 'Fine after all' })])).toEqual([
      row('theirs', 2, { mine: false, text: 'Fine after all' }),
    ])
  })

  it('a removed message leaves the chat', () => {
    const rows = [row('a', 1), row('b', 2)]
    expect(withoutChatRow(rows, 'b').map((r) => r.id)).toEqual(['a'])
  })
})
