// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { fakeSupabase, type FakeReply } from '@/lib/data/fake-supabase'
import type { NexusRealtime } from '@/lib/supabase'
import type { MeetingTransport } from '../media/meeting-transport'
import type { MeetingSession, MeetingSource } from './meeting-source'
import { createSupabaseMeetingSource, MEETING_HEARTBEAT_MS, type MeetingStatePayload } from './supabase-meeting-source'

const ME = 'u-ada'
const HOST = 'u-bo'
const MEETING = 'm-1'

/** A private Realtime channel that records its handlers and lets the test send events and statuses. */
class FakeChannel {
  status: ((status: string, error?: Error) => void) | null = null
  readonly broadcasts = new Map<string, (message: { payload: unknown }) => void>()
  constructor(
    readonly topic: string,
    readonly options: unknown,
  ) {}
  on(_type: string, filter: { event: string }, callback: (message: { payload: unknown }) => void) {
    this.broadcasts.set(filter.event, callback)
    return this
  }
  subscribe(callback: (status: string) => void) {
    this.status = callback
    return this
  }
  send(event: string, payload: unknown) {
    this.broadcasts.get(event)?.({ payload })
  }
}

function state(overrides: Partial<MeetingStatePayload> = {}): MeetingStatePayload {
  return {
    meeting_id: MEETING,
    status: 'live',
    host_id: HOST,
    kind: 'community',
    participants: [
      {
        user_id: HOST,
        name: 'Bo Host',
        joined_at: '2026-11-29T10:00:00Z',
        hand_raised_at: null,
        muted_by_host: false,
        self_muted: false,
        camera_off: false,
      },
      {
        user_id: ME,
        name: 'Ada Member',
        joined_at: '2026-11-29T10:01:00Z',
        hand_raised_at: '2026-11-29T10:02:00Z',
        muted_by_host: true,
        self_muted: false,
        camera_off: true,
      },
    ],
    ...overrides,
  }
}

const message = (id: string, author: string, body: string, at = '2026-11-29T10:03:00Z') => ({
  id,
  meeting_id: MEETING,
  author_id: author,
  body,
  created_at: at,
})

function setup(replies: FakeReply[]) {
  const fake = fakeSupabase(replies)
  const channels: FakeChannel[] = []
  const realtime = {
    setAuth: vi.fn(() => Promise.resolve()),
    channel: (topic: string, options: unknown) => {
      const channel = new FakeChannel(topic, options)
      channels.push(channel)
      return channel
    },
    removeChannel: vi.fn(() => Promise.resolve('ok')),
  }
  const transport: MeetingTransport = {
    start: vi.fn(() => Promise.resolve()),
    setParticipants: vi.fn(),
    replaceTrack: vi.fn(() => Promise.resolve()),
    subscribe: vi.fn(() => () => undefined),
    stop: vi.fn(() => Promise.resolve()),
  }
  const source = createSupabaseMeetingSource({
    load: fake.load,
    loadRealtime: () => Promise.resolve(realtime as unknown as NexusRealtime),
    memberId: ME,
    createTransport: () => transport,
  })
  return { source, calls: fake.calls, channels, realtime, transport }
}

/** Waits until the session's snapshot satisfies `check`. */
async function until(session: MeetingSession, check: (s: ReturnType<MeetingSession['getSnapshot']>) => boolean) {
  await vi.waitFor(() => expect(check(session.getSnapshot())).toBe(true))
}

const joined: FakeReply[] = [
  { data: MEETING },
  { data: state() },
  { data: [message('c-1', HOST, 'Welcome'), message('c-2', ME, 'Hello', '2026-11-29T10:04:00Z')] },
  // The first heartbeat.
  { data: null },
]

/** Opens the community meeting and waits until the join, the first reads and the first heartbeat are done. */
async function joinedSession(source: MeetingSource, calls: { method: string }[]) {
  const session = source.open({ bookingId: null })
  await vi.waitFor(() => expect(calls.map((c) => c.method)).toContain('meeting_heartbeat'))
  return session
}

