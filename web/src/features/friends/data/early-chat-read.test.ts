// @vitest-environment node
import { vi } from 'vitest'
import { readMemberSession } from '@/lib/auth/member-session'
import { readChatEarly, takeEarlyChatPage } from './early-chat-read'
import { createSupabaseChatSource } from './supabase-chat-source'

const memberId = '5eed0000-0000-4000-8000-000000000001'
const friendId = '5eed0000-0000-4000-8000-000000000002'
const token = (claims: object) => `e30.${btoa(JSON.stringify(claims))}.sig`
const memberSession = { access_token: token({ aal: 'aal1' }), user: { id: memberId, factors: [] } }

/** A message of `conversation()`'s answer, sent by the friend to the member. */
const message = (id: string, body: string) => ({
  id,
  sender_id: friendId,
  recipient_id: memberId,
  body,
  created_at: '2026-11-29T10:00:00.000Z',
  read_at: null,
})

/** A client whose session is `session` and whose `conversation()` answers `answer`, recording each call. */
function fakeClient(session: object | null, answer: { data: unknown; error: unknown } = { data: [], error: null }) {
  const calls: [string, unknown][] = []
  const client = {
    auth: { getSession: vi.fn(async () => ({ data: { session } })) },
    rpc: vi.fn(async (fn: string, args: unknown) => {
      calls.push([fn, args])
      return { status: answer.error ? 400 : 200, ...answer }
    }),
  }
  return { client, calls, load: async () => client as never }
}

describe('readChatEarly', () => {
  it("asks for the newest page of a chat's address as the app starts, and the member's chat source shows it without asking again", async () => {
    const { client, calls, load } = fakeClient(memberSession, {
      data: [message('m-1', 'Busy, but good.')],
      error: null,
    })
    await readChatEarly(`/friends/${friendId}`, readMemberSession(load))
    expect(calls).toEqual([['conversation', { p_friend: friendId, p_limit: 50 }]])

    const hub = { subscribe: vi.fn(() => () => undefined) }
    const source = createSupabaseChatSource({ memberId, loadClient: async () => client, hub: hub as never })
    const page = await source.listPage(friendId)
    expect(page.rows.map((row) => row.text)).toEqual(['Busy, but good.'])
    expect(calls).toHaveLength(1)

    // Taken once: reading the chat again asks the database.
    await source.listPage(friendId)
    expect(calls).toHaveLength(2)
  })

  it('hands the page to nobody else: another chat, another member, or a read after it was taken', async () => {
    const { load } = fakeClient(memberSession)
    await readChatEarly(`/friends/${friendId}`, readMemberSession(load))
    expect(await takeEarlyChatPage('5eed0000-0000-4000-8000-000000000003', memberId)).toBeNull()
    await readChatEarly(`/friends/${friendId}`, readMemberSession(load))
    expect(await takeEarlyChatPage(friendId, 'someone-else')).toBeNull()
    expect(await takeEarlyChatPage(friendId, memberId)).toBeNull()
  })

  it("reads the chat at its older address '/chat/{id}' too", async () => {
    const { calls, load } = fakeClient(memberSession)
    await readChatEarly(`/chat/${friendId}`, readMemberSession(load))
    expect(calls).toEqual([['conversation', { p_friend: friendId, p_limit: 50 }]])
    expect(await takeEarlyChatPage(friendId, memberId)).toMatchObject({ error: null })
  })

  it("gives the database's refusal as it came, so the chat shows why it could not be loaded", async () => {
    const refused = { code: 'XX000', message: 'internal error' }
    const { client, load } = fakeClient(memberSession, { data: null, error: refused })
    await readChatEarly(`/friends/${friendId}`, readMemberSession(load))
    const hub = { subscribe: vi.fn(() => () => undefined) }
    const source = createSupabaseChatSource({ memberId, loadClient: async () => client, hub: hub as never })
    await expect(source.listPage(friendId)).rejects.toThrow('This conversation could not be loaded.')
  })

  it('asks nothing for another address, a guest, or a session still owing its second factor, and never rejects', async () => {
    const other = fakeClient(memberSession)
    await readChatEarly('/friends', readMemberSession(other.load))
    await readChatEarly('/friends/not-an-id', readMemberSession(other.load))
    await readChatEarly(`/rooms/${friendId}`, readMemberSession(other.load))
    expect(other.calls).toEqual([])

    const guest = fakeClient(null)
    await readChatEarly(`/friends/${friendId}`, readMemberSession(guest.load))
    const owing = fakeClient({
      access_token: token({ aal: 'aal1' }),
      user: { id: memberId, factors: [{ status: 'verified' }] },
    })
    await readChatEarly(`/friends/${friendId}`, readMemberSession(owing.load))
    expect([...guest.calls, ...owing.calls]).toEqual([])
    expect(await takeEarlyChatPage(friendId, memberId)).toBeNull()

    const offline = {
      ...fakeClient(memberSession).client,
      rpc: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    }
    await expect(
      readChatEarly(
        `/friends/${friendId}`,
        readMemberSession(async () => offline as never),
      ),
    ).resolves.toBeUndefined()
    expect(await takeEarlyChatPage(friendId, memberId)).toBeNull()
  })
})
