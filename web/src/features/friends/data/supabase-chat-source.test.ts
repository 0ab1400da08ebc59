import { createSupabaseChatSource } from './supabase-chat-source'

function sourceWith(answer: { data: unknown; error: { code?: string; message?: string } | null }) {
  const rpc = vi.fn(async () => answer)
  const hub = { subscribe: vi.fn(() => () => undefined) }
  const source = createSupabaseChatSource({ memberId: 'me', loadClient: async () => ({ rpc }), hub: hub as never })
  return { source, rpc }
}

describe('the Supabase chat source: a member who left Nexus', () => {
  it('asks member_left() about the other person and says true when their account is gone', async () => {
    const { source, rpc } = sourceWith({ data: true, error: null })
    await expect(source.hasLeft!('gone-id')).resolves.toBe(true)
    expect(rpc).toHaveBeenCalledWith('member_left', { p_id: 'gone-id' })
  })

  it('says false for a member who is still here', async () => {
    const { source } = sourceWith({ data: false, error: null })
    await expect(source.hasLeft!('friend-id')).resolves.toBe(false)
  })

  it('rejects with a message to show when the database refuses', async () => {
    const { source } = sourceWith({ data: null, error: { code: 'XX000', message: 'boom' } })
    await expect(source.hasLeft!('friend-id')).rejects.toThrow('This conversation could not be loaded.')
  })
})

describe('the Supabase chat source: moderation live', () => {
  type Listener = { onBroadcast: (event: string, payload: unknown) => void }
  function liveSource(select: () => Promise<{ data: unknown; error: { message: string } | null }>) {
    const listeners: Listener[] = []
    const hub = {
      subscribe: vi.fn((_id: string, listener: Listener) => {
        listeners.push(listener)
        return vi.fn()
      }),
    }
    const eq = vi.fn(() => ({ maybeSingle: select }))
    const from = vi.fn(() => ({ select: vi.fn(() => ({ eq })) }))
    const source = createSupabaseChatSource({ memberId: 'me', loadClient: async () => ({ from }), hub: hub as never })
    const onEvent = vi.fn()
    const onResync = vi.fn()
    const stop = source.subscribe({ onEvent, onResync })
    return { listener: listeners[0]!, onEvent, onResync, from, eq, stop }
  }

  it('passes on a hidden message and a removed one from the member topic', () => {
    const { listener, onEvent, from } = liveSource(async () => ({ data: null, error: null }))
    listener.onBroadcast('message_moderated', { id: 'm1', moderation_state: 'hidden_pending' })
    listener.onBroadcast('message_moderated', { id: 'm2', moderation_state: 'hidden' })
    listener.onBroadcast('message_moderated', { id: 'm3', moderation_state: 'gone' })
    listener.onBroadcast('message_deleted', { id: 'm4' })
    listener.onBroadcast('message_deleted', { nope: true })
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { type: 'moderated', id: 'm1', moderationState: 'hidden_pending' },
      { type: 'moderated', id: 'm2', moderationState: 'hidden' },
      { type: 'removed', id: 'm4' },
    ])
    expect(from).not.toHaveBeenCalled()
  })

  it('reads a message shown again from direct_messages and passes it on with its text', async () => {
    const row = {
      id: 'm1',
      sender_id: 'friend',
      recipient_id: 'me',
      body: 'Fine after all',
      created_at: '2026-11-25T10:00:00.000Z',
      read_at: null,
      moderation_state: null,
    }
    const { listener, onEvent, from, eq } = liveSource(async () => ({ data: row, error: null }))
    listener.onBroadcast('message_moderated', { id: 'm1', moderation_state: null })
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalled())
    expect(from).toHaveBeenCalledWith('direct_messages')
    expect(eq).toHaveBeenCalledWith('id', 'm1')
    expect(onEvent).toHaveBeenCalledWith({
      type: 'message',
      friendId: 'friend',
      row: { id: 'm1', mine: false, text: 'Fine after all', createdAt: '2026-11-25T10:00:00.000Z', readAt: null },
    })
  })

  it('reads the chat again when a message shown again cannot be read, and nothing once stopped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing = liveSource(async () => ({ data: null, error: { message: 'Network down' } }))
    failing.listener.onBroadcast('message_moderated', { id: 'm1', moderation_state: null })
    await vi.waitFor(() => expect(failing.onResync).toHaveBeenCalledTimes(1))
    expect(failing.onEvent).not.toHaveBeenCalled()

    const stopped = liveSource(async () => ({ data: null, error: { message: 'Network down' } }))
    stopped.listener.onBroadcast('message_moderated', { id: 'm1', moderation_state: null })
    stopped.stop()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(stopped.onResync).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
