import type { RealtimeChannel } from '@supabase/realtime-js'
import type { NexusClient, NexusRealtime } from '@/lib/supabase'

/** The events the database broadcasts on a member's own topic `user:<id>`. */
export const USER_EVENTS = [
  'notification_created',
  'friendship_changed',
  'message_created',
  'message_read',
  'booking_changed',
  'own_post_created',
] as const

/** One of {@link USER_EVENTS}. */
export type UserEvent = (typeof USER_EVENTS)[number]

/** What a subscriber of the member's channel is told; every handler is optional. */
export interface UserChannelListener {
  /** A broadcast of the database on `user:<id>`, with its payload as sent. */
  onBroadcast?: (event: UserEvent, payload: unknown) => void
  /** The channel is up: the first time and after each loss; what happened before may have been missed. */
  onConnected?: () => void
  /** The ids of the members online now (Presence on `presence:members`), after every change. */
  onPresence?: (online: ReadonlySet<string>) => void
}

/** The topic every signed-in page joins for Presence. */
export const PRESENCE_TOPIC = 'presence:members'

/** How long the channels stay open after the last subscriber leaves (a quick remount reuses them), in ms. */
export const USER_CHANNEL_GRACE_MS = 2000

const NO_ONE: ReadonlySet<string> = new Set()

interface Live {
  userId: string
  listeners: Set<UserChannelListener>
  channels: RealtimeChannel[]
  connected: boolean
  online: ReadonlySet<string>
  closeTimer: ReturnType<typeof setTimeout> | null
  closed: boolean
  /** Tracks the member on Presence if the last join is not tracked yet and someone follows the hub. */
  trackWhenFollowed: () => void
}

/**
 * One Realtime connection per member for the whole page, shared by the friends, chat and
 * notifications sources: the private topic `user:<id>` (joined after the Realtime client's
 * `setAuth()`, so only that member may read it), whose broadcasts go to every subscriber, and
 * Presence on {@link PRESENCE_TOPIC}, where the page tracks `{ user_id }` only while someone
 * subscribes and the member's profile has `show_online_status` on (so a member with it off never
 * appears online).
 * Every SUBSCRIBED of the member's topic calls `onConnected` (catch up). The channels close
 * {@link USER_CHANNEL_GRACE_MS} after the last subscriber leaves; another member's subscription
 * closes the previous member's at once.
 */
export class UserChannelHub {
  private live: Live | null = null

  constructor(
    private readonly loadClient: () => Promise<NexusRealtime | null>,
    private readonly loadDatabase: () => Promise<Pick<NexusClient, 'from'> | null>,
  ) {}

  /** Follows member `userId`'s own topic and the members' presence until the returned function is called. */
  subscribe(userId: string, listener: UserChannelListener): () => void {
    if (this.live && this.live.userId !== userId) this.close(this.live)
    let live = this.live
    if (live?.closeTimer) {
      clearTimeout(live.closeTimer)
      live.closeTimer = null
    }
    if (!live) {
      live = {
        userId,
        listeners: new Set(),
        channels: [],
        connected: false,
        online: NO_ONE,
        closeTimer: null,
        closed: false,
        trackWhenFollowed: () => {},
      }
      this.live = live
      void this.open(live)
    }
    const current = live
    current.listeners.add(listener)
    current.trackWhenFollowed()
    if (current.online !== NO_ONE) listener.onPresence?.(current.online)
    if (current.connected) listener.onConnected?.()
    return () => {
      if (!current.listeners.delete(listener) || current.listeners.size > 0) return
      current.closeTimer = setTimeout(() => this.close(current), USER_CHANNEL_GRACE_MS)
    }
  }

  private async open(live: Live): Promise<void> {
    try {
      const client = await this.loadClient()
      if (!client || live.closed) return
      await client.setAuth()
      if (live.closed) return
      const each = (call: (listener: UserChannelListener) => void) => live.listeners.forEach(call)

      const own = client.channel(`user:${live.userId}`, { config: { private: true } })
      live.channels.push(own)
      for (const event of USER_EVENTS) {
        own.on('broadcast', { event }, ({ payload }: { payload: unknown }) =>
          each((listener) => listener.onBroadcast?.(event, payload)),
        )
      }
      own.subscribe((status, error) => {
        if (live.closed) return
        if (status === 'SUBSCRIBED') {
          live.connected = true
          each((listener) => listener.onConnected?.())
        } else {
          live.connected = false
          if (status === 'CHANNEL_ERROR') console.warn('Live updates interrupted:', error?.message)
        }
      })

      const presence = client.channel(PRESENCE_TOPIC, { config: { private: true, presence: { key: live.userId } } })
      live.channels.push(presence)
      presence.on('presence', { event: 'sync' }, () => {
        live.online = onlineIds(presence.presenceState())
        each((listener) => listener.onPresence?.(live.online))
      })
      // Each join is tracked once, and only while someone follows the hub: a join that lands in the
      // grace period after the member signed out would read their profile without a session.
      let untracked = false
      live.trackWhenFollowed = () => {
        if (!untracked || live.closed || live.listeners.size === 0) return
        untracked = false
        void showsOnline(this.loadDatabase, live.userId).then((shown) => {
          if (shown && !live.closed) {
            presence
              .track({ user_id: live.userId })
              .catch((trackError: unknown) => console.warn('Presence:', trackError))
          }
        })
      }
      presence.subscribe((status) => {
        if (live.closed || status !== 'SUBSCRIBED') return
        untracked = true
        live.trackWhenFollowed()
      })
    } catch (error) {
      console.warn('Live updates are off:', error)
    }
  }

  private close(live: Live): void {
    live.closed = true
    if (live.closeTimer) clearTimeout(live.closeTimer)
    if (this.live === live) this.live = null
    const channels = live.channels
    if (channels.length === 0) return
    void this.loadClient()
      .then((client) => Promise.all(channels.map((channel) => client?.removeChannel(channel))))
      .catch((error: unknown) => console.warn('Leaving the live channels:', error))
  }
}

/** Whether the member's profile lets others see them online (`show_online_status`); off when unknown. */
async function showsOnline(
  loadDatabase: () => Promise<Pick<NexusClient, 'from'> | null>,
  userId: string,
): Promise<boolean> {
  const client = await loadDatabase().catch(() => null)
  if (!client) return false
  const { data, error } = await client.from('profiles').select('show_online_status').eq('id', userId).maybeSingle()
  if (error) {
    console.warn('Could not read "Show Online Status"; appearing offline.', error.message)
    return false
  }
  return data?.show_online_status === true
}

/** The ids of the members in a Presence state, by the `user_id` each tracked (others are ignored). */
export function onlineIds(state: Record<string, { user_id?: unknown }[]>): ReadonlySet<string> {
  const online = new Set<string>()
  for (const metas of Object.values(state)) {
    for (const meta of metas) if (typeof meta.user_id === 'string') online.add(meta.user_id)
  }
  return online
}
