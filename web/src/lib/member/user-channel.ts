import type { RealtimeChannel } from '@supabase/realtime-js'
import type { NexusClient, NexusRealtime } from '@/lib/supabase'
import { newId } from '@/lib/new-id'
import { nextTask } from '@/lib/tasks/next-task'
import { debounced, isOffline, type PresenceHeartbeat } from './presence-heartbeat'

/** The events the database broadcasts on a member's own topic `user:<id>`. */
export const USER_EVENTS = [
  'notification_created',
  'friendship_changed',
  'message_created',
  'message_read',
  'booking_changed',
  'own_post_created',
  'message_moderated',
  'message_deleted',
] as const

/** One of {@link USER_EVENTS}. */
export type UserEvent = (typeof USER_EVENTS)[number]

/** What a subscriber of the member's channel is told; every handler is optional. */
export interface UserChannelListener {
  /** A broadcast of the database on `user:<id>`, with its payload as sent. */
  onBroadcast?: (event: UserEvent, payload: unknown) => void
  /** The channel is up: the first time and after each loss; what happened before may have been missed. */
  onConnected?: () => void
  /** The ids of the member's friends online now (the server's `online_friends()`), after every read. */
  onPresence?: (online: ReadonlySet<string>) => void
}

/** The topic every signed-in page joins for Presence (a signal only) and beats on. */
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
  /** Stops the heartbeat and the pending re-read. */
  stopPresence: () => void
}

/**
 * One Realtime connection per member for the whole page, shared by the friends, chat and
 * notifications sources: the private topic `user:<id>` (joined after the Realtime client's
 * `setAuth()`, so only that member may read it), whose broadcasts go to every subscriber, and who
 * of the member's friends is online, as the server vouches for it: the page beats on
 * {@link PRESENCE_TOPIC} (`presence_heartbeat`, written as the member) and reads
 * `online_friends()` after each heartbeat and, debounced, after each Presence change on that
 * topic. Presence there is only a signal: the page tracks an empty payload under a random key,
 * and nothing in anyone's payload is read (a member with 'Show Online Status' off is online to no
 * one: the server leaves them out).
 * Every SUBSCRIBED of the member's topic calls `onConnected` (catch up). The channels close
 * {@link USER_CHANNEL_GRACE_MS} after the last subscriber leaves; another member's subscription
 * closes the previous member's at once, and {@link UserChannelHub.end} (the session ended) all of them.
 */
export class UserChannelHub {
  private live: Live | null = null

  constructor(
    private readonly loadClient: () => Promise<NexusRealtime | null>,
    private readonly loadDatabase: () => Promise<Pick<NexusClient, 'rpc'> | null>,
    private readonly heartbeat: Pick<PresenceHeartbeat, 'hold'>,
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
        stopPresence: () => {},
      }
      this.live = live
      void this.open(live)
    }
    const current = live
    current.listeners.add(listener)
    if (current.online !== NO_ONE) listener.onPresence?.(current.online)
    if (current.connected) listener.onConnected?.()
    return () => {
      if (!current.listeners.delete(listener) || current.listeners.size > 0) return
      if (!current.closed) current.closeTimer = setTimeout(() => this.close(current), USER_CHANNEL_GRACE_MS)
    }
  }

  private async open(live: Live): Promise<void> {
    try {
      const client = await this.loadClient()
      if (!client || live.closed) return
      await client.setAuth()
      // The connection, the member's topic and the presence topic each start in a task of their
      // own: on a slow phone one task for all three blocks input for longer than any of them.
      await nextTask()
      if (live.closed) return
      const each = (call: (listener: UserChannelListener) => void) => live.listeners.forEach(call)

      const own = client.channel(`user:${live.userId}`, { config: { private: true } })
      live.channels.push(own)
      for (const event of USER_EVENTS) {
        own.on('broadcast', { event }, ({ payload }: { payload: unknown }) => {
          if (!live.closed) each((listener) => listener.onBroadcast?.(event, payload))
        })
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
      await nextTask()
      if (live.closed) return

      // Who of the friends is online: the server's answer, read after each heartbeat and each Presence change.
      const readOnline = async () => {
        // Offline, the read would fail: the heartbeat of the 'online' event reads again.
        if (isOffline()) return
        const database = await this.loadDatabase().catch(() => null)
        if (!database || live.closed || isOffline()) return
        const { data, error } = await database.rpc('online_friends')
        if (live.closed) return
        if (error) {
          console.warn('Could not read who is online:', error.message)
          return
        }
        live.online = new Set(data ?? [])
        each((listener) => listener.onPresence?.(live.online))
      }
      const presence = client.channel(PRESENCE_TOPIC, { config: { private: true, presence: { key: newId() } } })
      live.channels.push(presence)
      // Track (the signal for the others) once this page's heartbeat is in, so their re-read finds it.
      let beaten = false
      let tracked = true
      const trackOnce = () => {
        if (!beaten || tracked || live.closed) return
        tracked = true
        presence.track({}).catch((trackError: unknown) => console.warn('Presence:', trackError))
      }
      const signal = debounced(() => void readOnline())
      const stopBeat = this.heartbeat.hold(PRESENCE_TOPIC, () => {
        beaten = true
        trackOnce()
        void readOnline()
      })
      live.stopPresence = () => {
        stopBeat()
        signal.cancel()
      }
      presence.on('presence', { event: 'sync' }, () => {
        if (!live.closed) signal()
      })
      presence.subscribe((status) => {
        if (live.closed || status !== 'SUBSCRIBED') return
        tracked = false
        trackOnce()
      })
    } catch (error) {
      console.warn('Live updates are off:', error)
    }
  }

  /**
   * The session ended: closes the member's channels at once (no grace period), stops the
   * heartbeat and every pending read of who is online; no request is made. A later subscription
   * opens them afresh.
   */
  end(): void {
    if (this.live) this.close(this.live)
  }

  private close(live: Live): void {
    if (live.closed) return
    live.closed = true
    live.stopPresence()
    if (live.closeTimer) clearTimeout(live.closeTimer)
    if (this.live === live) this.live = null
    const channels = live.channels
    if (channels.length === 0) return
    void this.loadClient()
      .then((client) => Promise.all(channels.map((channel) => client?.removeChannel(channel))))
      .catch((error: unknown) => console.warn('Leaving the live channels:', error))
  }
}
