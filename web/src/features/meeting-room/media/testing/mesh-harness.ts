import { RealtimeClient } from '@supabase/realtime-js'
import { createMeshTransport } from '../mesh-transport'
import type { MeetingTransport, RemotePeer } from '../meeting-transport'

/**
 * A bare page that drives {@link createMeshTransport} against a real backend, for the
 * end-to-end spec and `npm run bench:meeting` (bundled by ./bundle-harness.ts and added to a
 * blank page of the app's origin). It does what the meeting room screen does with the transport:
 * joins through `join_meeting`, starts the transport with the camera and microphone, follows the
 * meeting's `state` topic to call `setParticipants`, and shows one tile (a `<video>` and an
 * `<audio>`) per remote peer. It also records every RTCPeerConnection so `stats()` can read
 * `getStats()`.
 */

/** Where and as whom the harness runs. */
export interface HarnessOptions {
  supabaseUrl: string
  anonKey: string
  accessToken: string
  /** The booking whose meeting to join; community meeting when null. */
  bookingId?: string | null
}

/** What `stats()` gives: sums over the open peer connections' `getStats()`. */
export interface HarnessStats {
  connections: number
  connected: number
  framesDecoded: number
  totalAudioEnergy: number
  bytesSent: number
  bytesReceived: number
}

/** The harness's API on `window.meshHarness`. */
export interface MeshHarness {
  /** Joins the meeting and starts the transport; resolves to the meeting id. */
  join(options: HarnessOptions): Promise<string>
  /** Leaves the meeting (`leave_meeting`) and stops the transport. */
  leave(): Promise<void>
  stats(): Promise<HarnessStats>
  /** The transport itself (to replace tracks). */
  transport(): MeetingTransport | null
}

declare global {
  interface Window {
    meshHarness: MeshHarness
  }
}

const connections: RTCPeerConnection[] = []
const Original = window.RTCPeerConnection
window.RTCPeerConnection = class extends Original {
  constructor(configuration?: RTCConfiguration) {
    super(configuration)
    connections.push(this)
  }
} as typeof RTCPeerConnection

let current: {
  options: HarnessOptions
  meetingId: string
  transport: MeetingTransport
  realtime: RealtimeClient
  local: MediaStream
} | null = null

async function rpc<T>(options: HarnessOptions, name: string, args: object): Promise<T> {
  const response = await fetch(new URL(`rest/v1/rpc/${name}`, `${options.supabaseUrl.replace(/\/$/, '')}/`), {
    method: 'POST',
    headers: {
      apikey: options.anonKey,
      Authorization: `Bearer ${options.accessToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

const participantsOf = (state: unknown): string[] =>
  ((state as { participants?: { user_id: string }[] } | null)?.participants ?? []).map((p) => p.user_id)

function render(peers: ReadonlyMap<string, RemotePeer>) {
  let list = document.getElementById('remote-tiles')
  if (!list) {
    list = document.createElement('section')
    list.id = 'remote-tiles'
    list.setAttribute('aria-label', 'Remote participants')
    document.body.append(list)
  }
  for (const tile of [...list.children] as HTMLElement[]) {
    if (!peers.has(tile.dataset.userId ?? '')) tile.remove()
  }
  for (const peer of peers.values()) {
    let tile = list.querySelector<HTMLElement>(`[data-user-id="${peer.userId}"]`)
    if (!tile) {
      tile = document.createElement('figure')
      tile.dataset.userId = peer.userId
      tile.dataset.testid = 'remote-tile'
      tile.setAttribute('data-testid', 'remote-tile')
      const video = document.createElement('video')
      video.autoplay = true
      video.muted = true
      video.playsInline = true
      const audio = document.createElement('audio')
      audio.autoplay = true
      tile.append(video, audio)
      list.append(tile)
    }
    tile.dataset.state = peer.connectionState
    for (const media of tile.querySelectorAll('video, audio')) {
      const element = media as HTMLMediaElement
      if (element.srcObject !== peer.stream) {
        element.srcObject = peer.stream
        if (peer.stream) element.play().catch(() => {})
      }
    }
  }
}

window.meshHarness = {
  async join(options) {
    const meetingId = await rpc<string>(options, 'join_meeting', { booking_id: options.bookingId ?? null })
    const local = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 320, height: 240 } })
    const endpoint = new URL('realtime/v1', `${options.supabaseUrl.replace(/\/$/, '')}/`)
    endpoint.protocol = endpoint.protocol.replace('http', 'ws')
    const realtime = new RealtimeClient(endpoint.href, {
      params: { apikey: options.anonKey },
      accessToken: async () => options.accessToken,
    })
    await realtime.setAuth()
    const transport = createMeshTransport({ loadRealtime: async () => realtime, iceServers: async () => [] })
    current = { options, meetingId, transport, realtime, local }
    transport.subscribe(render)
    await transport.start({
      meetingId,
      selfId: JSON.parse(atob(options.accessToken.split('.')[1]!)).sub,
      localStream: local,
    })
    const state = realtime.channel(`meeting:${meetingId}`, { config: { private: true } })
    state.on('broadcast', { event: 'state' }, ({ payload }: { payload: unknown }) => {
      transport.setParticipants(participantsOf(payload))
    })
    state.subscribe((status) => {
      if (status !== 'SUBSCRIBED') return
      // What happened before the join is read once the live updates flow.
      void rpc<unknown>(options, 'meeting_state', { meeting_id: meetingId }).then((s) =>
        transport.setParticipants(participantsOf(s)),
      )
    })
    return meetingId
  },

  async leave() {
    if (!current) return
    const { options, meetingId, transport, realtime, local } = current
    current = null
    await rpc(options, 'leave_meeting', { meeting_id: meetingId })
    await transport.stop()
    realtime.disconnect()
    for (const track of local.getTracks()) track.stop()
  },

  async stats() {
    const result: HarnessStats = {
      connections: 0,
      connected: 0,
      framesDecoded: 0,
      totalAudioEnergy: 0,
      bytesSent: 0,
      bytesReceived: 0,
    }
    for (const pc of connections) {
      if (pc.connectionState === 'closed') continue
      result.connections += 1
      if (pc.connectionState === 'connected') result.connected += 1
      const report = await pc.getStats()
      report.forEach((entry: Record<string, unknown>) => {
        if (entry.type === 'inbound-rtp' && entry.kind === 'video')
          result.framesDecoded += Number(entry.framesDecoded ?? 0)
        if (entry.type === 'inbound-rtp' && entry.kind === 'audio')
          result.totalAudioEnergy += Number(entry.totalAudioEnergy ?? 0)
        if (entry.type === 'transport') {
          result.bytesSent += Number(entry.bytesSent ?? 0)
          result.bytesReceived += Number(entry.bytesReceived ?? 0)
        }
      })
    }
    return result
  },

  transport: () => current?.transport ?? null,
}
