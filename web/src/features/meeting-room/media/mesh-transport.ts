import type { RealtimeChannel } from '@supabase/realtime-js'
import { newId } from '@/lib/new-id'
import type { NexusRealtime } from '@/lib/supabase'
import type { MeetingTransport, MeshTransportDeps, RemotePeer } from './meeting-transport'
import {
  CandidateQueue,
  isPolite,
  MEDIA_KINDS,
  type MediaKind,
  pairTopic,
  parseSignal,
  presentSession,
  SIGNAL_EVENT,
  type Signal,
} from './signalling'

/** How long a peer connection may stay `disconnected` before the transport restarts ICE, in ms. */
export const DISCONNECTED_RESTART_MS = 3000

/** How old the ICE servers (TURN credentials) may get before new peer connections fetch them again, in ms. */
export const ICE_SERVERS_MAX_AGE_MS = 30 * 60 * 1000

/** One pair: the private signalling channel with one other participant and the peer connection to them. */
interface Pair {
  remoteId: string
  topic: string
  polite: boolean
  channel: RealtimeChannel | null
  pc: RTCPeerConnection | null
  /** The other side's session the current peer connection talks to. */
  remoteSession: string | null
  makingOffer: boolean
  ignoreOffer: boolean
  settingRemoteAnswer: boolean
  candidates: CandidateQueue
  transceivers: Partial<Record<MediaKind, RTCRtpTransceiver>>
  stream: MediaStream | null
  restartTimer: ReturnType<typeof setTimeout> | null
  /** Signalling messages are handled one after another, in arrival order. */
  inbox: Promise<void>
  closed: boolean
}

/**
 * The meeting's media over a WebRTC full mesh: one `RTCPeerConnection` per pair of
 * participants, signalled over Supabase Realtime.
 *
 * - Each pair has a private channel on `meeting:<meeting id>:pair:<lo>:<hi>` (joined after
 *   `setAuth()`, `broadcast.self` off, the Presence key being the user id); offers, answers and
 *   ICE candidates go as Broadcast `signal` events ({@link parseSignal} drops anything else).
 * - Broadcast keeps nothing, so nothing is sent before the other side is there: each side tracks
 *   `{ session }` in the pair's Presence when joined, and the peer connection is made when
 *   Presence shows the other side (or its first offer arrives). A new session of the other side
 *   (a reload) replaces the peer connection, so there is never more than one per user id.
 * - Perfect negotiation (MDN's pattern): the participant with the lexically smaller user id is
 *   polite ({@link isPolite}); the impolite one adds one `sendrecv` transceiver per kind and
 *   offers (`onnegotiationneeded` → `setLocalDescription()`); the polite one takes the offered
 *   transceivers for sending. Track changes then go through `replaceTrack`, never a new offer.
 *   ICE candidates that arrive before the remote description wait in a {@link CandidateQueue}.
 * - A connection that goes `failed`, or stays `disconnected` for {@link DISCONNECTED_RESTART_MS}
 *   (timed from its own state change, cleared by the next one), restarts ICE (`restartIce()`).
 *   An offer left unanswered while the channel was away is sent again once the channel re-joins.
 *
 * In guest mode (`loadRealtime` gives null) `start` resolves and nothing connects.
 */
