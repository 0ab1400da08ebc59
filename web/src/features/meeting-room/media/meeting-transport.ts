import type { NexusRealtime } from '@/lib/supabase'

/** A remote participant as the transport sees it: their media (null until a track arrives) and the connection's state. */
export interface RemotePeer {
  userId: string
  stream: MediaStream | null
  connectionState: RTCPeerConnectionState
}

/**
 * How the meeting room sends and receives media, whatever carries it (today a WebRTC full mesh,
 * {@link createMeshTransport}; later possibly a selective forwarding unit). The screen drives it
 * from the database's meeting state and never touches a peer connection itself.
 */
export interface MeetingTransport {
  /** Joins the signalling of `meetingId` as `selfId`, sending `localStream`'s tracks. */
  start(options: { meetingId: string; selfId: string; localStream: MediaStream | null }): Promise<void>
  /** The present participants per the database (user ids, self included or not): connects to each new one, closes the others. */
  setParticipants(userIds: readonly string[]): void
  /** Replaces the outgoing track of that kind on every peer connection, without renegotiation (null: send nothing). */
  replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void>
  /** Remote peers by user id; the listener runs on every change. Returns unsubscribe. */
  subscribe(listener: (peers: ReadonlyMap<string, RemotePeer>) => void): () => void
  /** Closes every peer connection and leaves every channel. */
  stop(): Promise<void>
}

/** What {@link createMeshTransport} is built on: the Realtime client (null in guest mode) and the ICE servers to use. */
export interface MeshTransportDeps {
  loadRealtime: () => Promise<NexusRealtime | null>
  iceServers: () => Promise<RTCIceServer[]>
}

export { createMeshTransport } from './mesh-transport'
