import { vi } from 'vitest'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { CANNED_REPLIES, CHAT_REPLY_DELAY_MS, useChatStore } from '../chat-store'
import type { ChatEvent } from './chat-source'
import { createLocalChatSource } from './local-chat-source'

const MAYA = 'maya-chen'

describe('the local chat source (the guest)', () => {
  afterEach(() => vi.useRealTimers())

  it("starts a chat with the friend's greeting, stored when first read", async () => {
    const source = createLocalChatSource()
    expect(source.peekPage!(MAYA).rows.map((r) => r.text)).toEqual(["Hi! It's Maya. How have you been lately?"])
    const page = await source.listPage(MAYA)
    expect(page).toMatchObject({ older: null, rows: [{ mine: false, readAt: null }] })
    expect(useChatStore.getState().chats[MAYA]).toHaveLength(1)
  })

  it("stores a message under the caller's id and sends the canned reply 2000 ms later as a live event", async () => {
    vi.useFakeTimers()
    const source = createLocalChatSource()
    await source.listPage(MAYA)
    const events: ChatEvent[] = []
    const stop = source.subscribe({ onEvent: (event) => events.push(event) })
    const row = await source.send({ id: 'uuid-1', friendId: MAYA, body: '  Hello there  ' })
    expect(row).toMatchObject({ id: 'uuid-1', mine: true, text: 'Hello there' })
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS)
    stop()
    expect(events.map((e) => e.type === 'message' && [e.friendId, e.row.mine, e.row.text])).toEqual([
      [MAYA, true, 'Hello there'],
      [MAYA, false, CANNED_REPLIES[0]],
    ])
  })

  it('refuses a message the content check refuses, with its reason, storing nothing', async () => {
    const source = createLocalChatSource()
    await source.listPage(MAYA)
    const before = useChatStore.getState().chats[MAYA]!.length
    await expect(source.send({ id: 'uuid-2', friendId: MAYA, body: 'this is a meme' })).rejects.toThrow(
      'No memes allowed in this space.',
    )
    expect(useChatStore.getState().chats[MAYA]).toHaveLength(before)
  })

  it("leaves out a blocked friend's messages and asks the screen to read again when the lists change", async () => {
    const source = createLocalChatSource()
    await source.send({ id: 'uuid-3', friendId: MAYA, body: 'Mine stays' })
    const resync = vi.fn()
    const stop = source.subscribe({ onResync: resync })
    usePrivacyStore.setState({ blockedUsers: ['Maya Chen'] })
    stop()
    expect(resync).toHaveBeenCalled()
    expect(source.isHidden!(MAYA)).toBe(true)
    expect((await source.listPage(MAYA)).rows.map((r) => r.text)).toEqual(['Mine stays'])
  })
})