export function createMeshTransport(deps: MeshTransportDeps): MeetingTransport {
  const pairs = new Map<string, Pair>()
  /** Pair channels being left: realtime-js hands back a channel of the same topic until it is removed. */
  const leaving = new Map<string, Promise<unknown>>()
  const listeners = new Set<(peers: ReadonlyMap<string, RemotePeer>) => void>()
  const outgoing: Record<MediaKind, MediaStreamTrack | null> = { audio: null, video: null }
  let meetingId = ''
  let selfId = ''
  let session = ''
  let started = false
  let stopped = false
  let client: NexusRealtime | null = null
  let wanted: readonly string[] = []
  let iceServers: RTCIceServer[] = []
  let iceFetchedAt = 0
  let iceRefresh: Promise<void> | null = null

  const snapshot = (): ReadonlyMap<string, RemotePeer> => {
    const peers = new Map<string, RemotePeer>()
    for (const pair of pairs.values()) {
      peers.set(pair.remoteId, {
        userId: pair.remoteId,
        stream: pair.stream,
        connectionState: pair.pc?.connectionState ?? 'new',
      })
    }
    return peers
  }
  const emit = () => {
    const peers = snapshot()
    for (const listener of listeners) listener(peers)
  }

  const fetchIce = async () => {
    try {
      iceServers = await deps.iceServers()
    } catch (error) {
      console.warn('Meeting: no ICE servers', error)
      iceServers = []
    }
    iceFetchedAt = Date.now()
  }
  const refreshIceIfOld = () => {
    if (iceRefresh || Date.now() - iceFetchedAt < ICE_SERVERS_MAX_AGE_MS) return
    iceRefresh = fetchIce().finally(() => (iceRefresh = null))
  }

  const send = (pair: Pair, signal: Signal) => {
    const channel = pair.channel
    if (!channel || pair.closed) return
    channel
      .send({ type: 'broadcast', event: SIGNAL_EVENT, payload: signal })
      .then((status) => {
        if (status !== 'ok') console.warn(`Meeting: a signalling message to ${pair.remoteId} was not sent (${status})`)
      })
      .catch((error: unknown) => console.warn('Meeting: signalling failed', error))
  }
  const address = (pair: Pair) => ({ from: selfId, from_session: session, to_session: pair.remoteSession ?? '' })

  const sendDescription = (pair: Pair, pc: RTCPeerConnection) => {
    const description = pc.localDescription
    if (!description || (description.type !== 'offer' && description.type !== 'answer')) return
    send(pair, { kind: 'description', ...address(pair), description: { type: description.type, sdp: description.sdp } })
  }

  const clearRestart = (pair: Pair) => {
    if (pair.restartTimer) clearTimeout(pair.restartTimer)
    pair.restartTimer = null
  }

  const closePeerConnection = (pair: Pair) => {
    clearRestart(pair)
    pair.pc?.close()
    pair.pc = null
    pair.remoteSession = null
    pair.transceivers = {}
    pair.stream = null
    pair.candidates.clear()
    pair.makingOffer = false
    pair.ignoreOffer = false
    pair.settingRemoteAnswer = false
  }

  /**
   * The remote tracks of the pair as a stream: a new object when the tracks changed (so a
   * `<video>` takes it again), the same one otherwise (an ICE restart does not reload the tile).
   */
  const refreshStream = (pair: Pair, pc: RTCPeerConnection) => {
    const tracks = pc
      .getTransceivers()
      .filter((t) => t.currentDirection === 'sendrecv' || t.currentDirection === 'recvonly')
      .map((t) => t.receiver.track)
    const same = (pair.stream?.getTracks() ?? []).map((t) => t.id).join() === tracks.map((t) => t.id).join()
    if (!same) pair.stream = tracks.length ? new MediaStream(tracks) : null
  }

  /** Makes the peer connection to `remoteSession` of the pair's other side (closing one to an older session). */
  const connect = (pair: Pair, remoteSession: string): RTCPeerConnection => {
    if (pair.pc && pair.remoteSession === remoteSession) return pair.pc
    closePeerConnection(pair)
    refreshIceIfOld()
    const pc = new RTCPeerConnection({ iceServers })
    pair.pc = pc
    pair.remoteSession = remoteSession
    const current = () => pair.pc === pc && !pair.closed

    pc.onnegotiationneeded = async () => {
      try {
        pair.makingOffer = true
        await pc.setLocalDescription()
        if (current()) sendDescription(pair, pc)
      } catch (error) {
        if (current()) console.warn('Meeting: making an offer failed', error)
      } finally {
        pair.makingOffer = false
      }
    }
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate || !current()) return
      const { sdpMid, sdpMLineIndex, usernameFragment } = candidate
      send(pair, {
        kind: 'candidate',
        ...address(pair),
        candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment },
      })
    }
    pc.ontrack = () => {
      if (!current()) return
      refreshStream(pair, pc)
      emit()
    }
    pc.onconnectionstatechange = () => {
      if (!current()) return
      clearRestart(pair)
      if (pc.connectionState === 'failed') pc.restartIce()
      if (pc.connectionState === 'disconnected') {
        pair.restartTimer = setTimeout(() => {
          pair.restartTimer = null
          if (current() && pc.connectionState === 'disconnected') pc.restartIce()
        }, DISCONNECTED_RESTART_MS)
      }
      emit()
    }

    if (!pair.polite) {
      // The impolite side offers the media lines; adding them fires onnegotiationneeded.
      for (const kind of MEDIA_KINDS) {
        pair.transceivers[kind] = pc.addTransceiver(outgoing[kind] ?? kind, { direction: 'sendrecv' })
      }
    }
    emit()
    return pc
  }

  /** The polite side sends on the transceivers the other side's offer made. */
  const adoptTransceivers = async (pair: Pair, pc: RTCPeerConnection) => {
    for (const kind of MEDIA_KINDS) {
      if (pair.transceivers[kind]) continue
      const transceiver = pc
        .getTransceivers()
        .find((t) => t.receiver.track.kind === kind && t.currentDirection !== 'stopped')
      if (!transceiver) continue
      pair.transceivers[kind] = transceiver
      transceiver.direction = 'sendrecv'
      await transceiver.sender.replaceTrack(outgoing[kind])
    }
  }

  const handleSignal = async (pair: Pair, signal: Signal) => {
    if (pair.closed || signal.to_session !== session || signal.from !== pair.remoteId) return
    // A candidate of another session than the current peer connection's is stale (the order on a topic is kept).
    if (signal.kind === 'candidate' && pair.pc && signal.from_session !== pair.remoteSession) return
    const pc = connect(pair, signal.from_session)
    if (signal.kind === 'candidate') {
      if (!pc.remoteDescription) {
        pair.candidates.push(signal.candidate)
        return
      }
      try {
        await pc.addIceCandidate(signal.candidate)
      } catch (error) {
        if (!pair.ignoreOffer) console.warn('Meeting: an ICE candidate was refused', error)
      }
      return
    }
    const { description } = signal
    const readyForOffer = !pair.makingOffer && (pc.signalingState === 'stable' || pair.settingRemoteAnswer)
    const offerCollision = description.type === 'offer' && !readyForOffer
    pair.ignoreOffer = !pair.polite && offerCollision
    if (pair.ignoreOffer) return
    if (description.type === 'answer' && pc.signalingState !== 'have-local-offer') return
    pair.settingRemoteAnswer = description.type === 'answer'
    try {
      await pc.setRemoteDescription(description)
    } finally {
      pair.settingRemoteAnswer = false
    }
    if (pair.pc !== pc) return
    await pair.candidates.flush((candidate) => pc.addIceCandidate(candidate))
    if (description.type === 'offer') {
      await adoptTransceivers(pair, pc)
      await pc.setLocalDescription()
      if (pair.pc === pc && !pair.closed) sendDescription(pair, pc)
    }
    refreshStream(pair, pc)
    emit()
  }

  /** Presence changed on the pair topic: connect to the other side's (new) session, or resume a stalled one. */
  const onPresence = (pair: Pair) => {
    if (pair.closed || !pair.channel) return
    const remoteSession = presentSession(pair.channel.presenceState(), pair.remoteId)
    if (!remoteSession) return
    const known = pair.pc && pair.remoteSession === remoteSession
    const pc = connect(pair, remoteSession)
    if (known) resume(pair, pc)
  }

  /** After the channel was away: sends an unanswered offer again, or restarts ICE on a broken connection. */
  const resume = (pair: Pair, pc: RTCPeerConnection) => {
    if (pc.signalingState === 'have-local-offer' && !pair.makingOffer) sendDescription(pair, pc)
    else if (pc.connectionState === 'failed' || pc.connectionState === 'disconnected') pc.restartIce()
  }

  const openPair = (remoteId: string) => {
    const pair: Pair = {
      remoteId,
      topic: pairTopic(meetingId, selfId, remoteId),
      polite: isPolite(selfId, remoteId),
      channel: null,
      pc: null,
      remoteSession: null,
      makingOffer: false,
      ignoreOffer: false,
      settingRemoteAnswer: false,
      candidates: new CandidateQueue(),
      transceivers: {},
      stream: null,
      restartTimer: null,
      inbox: Promise.resolve(),
      closed: false,
    }
    pairs.set(remoteId, pair)
    void join(pair)
  }

  const join = async (pair: Pair) => {
    const realtime = client
    if (!realtime) return
    try {
      await realtime.setAuth()
    } catch (error) {
      console.warn('Meeting: setAuth failed', error)
    }
    // A pair closed and opened again at once (they left and came back): the old channel goes first.
    await leaving.get(pair.topic)
    if (pair.closed) return
    const channel = realtime.channel(pair.topic, {
      config: { private: true, broadcast: { self: false }, presence: { key: selfId } },
    })
    pair.channel = channel
    channel.on('broadcast', { event: SIGNAL_EVENT }, ({ payload }: { payload: unknown }) => {
      const signal = parseSignal(payload)
      if (!signal) return
      pair.inbox = pair.inbox
        .then(() => handleSignal(pair, signal))
        .catch((error: unknown) => console.warn('Meeting: signalling message failed', error))
    })
    channel.on('presence', { event: 'sync' }, () => onPresence(pair))
    channel.subscribe((status, error) => {
      if (pair.closed) return
      if (status === 'SUBSCRIBED') {
        channel
          .track({ session })
          .catch((trackError: unknown) => console.warn('Meeting: Presence on the pair topic failed', trackError))
        if (pair.pc) resume(pair, pair.pc)
      } else if (status === 'CHANNEL_ERROR') {
        console.warn(`Meeting: the signalling channel with ${pair.remoteId} was interrupted:`, error?.message)
      }
    })
  }

  const closePair = (pair: Pair) => {
    pair.closed = true
    closePeerConnection(pair)
    pairs.delete(pair.remoteId)
    const channel = pair.channel
    pair.channel = null
    if (channel && client) {
      const left = client
        .removeChannel(channel)
        .catch((error: unknown) => console.warn('Meeting: leaving a pair topic', error))
        .finally(() => {
          if (leaving.get(pair.topic) === left) leaving.delete(pair.topic)
        })
      leaving.set(pair.topic, left)
    }
  }

  const apply = () => {
    if (!started || stopped) return
    const self = selfId.toLowerCase()
    const ids = new Set(wanted.map((id) => id.toLowerCase()).filter((id) => id && id !== self))
    let changed = false
    for (const pair of [...pairs.values()]) {
      if (!ids.has(pair.remoteId)) {
        closePair(pair)
        changed = true
      }
    }
    for (const id of ids) {
      if (!pairs.has(id)) {
        openPair(id)
        changed = true
      }
    }
    if (changed) emit()
  }

  return {
    async start(options) {
      if (started) throw new Error('This meeting transport was already started.')
      meetingId = options.meetingId
      selfId = options.selfId.toLowerCase()
      session = newId()
      outgoing.audio = options.localStream?.getAudioTracks()[0] ?? null
      outgoing.video = options.localStream?.getVideoTracks()[0] ?? null
      const [realtime] = await Promise.all([deps.loadRealtime(), fetchIce()])
      if (stopped) return
      client = realtime
      started = true
      apply()
    },

    setParticipants(userIds) {
      wanted = [...userIds]
      apply()
    },

    async replaceTrack(kind, track) {
      outgoing[kind] = track
      await Promise.all(
        [...pairs.values()].map(async (pair) => {
          const transceiver = pair.transceivers[kind]
          if (!transceiver || transceiver.currentDirection === 'stopped') return
          try {
            await transceiver.sender.replaceTrack(track)
          } catch (error) {
            console.warn(`Meeting: replacing the ${kind} track for ${pair.remoteId} failed`, error)
          }
        }),
      )
    },

    subscribe(listener) {
      listeners.add(listener)
      listener(snapshot())
      return () => {
        listeners.delete(listener)
      }
    },

    async stop() {
      stopped = true
      for (const pair of [...pairs.values()]) closePair(pair)
      emit()
      listeners.clear()
    },
  }
}
