import type { RealtimeChannel } from '@supabase/realtime-js'
import { errorMessage } from '@/lib/error-message'
import type { NexusClient, NexusRealtime } from '@/lib/supabase'
import { type ChatMessage, OWN_NAME } from '../chat'
import type { MeetingTransport } from '../media/meeting-transport'
import type { Participant } from '../participants'
import type { MeetingAction, MeetingSession, MeetingSnapshot, MeetingSource, MyMedia } from './meeting-source'

/** One present participant as the database's `state` broadcast and `meeting_state()` give it. */
export interface MeetingStateParticipant {
  user_id: string
  name: string
  joined_at: string
  hand_raised_at: string | null
  muted_by_host: boolean
  self_muted: boolean
  camera_off: boolean
}

/** The database's view of a meeting: the `state` broadcast's payload and `meeting_state()`'s answer. */
export interface MeetingStatePayload {
  meeting_id: string
  status: 'live' | 'ended'
  host_id: string
  kind: 'community' | 'booking'
  participants: MeetingStateParticipant[]
}

/** One chat line as the `message` broadcast carries it. */
export interface MeetingMessagePayload {
  id: string
  meeting_id: string
  author_id: string
  name?: string
  body: string
  created_at: string
}

/** What the Supabase meeting source needs: the clients, the member and the media transport. */
export interface SupabaseMeetingDeps {
  load: () => Promise<NexusClient | null>
  loadRealtime: () => Promise<NexusRealtime | null>
  /** The signed-in member's user id. */
  memberId: string
  /** A new media transport for one meeting session. */
  createTransport: () => MeetingTransport
}

type Rpc = (fn: string, args?: object) => PromiseLike<{ data: unknown; error: { message: string } | null }>

/** The name shown when the database gives none. */
const FALLBACK_NAME = 'Member'

/** The database's meeting participant as the screen's participant. */
export function toParticipant(row: MeetingStateParticipant, hostId: string): Participant {
  return {
    id: row.user_id,
    name: row.name || FALLBACK_NAME,
    isHost: row.user_id === hostId,
    isSpeaking: false,
    isMuted: row.muted_by_host || row.self_muted,
    isVideoOn: !row.camera_off,
    handRaised: row.hand_raised_at !== null,
    avatarUrl: '',
    mutedByHost: row.muted_by_host,
  }
}

/** How often a page in a meeting tells the database it is still there, in ms (it counts a page silent for 60 s as gone). */
export const MEETING_HEARTBEAT_MS = 20_000

/** A refusal of the database: its message (shown as is) and its SQLSTATE when there is one. */
export class MeetingRefusal extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message)
    this.name = 'MeetingRefusal'
  }
}

/** Turns a refusal (a PostgREST error or a thrown value) into a {@link MeetingRefusal} carrying its message and code. */
function refusal(error: unknown): MeetingRefusal {
  const code = (error as { code?: unknown } | null)?.code
  return new MeetingRefusal(
    errorMessage(error) || 'Something went wrong. Please try again.',
    typeof code === 'string' ? code : null,
  )
}

/**
 * The member's meeting through the backend. Opening calls `join_meeting(booking_id)` (null: the
 * community meeting); a refusal ends in phase 'refused' with the database's message. Once in,
 * it follows the private topic `meeting:<id>` (events `state` and `message`) and reads
 * `meeting_state()` and the chat (`meeting_messages`) again on every SUBSCRIBED, since
 * Broadcast keeps nothing. Actions call the database's functions (`raise_hand`, `lower_hand`,
 * `set_my_media`, `mute_participant`, `allow_to_speak`, `end_meeting`, `leave_meeting`) one at
 * a time in order, and reject with the refusal's message; chat lines are inserted into
 * `meeting_messages`. Who is host, muted or present is only what the database says. While in
 * the meeting the page calls `meeting_heartbeat()` every 20 s: 'This meeting has ended.' ends the
 * session; 'You are not in this meeting.' (taken out after a long disconnection) joins again, and
 * ends the session when that gives another meeting.
 */
export function createSupabaseMeetingSource(deps: SupabaseMeetingDeps): MeetingSource {
  // Every call of this member goes through one queue, so a leave and a re-join land in order.
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }
  const rpc = async (fn: string, args: object): Promise<unknown> => {
    const client = await deps.load()
    if (!client) throw new Error('The meeting needs a connection to the server.')
    const { data, error } = await (client.rpc as unknown as Rpc)(fn, args)
    if (error) throw refusal(error)
    return data
  }
  return { open: ({ bookingId }) => openSession(deps, bookingId, serial, rpc) }
}

