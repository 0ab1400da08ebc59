import { act, renderHook, waitFor } from '@testing-library/react'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { MembersSourceError } from '@/lib/member/members-db'
import type { ChatLiveHandlers, ChatRow, ChatSource } from './data/chat-source'
import { useChat } from './use-chat'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))

afterEach(() => vi.mocked(toast).mockClear())

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute)).toISOString()
const theirs = (id: string, minute: number): ChatRow => ({
  id,
  mine: false,
  text: id,
  createdAt: at(minute),
  readAt: null,
})

/** A chat source in memory: `rows` is the history, `refuse` the reason the next send is refused with. */
function fakeSource(rows: ChatRow[]) {
  const handlers: ChatLiveHandlers[] = []
  const source = {
    refuse: null as string | null,
    markRead: vi.fn(() => Promise.resolve()),
    key: 'fake',
    listPage: vi.fn(() => Promise.resolve({ rows: [...rows], older: null })),
    listAfter: vi.fn((_friend: string, after: string) => Promise.resolve(rows.filter((row) => row.createdAt > after))),
    send: vi.fn(({ id, body }: { id: string; friendId: string; body: string }) =>
      source.refuse
        ? Promise.reject(new MembersSourceError('refused', source.refuse))
        : Promise.resolve({ id, mine: true, text: body, createdAt: at(30), readAt: null }),
    ),
    subscribe: (h: ChatLiveHandlers) => {
      handlers.push(h)
      return () => undefined
    },
    emit: (call: (h: ChatLiveHandlers) => void) => act(() => handlers.forEach(call)),
  }
  return source satisfies ChatSource & Record<string, unknown>
}

describe('useChat', () => {
  it('loads the history, appends live messages once and marks the friend’s read', async () => {
    const source = fakeSource([theirs('a', 1)])
    const { result } = renderHook(() => useChat(source, 'ada'))
    await waitFor(() => expect(result.current.loaded).toBe(true))
    expect(result.current.messages.map((m) => m.text)).toEqual(['a'])
    source.emit((h) => h.onEvent?.({ type: 'message', friendId: 'ada', row: theirs('b', 2) }))
    source.emit((h) => h.onEvent?.({ type: 'message', friendId: 'ada', row: theirs('b', 2) }))
    source.emit((h) => h.onEvent?.({ type: 'message', friendId: 'bo', row: theirs('c', 3) }))
    expect(result.current.messages.map((m) => m.text)).toEqual(['a', 'b'])
    expect(source.markRead).toHaveBeenCalledWith('ada')
  })

  it('follows moderation live: a hidden message loses its text with the state, one shown again gets it back, a removed one goes', async () => {
    const source = fakeSource([theirs('a', 1), theirs('b', 2)])
    const { result } = renderHook(() => useChat(source, 'ada'))
    await waitFor(() => expect(result.current.loaded).toBe(true))
    source.emit((h) => h.onEvent?.({ type: 'moderated', id: 'a', moderationState: 'hidden_pending' }))
    expect(result.current.messages.map((m) => [m.id, m.text, m.moderationState])).toEqual([
      ['a', '', 'hidden_pending'],
      ['b', 'b', undefined],
    ])
    source.emit((h) => h.onEvent?.({ type: 'message', friendId: 'ada', row: theirs('a', 1) }))
    expect(result.current.messages.map((m) => [m.id, m.text, m.moderationState])).toEqual([
      ['a', 'a', undefined],
      ['b', 'b', undefined],
    ])
    source.emit((h) => h.onEvent?.({ type: 'removed', id: 'b' }))
    source.emit((h) => h.onEvent?.({ type: 'removed', id: 'elsewhere' }))
    expect(result.current.messages.map((m) => m.id)).toEqual(['a'])
  })

  it('shows a message sent after the first page was read and before the live channel connected', async () => {
    const history = [theirs('a', 1)]
    const source = fakeSource(history)
    const { result } = renderHook(() => useChat(source, 'ada'))
    await waitFor(() => expect(result.current.loaded).toBe(true))
    history.push(theirs('in between', 2))
    source.emit((h) => h.onConnected?.())
    await waitFor(() => expect(result.current.messages.map((m) => m.text)).toEqual(['a', 'in between']))
  })

  it("sends optimistically, shows 'Seen' once the friend has read it, and catches up after a reconnect", async () => {
    const history = [theirs('a', 1)]
    const source = fakeSource(history)
    const { result } = renderHook(() => useChat(source, 'ada'))
    await waitFor(() => expect(result.current.loaded).toBe(true))
    let sent = false
    await act(async () => {
      sent = await result.current.send('  hello  ')
    })
    expect(sent).toBe(true)
    const mine = result.current.messages.at(-1)!
    expect(mine).toMatchObject({ sender: 'me', text: 'hello' })
    source.emit((h) => h.onEvent?.({ type: 'read', readerId: 'ada', ids: [mine.id], readAt: at(31) }))
    expect(result.current.seenId).toBe(mine.id)

    source.emit((h) => h.onConnected?.())
    history.push(theirs('missed', 40))
    source.emit((h) => h.onConnected?.())
    await waitFor(() => expect(result.current.messages.map((m) => m.text)).toEqual(['a', 'hello', 'missed']))
  })

  it('takes a refused message back, shows the reason and keeps the text for the composer', async () => {
    const source = fakeSource([])
    const { result } = renderHook(() => useChat(source, 'ada'))
    await waitFor(() => expect(result.current.loaded).toBe(true))
    source.refuse = 'This member is not accepting your messages.'
    let sent = true
    await act(async () => {
      sent = await result.current.send('are you there?')
    })
    expect(sent).toBe(false)
    expect(result.current.messages).toEqual([])
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'This member is not accepting your messages.', variant: 'destructive' }),
    )
  })
})