describe('Supabase meeting source', () => {
  it('joins the community meeting, shows the state the database gives and follows its private state topic', async () => {
    const { source, calls, channels } = setup([...joined])
    const session = source.open({ bookingId: null })
    expect(session.getSnapshot().phase).toBe('joining')
    await until(session, (s) => s.messages.length === 2)

    expect(calls[0]).toEqual({ table: 'rpc', method: 'join_meeting', args: [{ booking_id: null }] })
    expect(calls[1]).toEqual({ table: 'rpc', method: 'meeting_state', args: [{ meeting_id: MEETING }] })
    const snapshot = session.getSnapshot()
    expect(snapshot).toMatchObject({ phase: 'live', meetingId: MEETING, selfId: ME })
    expect(snapshot.participants).toEqual([
      expect.objectContaining({ id: HOST, name: 'Bo Host', isHost: true, isMuted: false, isVideoOn: true }),
      expect.objectContaining({
        id: ME,
        isHost: false,
        isMuted: true,
        mutedByHost: true,
        isVideoOn: false,
        handRaised: true,
      }),
    ])
    // Own lines are 'You'; others carry the participant's name.
    expect(snapshot.messages.map((m) => [m.name, m.message])).toEqual([
      ['Bo Host', 'Welcome'],
      ['You', 'Hello'],
    ])
    await vi.waitFor(() => expect(channels).toHaveLength(1))
    expect(channels[0]!.topic).toBe(`meeting:${MEETING}`)
    expect(channels[0]!.options).toEqual({ config: { private: true } })
  })

  it('a booked session is joined by its booking id', async () => {
    const { source, calls } = setup([...joined])
    const session = source.open({ bookingId: 'b-7' })
    await until(session, (s) => s.phase === 'live')
    expect(calls[0]!.args).toEqual([{ booking_id: 'b-7' }])
  })

  it('a refused join shows the database message', async () => {
    const { source, channels } = setup([
      { error: { code: '23514', message: 'This session opens 10 minutes before it starts.' } },
    ])
    const session = source.open({ bookingId: 'b-7' })
    await until(session, (s) => s.phase === 'refused')
    expect(session.getSnapshot().refusal).toBe('This session opens 10 minutes before it starts.')
    expect(channels).toHaveLength(0)
  })

  it('follows state and message broadcasts, and reads the state again on every SUBSCRIBED', async () => {
    const replies = [...joined]
    const { source, calls, channels } = setup(replies)
    const session = await joinedSession(source, calls)
    await vi.waitFor(() => expect(channels[0]?.status).not.toBeNull())
    const channel = channels[0]!

    channel.send('state', state({ host_id: ME, participants: state().participants.slice(1) }))
    expect(session.getSnapshot().participants).toEqual([expect.objectContaining({ id: ME, isHost: true })])

    channel.send('message', { ...message('c-3', HOST, 'Later', '2026-11-29T10:05:00Z'), name: 'Bo Host' })
    channel.send('message', { ...message('c-3', HOST, 'Later', '2026-11-29T10:05:00Z'), name: 'Bo Host' })
    expect(session.getSnapshot().messages.map((m) => m.message)).toEqual(['Welcome', 'Hello', 'Later'])

    // Reconnected: what was broadcast meanwhile is lost, so the state and the chat are read again.
    replies.push({ data: state({ participants: state().participants.slice(0, 1) }) }, { data: [] })
    const before = calls.length
    channel.status!('SUBSCRIBED')
    await until(session, (s) => s.participants.length === 1 && s.participants[0]!.id === HOST)
    expect(calls[before]).toEqual({ table: 'rpc', method: 'meeting_state', args: [{ meeting_id: MEETING }] })
  })

  it('a state read that a broadcast overtook is dropped: the newer broadcast stays', async () => {
    const replies = [...joined]
    const { source, calls, channels } = setup(replies)
    const session = await joinedSession(source, calls)
    await vi.waitFor(() => expect(channels[0]?.status).not.toBeNull())
    const channel = channels[0]!

    // A re-join's read is slow; meanwhile the host leaves and the broadcast says so.
    let answer = () => {}
    const slow = new Promise<void>((resolve) => (answer = resolve))
    replies.push({ data: state(), wait: slow }, { data: [] })
    channel.status!('SUBSCRIBED')
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'meeting_state')).toHaveLength(2))
    channel.send('state', state({ host_id: ME, participants: state().participants.slice(1) }))
    answer()
    await vi.waitFor(() => expect(replies).toHaveLength(0))
    expect(session.getSnapshot().participants).toEqual([expect.objectContaining({ id: ME, isHost: true })])
  })

  it('the meeting ended by its host ends the session', async () => {
    const { source, channels } = setup([...joined])
    const session = source.open({ bookingId: null })
    await until(session, (s) => s.phase === 'live')
    await vi.waitFor(() => expect(channels).toHaveLength(1))
    channels[0]!.send('state', state({ status: 'ended', participants: [] }))
    expect(session.getSnapshot()).toMatchObject({ phase: 'ended', participants: [] })
  })

  it('host controls, hands and own media call the database functions; a refusal rejects with its message', async () => {
    const { source, calls } = setup([
      ...joined,
      { data: null },
      { error: { code: '42501', message: 'Only the host can do that.' } },
      { data: null },
      { data: null },
      { data: null },
      { data: null },
    ])
    const session = await joinedSession(source, calls)
    const from = calls.length

    await session.muteParticipant(HOST)
    await expect(session.allowToSpeak(HOST)).rejects.toThrow('Only the host can do that.')
    await session.raiseHand()
    await session.lowerHand()
    await session.setMyMedia({ selfMuted: true, cameraOff: false })
    await session.end()
    expect(calls.slice(from).map((c) => [c.method, c.args[0]])).toEqual([
      ['mute_participant', { meeting_id: MEETING, user_id: HOST }],
      ['allow_to_speak', { meeting_id: MEETING, user_id: HOST }],
      ['raise_hand', { meeting_id: MEETING }],
      ['lower_hand', { meeting_id: MEETING }],
      ['set_my_media', { meeting_id: MEETING, self_muted: true, camera_off: false }],
      ['end_meeting', { meeting_id: MEETING }],
    ])
  })

  it('sends trimmed chat lines into meeting_messages and ignores blank ones', async () => {
    const { source, calls } = setup([...joined, { data: message('c-9', ME, 'Hi all', '2026-11-29T10:09:00Z') }])
    const session = await joinedSession(source, calls)
    const from = calls.length

    expect(session.sendMessage('   ')).toBe(false)
    expect(calls).toHaveLength(from)
    await session.sendMessage('  Hi all ')
    expect(calls[from]).toEqual({
      table: 'meeting_messages',
      method: 'insert',
      args: [{ meeting_id: MEETING, body: 'Hi all' }],
    })
    expect(session.getSnapshot().messages.at(-1)).toMatchObject({ name: 'You', message: 'Hi all' })
  })

  it('Leave calls leave_meeting, leaves the channel and closes the media', async () => {
    const { source, calls, channels, realtime, transport } = setup([...joined, { data: null }])
    const session = await joinedSession(source, calls)
    await vi.waitFor(() => expect(channels).toHaveLength(1))
    expect(session.transport).toBe(transport)

    await session.leave()
    expect(session.getSnapshot().phase).toBe('left')
    expect(calls.at(-1)).toEqual({ table: 'rpc', method: 'leave_meeting', args: [{ meeting_id: MEETING }] })
    await vi.waitFor(() => expect(realtime.removeChannel).toHaveBeenCalledWith(channels[0]))
    expect(transport.stop).toHaveBeenCalled()
  })

  it('beats every 20 seconds while in the meeting; a heartbeat answered "ended" ends the session', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const replies = [...joined, { data: null }, { error: { code: '23514', message: 'This meeting has ended.' } }]
      const { source, calls } = setup(replies)
      const session = await joinedSession(source, calls)
      const beats = () => calls.filter((c) => c.method === 'meeting_heartbeat')
      expect(beats()).toEqual([{ table: 'rpc', method: 'meeting_heartbeat', args: [{ meeting_id: MEETING }] }])
      vi.advanceTimersByTime(MEETING_HEARTBEAT_MS)
      await vi.waitFor(() => expect(beats()).toHaveLength(2))
      expect(session.getSnapshot().phase).toBe('live')
      vi.advanceTimersByTime(MEETING_HEARTBEAT_MS)
      await until(session, (s) => s.phase === 'ended')
      session.close()
    } finally {
      vi.useRealTimers()
    }
  })

  it('taken out after a long disconnection ("not in this meeting"): joins the same meeting again', async () => {
    const replies: FakeReply[] = [
      { data: MEETING },
      { data: state() },
      { data: [] },
      { error: { code: '42501', message: 'You are not in this meeting.' } },
      { data: MEETING },
      { data: state() },
      { data: [] },
    ]
    const { source, calls } = setup(replies)
    const session = source.open({ bookingId: null })
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'join_meeting')).toHaveLength(2))
    await vi.waitFor(() => expect(replies).toHaveLength(0))
    expect(session.getSnapshot().phase).toBe('live')
    replies.push({ data: null })
    session.close()
  })

  it('a page closed without Leave still leaves the meeting', async () => {
    const { source, calls } = setup([...joined, { data: null }])
    const session = await joinedSession(source, calls)
    session.close()
    await vi.waitFor(() =>
      expect(calls.at(-1)).toEqual({ table: 'rpc', method: 'leave_meeting', args: [{ meeting_id: MEETING }] }),
    )
  })
})