function openSession(
  deps: SupabaseMeetingDeps,
  bookingId: string | null,
  serial: <T>(task: () => Promise<T>) => Promise<T>,
  rpc: (fn: string, args: object) => Promise<unknown>,
): MeetingSession {
  let snapshot: MeetingSnapshot = {
    phase: 'joining',
    refusal: null,
    meetingId: null,
    selfId: deps.memberId,
    participants: [],
    messages: [],
  }
  const listeners = new Set<() => void>()
  const names = new Map<string, string>()
  let channel: RealtimeChannel | null = null
  let closed = false
  let transport: MeetingTransport | null = null
  /** The meeting the join answered, even when the page closed meanwhile (so it can still leave). */
  let joinedId: string | null = null
  let heartbeat: ReturnType<typeof setInterval> | null = null

  const set = (patch: Partial<MeetingSnapshot>) => {
    snapshot = { ...snapshot, ...patch }
    listeners.forEach((listener) => listener())
  }
  const inMeeting = () => snapshot.phase === 'live' && !closed

  const chatLine = (row: MeetingMessagePayload): ChatMessage => ({
    id: row.id,
    userId: row.author_id,
    name: row.author_id === deps.memberId ? OWN_NAME : row.name || names.get(row.author_id) || FALLBACK_NAME,
    message: row.body,
    timestamp: new Date(row.created_at).getTime(),
  })
  const addMessages = (rows: MeetingMessagePayload[]) => {
    const known = new Set(snapshot.messages.map((m) => m.id))
    const fresh = rows.filter((row) => !known.has(row.id)).map(chatLine)
    if (fresh.length === 0) return
    set({ messages: [...snapshot.messages, ...fresh].sort((a, b) => a.timestamp - b.timestamp) })
  }

  const applyState = (state: MeetingStatePayload) => {
    if (closed || snapshot.phase === 'left' || snapshot.phase === 'refused') return
    if (snapshot.meetingId && state.meeting_id !== snapshot.meetingId) return
    for (const p of state.participants) names.set(p.user_id, p.name || FALLBACK_NAME)
    set({
      phase: state.status === 'ended' ? 'ended' : snapshot.phase === 'ended' ? 'ended' : 'live',
      participants: state.participants.map((p) => toParticipant(p, state.host_id)),
    })
  }

  /** How many `state` broadcasts arrived: a read answered after one of them is older than it. */
  let stateBroadcasts = 0

  /**
   * Reads the state and the chat again (after each SUBSCRIBED: what was broadcast meanwhile is
   * lost). A state read that a broadcast overtook is dropped: the broadcast is newer.
   */
  const refresh = async (meetingId: string) => {
    try {
      const before = stateBroadcasts
      const state = (await rpc('meeting_state', { meeting_id: meetingId })) as MeetingStatePayload
      if (stateBroadcasts === before) applyState(state)
    } catch (error) {
      // No longer a participant: the meeting ended (or this member was let go) while away.
      if (inMeeting()) set({ phase: 'ended', refusal: errorMessage(error) || null })
      return
    }
    const client = await deps.load()
    if (!client || closed) return
    const { data, error } = await client
      .from('meeting_messages')
      .select('id, meeting_id, author_id, body, created_at')
      .eq('meeting_id', meetingId)
      .order('created_at', { ascending: true })
    if (error) console.warn('The meeting chat could not be loaded:', error.message)
    else addMessages(data ?? [])
  }

  const follow = async (meetingId: string) => {
    try {
      const realtime = await deps.loadRealtime()
      if (!realtime || closed) return
      await realtime.setAuth()
      if (closed) return
      const live = realtime.channel(`meeting:${meetingId}`, { config: { private: true } })
      channel = live
      live.on('broadcast', { event: 'state' }, ({ payload }: { payload: unknown }) => {
        stateBroadcasts++
        applyState(payload as MeetingStatePayload)
      })
      live.on('broadcast', { event: 'message' }, ({ payload }: { payload: unknown }) => {
        if (!closed) addMessages([payload as MeetingMessagePayload])
      })
      live.subscribe((status, error) => {
        if (closed) return
        if (status === 'SUBSCRIBED') void refresh(meetingId)
        else if (status === 'CHANNEL_ERROR') console.warn('Live updates of the meeting interrupted:', error?.message)
      })
    } catch (error) {
      console.warn('Live updates of the meeting are off:', error)
    }
  }

  /** Tells the database this page is still in the meeting; a refusal says what became of it. */
  const beat = (meetingId: string) =>
    serial(async () => {
      if (!inMeeting()) return
      try {
        await rpc('meeting_heartbeat', { meeting_id: meetingId })
      } catch (error) {
        const code = error instanceof MeetingRefusal ? error.code : null
        if (!inMeeting() || (code !== '42501' && code !== '23514')) {
          // The network, say: the next heartbeat tries again.
          console.warn('Meeting heartbeat:', error)
          return
        }
        if (code === '42501') {
          // Taken out after a long disconnection: back in, if it is still the same meeting.
          const again = (await rpc('join_meeting', { booking_id: bookingId }).catch(() => null)) as string | null
          if (again === meetingId) return void refresh(meetingId)
          if (again) await rpc('leave_meeting', { meeting_id: again }).catch(() => undefined)
        }
        set({ phase: 'ended' })
      }
    }).catch((error: unknown) => console.warn('Meeting heartbeat:', error))

  const unfollow = () => {
    if (heartbeat) clearInterval(heartbeat)
    heartbeat = null
    const live = channel
    channel = null
    if (live) void deps.loadRealtime().then((realtime) => realtime?.removeChannel(live))
    const media = transport
    if (media) void media.stop().catch((error: unknown) => console.warn('Closing the meeting media:', error))
  }

  void serial(async () => {
    try {
      const meetingId = (await rpc('join_meeting', { booking_id: bookingId })) as string
      joinedId = meetingId
      if (closed) return
      set({ phase: 'live', meetingId })
      void follow(meetingId)
      await refresh(meetingId)
      if (closed) return
      void beat(meetingId)
      heartbeat = setInterval(() => void beat(meetingId), MEETING_HEARTBEAT_MS)
    } catch (error) {
      if (!closed) set({ phase: 'refused', refusal: errorMessage(error) || 'You could not join this meeting.' })
    }
  })

  const call = (fn: string, args: (meetingId: string) => object): Promise<void> =>
    serial(async () => {
      const meetingId = snapshot.meetingId
      if (!meetingId) throw new Error('You are not in this meeting.')
      await rpc(fn, args(meetingId))
    })

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    get transport() {
      if (!transport && !closed) transport = deps.createTransport()
      return transport
    },
    raiseHand: () => call('raise_hand', (id) => ({ meeting_id: id })),
    lowerHand: () => call('lower_hand', (id) => ({ meeting_id: id })),
    setMyMedia: ({ selfMuted, cameraOff }: MyMedia) =>
      call('set_my_media', (id) => ({ meeting_id: id, self_muted: selfMuted, camera_off: cameraOff })),
    muteParticipant: (userId) => call('mute_participant', (id) => ({ meeting_id: id, user_id: userId })),
    allowToSpeak: (userId) => call('allow_to_speak', (id) => ({ meeting_id: id, user_id: userId })),
    end: () => call('end_meeting', (id) => ({ meeting_id: id })),
    leave(): MeetingAction {
      if (snapshot.phase !== 'live') return
      set({ phase: 'left' })
      unfollow()
      return call('leave_meeting', (id) => ({ meeting_id: id }))
    },
    sendMessage(text) {
      const body = text.trim()
      if (!body) return false
      return serial(async () => {
        const meetingId = snapshot.meetingId
        const client = await deps.load()
        if (!client || !meetingId) throw new Error('You are not in this meeting.')
        const { data, error } = await client
          .from('meeting_messages')
          .insert({ meeting_id: meetingId, body })
          .select('id, meeting_id, author_id, body, created_at')
          .single()
        if (error) throw refusal(error)
        addMessages([data])
      })
    },
    close() {
      if (closed) return
      const wasIn = snapshot.phase === 'live' || snapshot.phase === 'joining'
      closed = true
      listeners.clear()
      unfollow()
      if (wasIn) {
        // The page went away without Leave: leave once the join (if pending) has answered.
        void serial(async () => {
          if (joinedId) await rpc('leave_meeting', { meeting_id: joinedId })
        }).catch((error: unknown) => console.warn('Leaving the meeting:', error))
      }
    },
  }
}
