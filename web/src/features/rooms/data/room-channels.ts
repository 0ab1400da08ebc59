import type { RealtimeChannel } from '@supabase/realtime-js'
import type { NexusRealtime } from '@/lib/supabase'
import { newId } from '@/lib/new-id'
import type { PresenceHeartbeat } from '@/lib/member/presence-heartbeat'
import type { RoomLiveHandlers } from './rooms-source'

/** Who follows a room: the member's id and name, and whether the room is anonymous (Presence uses none of it). */
export interface RoomPresenceIdentity {
  userId: string
  name: string
  anonymous: boolean
}

/** A broadcast the hub passes on: its event name and payload, as the database sent them. */
export interface RoomBroadcast {
  event: 'post_created' | 'post_deleted' | 'post_moderated'
  payload: unknown
}

/** What a hub subscriber is told: the room's broadcasts, plus the live handlers of a source. */
export interface RoomChannelListener extends Pick<RoomLiveHandlers, 'onConnected'> {
  onBroadcast?: (broadcast: RoomBroadcast) => void
  /** Presence (issue 40): who is online in the room may have changed; read the server's answer again. */
  onPresence?: () => void
}

/** How long a room's channel stays open after its last subscriber leaves (a quick remount reuses it), in ms. */
export const CHANNEL_GRACE_MS = 2000

interface LiveRoom {
  listeners: Set<RoomChannelListener>
  channel: RealtimeChannel | null
  /** Set once the first SUBSCRIBED arrived (and again after each loss). */
  connected: boolean
  closeTimer: ReturnType<typeof setTimeout> | null
  closed: boolean
  /** Presence (issue 40): stops this page's heartbeat in the room. */
  stopBeat: () => void
}

/**
 * One Realtime channel per room for the whole page, shared by every subscriber of the room (the
 * feed and the members list): the private topic `room:<slug>` (`config.private`), joined after
 * `setAuth()` so the join carries the member's token. The Realtime client hands each new token
 * to the joined channels (`loadSupabaseRealtime` calls `setAuth()` on sign-in, TOKEN_REFRESHED
 * and sign-out, and realtime-js pushes it to every joined channel and into the payload of the
 * next re-join).
 *
 * - Broadcasts `post_created` / `post_deleted` / `post_moderated` go to every subscriber.
 * - Presence (issue 40): while the room is followed the page beats `presence_heartbeat('room:<slug>')`
 *   (the heartbeat given to the constructor), and once a heartbeat is in, it tracks an empty
 *   payload under a random key on each join. Presence is only a signal: subscribers'
 *   `onPresence` runs after each Presence change and each heartbeat, and they read who is online
 *   from the server; no field of any payload is read.
 * - Every SUBSCRIBED (the first, and each after a CHANNEL_ERROR, TIMED_OUT or CLOSED, when
 *   realtime-js re-joins) calls `onConnected`: what happened before it may have been missed.
 * - The channel closes {@link CHANNEL_GRACE_MS} after its last subscriber leaves, and every
 *   channel at once when the session ends ({@link RoomChannelHub.end}).
 */
export class RoomChannelHub {
  private readonly rooms = new Map<string, LiveRoom>()
  /** Channels being left: a room opened again meanwhile waits, or realtime-js would hand back the leaving one. */
  private readonly leaving = new Map<string, Promise<unknown>>()

  constructor(
    private readonly loadClient: () => Promise<NexusRealtime | null>,
    private readonly heartbeat?: Pick<PresenceHeartbeat, 'hold'>,
  ) {}

  /** Follows room `slug` until the returned function is called (`_identity`: who follows; Presence no longer uses it). */
  subscribe(slug: string, _identity: RoomPresenceIdentity, listener: RoomChannelListener): () => void {
    let room = this.rooms.get(slug)
    if (room?.closeTimer) {
      clearTimeout(room.closeTimer)
      room.closeTimer = null
    }
    if (!room) {
      room = {
        listeners: new Set(),
        channel: null,
        connected: false,
        closeTimer: null,
        closed: false,
        stopBeat: () => {},
      }
      this.rooms.set(slug, room)
      void this.open(slug, room)
    }
    const live = room
    live.listeners.add(listener)
    if (live.connected) listener.onConnected?.()
    return () => {
      if (!live.listeners.delete(listener) || live.listeners.size > 0) return
      if (!live.closed) live.closeTimer = setTimeout(() => this.close(slug, live), CHANNEL_GRACE_MS)
    }
  }

  private async open(slug: string, room: LiveRoom): Promise<void> {
    try {
      const client = await this.loadClient()
      await this.leaving.get(slug)
      if (!client || room.closed) return
      await client.setAuth()
      if (room.closed) return
      const channel = client.channel(`room:${slug}`, {
        config: { private: true, presence: { key: newId() } },
      })
      room.channel = channel
      const each = (call: (listener: RoomChannelListener) => void) => room.listeners.forEach(call)
      for (const event of ['post_created', 'post_deleted', 'post_moderated'] as const) {
        channel.on('broadcast', { event }, ({ payload }: { payload: unknown }) => {
          if (!room.closed) each((listener) => listener.onBroadcast?.({ event, payload }))
        })
      }
      // Presence (issue 40): a signal only; tracked once this page's heartbeat is in, so others' re-read finds it.
      let beaten = !this.heartbeat
      let tracked = true
      const trackOnce = () => {
        if (!beaten || tracked || room.closed) return
        tracked = true
        channel.track({}).catch((trackError: unknown) => console.warn(`Presence in room ${slug}:`, trackError))
      }
      room.stopBeat =
        this.heartbeat?.hold(`room:${slug}`, () => {
          beaten = true
          trackOnce()
          if (!room.closed) each((listener) => listener.onPresence?.())
        }) ?? (() => {})
      channel.on('presence', { event: 'sync' }, () => {
        if (!room.closed) each((listener) => listener.onPresence?.())
      })
      channel.subscribe((status, error) => {
        if (room.closed) return
        if (status === 'SUBSCRIBED') {
          room.connected = true
          each((listener) => listener.onConnected?.())
          tracked = false
          trackOnce()
        } else {
          room.connected = false
          if (status === 'CHANNEL_ERROR') console.warn(`Live updates of room ${slug} interrupted:`, error?.message)
        }
      })
    } catch (error) {
      console.warn(`Live updates of room ${slug} are off:`, error)
    }
  }

  /**
   * The session ended: closes every room's channel at once (no grace period) and stops its
   * heartbeat; no subscriber is told anything more. A later subscription opens the room afresh.
   */
  end(): void {
    for (const [slug, room] of [...this.rooms]) this.close(slug, room)
  }

  private close(slug: string, room: LiveRoom): void {
    if (room.closed) return
    if (room.closeTimer) clearTimeout(room.closeTimer)
    room.closeTimer = null
    room.closed = true
    room.stopBeat()
    if (this.rooms.get(slug) === room) this.rooms.delete(slug)
    const channel = room.channel
    if (!channel) return
    const left = this.loadClient()
      .then((client) => client?.removeChannel(channel))
      .catch((error: unknown) => console.warn(`Leaving the channel of room ${slug}:`, error))
      .finally(() => {
        if (this.leaving.get(slug) === left) this.leaving.delete(slug)
      })
    this.leaving.set(slug, left)
  }
}
