import type { RealtimeChannel } from '@supabase/realtime-js'
import type { NexusRealtime } from '@/lib/supabase'
import { newId } from '@/lib/new-id'
import type { OnlineMembers, RoomLiveHandlers } from './rooms-source'

/** Who follows a room, for Presence: the member's id and name, and whether the room is anonymous. */
export interface RoomPresenceIdentity {
  userId: string
  name: string
  anonymous: boolean
}

/** A broadcast the hub passes on: its event name and payload, as the database sent them. */
export interface RoomBroadcast {
  event: 'post_created' | 'post_deleted'
  payload: unknown
}

/** What a hub subscriber is told: the room's broadcasts, plus the live handlers of a source. */
export interface RoomChannelListener extends Pick<RoomLiveHandlers, 'onPresence' | 'onConnected'> {
  onBroadcast?: (broadcast: RoomBroadcast) => void
}

/** How long a room's channel stays open after its last subscriber leaves (a quick remount reuses it), in ms. */
export const CHANNEL_GRACE_MS = 2000

interface LiveRoom {
  listeners: Set<RoomChannelListener>
  channel: RealtimeChannel | null
  /** Set once the first SUBSCRIBED arrived (and again after each loss). */
  connected: boolean
  online: OnlineMembers
  closeTimer: ReturnType<typeof setTimeout> | null
  closed: boolean
  /** This page's own Presence key in the room (the member's id; a random one in an anonymous room). */
  presenceKey: string
}

const NO_ONE: OnlineMembers = new Map()

/**
 * One Realtime channel per room for the whole page, shared by every subscriber of the room (the
 * feed and the members list): the private topic `room:<slug>` (`config.private`), joined after
 * `setAuth()` so the join carries the member's token. The Realtime client hands each new token
 * to the joined channels (`loadSupabaseRealtime` calls `setAuth()` on sign-in, TOKEN_REFRESHED
 * and sign-out, and realtime-js pushes it to every joined channel and into the payload of the
 * next re-join).
 *
 * - Broadcasts `post_created` / `post_deleted` go to every subscriber.
 * - Presence: on each join the page tracks `{ user_id, name }` under the member's id; in an
 *   anonymous room it tracks only `{ name: 'Anonymous' }` under a random key, so nobody learns who
 *   is there. Subscribers get the members online after each change, by member id (their own
 *   random key stands for their own id; others' anonymous keys are just keys).
 * - Every SUBSCRIBED (the first, and each after a CHANNEL_ERROR, TIMED_OUT or CLOSED, when
 *   realtime-js re-joins) calls `onConnected`: what happened before it may have been missed.
 * - The channel closes {@link CHANNEL_GRACE_MS} after its last subscriber leaves.
 */
export class RoomChannelHub {
  private readonly rooms = new Map<string, LiveRoom>()
  /** Channels being left: a room opened again meanwhile waits, or realtime-js would hand back the leaving one. */
  private readonly leaving = new Map<string, Promise<unknown>>()

  constructor(private readonly loadClient: () => Promise<NexusRealtime | null>) {}

  /** Follows room `slug` as `identity` until the returned function is called. */
  subscribe(slug: string, identity: RoomPresenceIdentity, listener: RoomChannelListener): () => void {
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
        online: NO_ONE,
        closeTimer: null,
        closed: false,
        presenceKey: identity.anonymous ? newId() : identity.userId,
      }
      this.rooms.set(slug, room)
      void this.open(slug, room, identity)
    }
    const live = room
    live.listeners.add(listener)
    if (live.online !== NO_ONE) listener.onPresence?.(live.online)
    if (live.connected) listener.onConnected?.()
    return () => {
      if (!live.listeners.delete(listener) || live.listeners.size > 0) return
      live.closeTimer = setTimeout(() => this.close(slug, live), CHANNEL_GRACE_MS)
    }
  }

  private async open(slug: string, room: LiveRoom, identity: RoomPresenceIdentity): Promise<void> {
    try {
      const client = await this.loadClient()
      await this.leaving.get(slug)
      if (!client || room.closed) return
      await client.setAuth()
      if (room.closed) return
      const channel = client.channel(`room:${slug}`, {
        config: { private: true, presence: { key: room.presenceKey } },
      })
      room.channel = channel
      const each = (call: (listener: RoomChannelListener) => void) => room.listeners.forEach(call)
      for (const event of ['post_created', 'post_deleted'] as const) {
        channel.on('broadcast', { event }, ({ payload }: { payload: unknown }) =>
          each((listener) => listener.onBroadcast?.({ event, payload })),
        )
      }
      channel.on('presence', { event: 'sync' }, () => {
        room.online = onlineMembers(channel.presenceState(), room.presenceKey, identity.userId)
        each((listener) => listener.onPresence?.(room.online))
      })
      channel.subscribe((status, error) => {
        if (room.closed) return
        if (status === 'SUBSCRIBED') {
          room.connected = true
          each((listener) => listener.onConnected?.())
          const payload = identity.anonymous ? { name: 'Anonymous' } : { user_id: identity.userId, name: identity.name }
          channel.track(payload).catch((trackError: unknown) => console.warn(`Presence in room ${slug}:`, trackError))
        } else {
          room.connected = false
          if (status === 'CHANNEL_ERROR') console.warn(`Live updates of room ${slug} interrupted:`, error?.message)
        }
      })
    } catch (error) {
      console.warn(`Live updates of room ${slug} are off:`, error)
    }
  }

  private close(slug: string, room: LiveRoom): void {
    room.closed = true
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

/**
 * The members online in a room from its Presence state: by the `user_id` they tracked, or by
 * their key when they tracked none (anonymous), with this page's own key standing for `selfId`.
 */
export function onlineMembers(
  state: Record<string, { user_id?: unknown; name?: unknown }[]>,
  selfKey: string,
  selfId: string,
): OnlineMembers {
  const online = new Map<string, { name: string }>()
  for (const [key, metas] of Object.entries(state)) {
    const meta = metas[0]
    if (!meta) continue
    const id = typeof meta.user_id === 'string' ? meta.user_id : key === selfKey ? selfId : key
    online.set(id, { name: typeof meta.name === 'string' && meta.name.trim() ? meta.name : 'Member' })
  }
  return online
}
