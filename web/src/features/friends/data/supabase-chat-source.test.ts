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
