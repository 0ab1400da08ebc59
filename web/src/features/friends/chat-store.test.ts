import { vi } from 'vitest'
import { NO_MEMES_REASON, SAFE_PLACE_REASON } from '@/lib/moderation/check-message'
import { setStorageScope } from '@/lib/persist/scope'
import { CANNED_REPLIES, CHAT_REPLY_DELAY_MS, messagesOf, sendChatMessage, useChatStore } from './chat-store'

const maya = { id: 'maya-chen', name: 'Maya Chen' }
const chat = () => messagesOf(useChatStore.getState(), maya)

afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
})

describe('chat store', () => {
  it('starts a chat with the friend greeting, stored once it is opened', () => {
    expect(chat()).toEqual([
      expect.objectContaining({ sender: 'them', text: "Hi! It's Maya. How have you been lately?" }),
    ])
    expect(useChatStore.getState().chats).toEqual({})
    const at = new Date('2026-03-01T10:00:00Z')
    useChatStore.getState().openChat(maya, at)
    useChatStore.getState().openChat(maya, new Date('2026-03-02T10:00:00Z'))
    expect(useChatStore.getState().chats['maya-chen']).toEqual([
      expect.objectContaining({ sender: 'them', timestamp: at.toISOString() }),
    ])
  })

  it('sends a trimmed message at once and the canned reply 2 s later', async () => {
    vi.useFakeTimers()
    const result = await sendChatMessage(maya, '  I had a long week  ')
    expect(result.status).toBe('sent')
    expect(chat().map((m) => [m.sender, m.text])).toEqual([
      ['them', "Hi! It's Maya. How have you been lately?"],
      ['me', 'I had a long week'],
    ])
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1)
    expect(chat()).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(chat().at(-1)).toMatchObject({ sender: 'them', text: CANNED_REPLIES[0] })
    expect(CHAT_REPLY_DELAY_MS).toBe(2000)

    await sendChatMessage(maya, 'Second thought')
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS)
    expect(chat().at(-1)).toMatchObject({ sender: 'them', text: CANNED_REPLIES[1] })
  })

  it('never puts the reply into the chats of someone who signed in within the 2 s', async () => {
    vi.useFakeTimers()
    await sendChatMessage(maya, 'Sent as a guest')
    setStorageScope('member-1')
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS)
    expect(chat().map((m) => m.sender)).toEqual(['them'])
    const member = JSON.parse(localStorage.getItem('nexus:friend-chats:member-1') ?? '{"state":{"chats":{}}}') as {
      state: { chats: Record<string, unknown[]> }
    }
    expect(member.state.chats['maya-chen']).toBeUndefined()
  })

  it('keeps each chat in storage under its friend id', async () => {
    vi.useFakeTimers()
    await sendChatMessage(maya, 'Kept')
    const stored = JSON.parse(localStorage.getItem('nexus:friend-chats')!) as {
      state: { chats: Record<string, { text: string }[]> }
    }
    expect(stored.state.chats['maya-chen']!.map((m) => m.text)).toContain('Kept')
    expect(stored.state.chats['sam-rivera']).toBeUndefined()
  })

  it('does not send blank text', async () => {
    vi.useFakeTimers()
    expect(await sendChatMessage(maya, '  \n ')).toEqual({ status: 'blank' })
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS)
    expect(useChatStore.getState().chats).toEqual({})
  })

  it('refuses what the content check refuses, with its reason, and sends no reply', async () => {
    vi.useFakeTimers()
    expect(await sendChatMessage(maya, 'you are a BASTARD')).toEqual({ status: 'refused', reason: SAFE_PLACE_REASON })
    expect(await sendChatMessage(maya, 'look at this funny.GIF')).toEqual({
      status: 'refused',
      reason: NO_MEMES_REASON,
    })
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS)
    expect(useChatStore.getState().chats).toEqual({})
  })
})
