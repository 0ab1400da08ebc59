import type { NexusClient } from '@/lib/supabase'

/** How often a page tells the server its member is still present on a topic, in ms (the server counts a heartbeat for 60 s). */
export const HEARTBEAT_MS = 25_000
/** How soon a refused or failed heartbeat is tried again, in ms (e.g. the room's join was still under way). */
export const HEARTBEAT_RETRY_MS = 5_000

interface Held {
  /** Called after each heartbeat the server took: who is online may have changed (at least by time). */
  listeners: Set<() => void>
  timer: ReturnType<typeof setTimeout> | null
}

/** The database client's part the heartbeats use. */
export type HeartbeatClient = Pick<NexusClient, 'rpc'>

/**
 * The page's presence heartbeats: while anything holds a topic (`room:<slug>`,
 * `presence:members`), `presence_heartbeat(topic)` runs at once and then every
 * {@link HEARTBEAT_MS} (after a failure, {@link HEARTBEAT_RETRY_MS}); when the last holder lets go,
 * and when the page is hidden for good (`pagehide`), `presence_leave(topic)` runs. A page restored
 * from the back/forward cache beats again. The server writes each heartbeat as the signed-in
 * member and counts it for 60 seconds, so who is online is what it can vouch for, never what a
 * page says. While the browser is offline (`navigator.onLine` false) no request is made (the
 * heartbeats go stale on the server); when it is back (`online`), every held topic beats at once
 * and its holders are told, so they read who is online again.
 */
export class PresenceHeartbeat {
  private readonly held = new Map<string, Held>()
  private listening = false

  constructor(private readonly loadClient: () => Promise<HeartbeatClient | null>) {}

  /**
   * Keeps the member present on `topic` until the returned function is called; `onBeat` runs after
   * each heartbeat the server took (read who is online again).
   */
  hold(topic: string, onBeat?: () => void): () => void {
    this.listen()
    let entry = this.held.get(topic)
    if (!entry) {
      entry = { listeners: new Set(), timer: null }
      this.held.set(topic, entry)
      void this.beat(topic, entry)
    }
    const current = entry
    const listener = () => onBeat?.()
    current.listeners.add(listener)
    return () => {
      if (!current.listeners.delete(listener) || current.listeners.size > 0) return
      if (current.timer) clearTimeout(current.timer)
      current.timer = null
      // Already left or dropped with the session (leaveAll / drop): nothing to tell the server.
      if (this.held.get(topic) !== current) return
      this.held.delete(topic)
      void this.leave(topic)
    }
  }

  /**
   * The session is ending (before a sign-out, while it is still valid): stops every heartbeat at
   * once and calls `presence_leave` for each held topic; resolves when the server has answered
   * them all (a failure is logged only). The holders' release functions do nothing afterwards; a
   * topic held again later beats afresh.
   */
  leaveAll(): Promise<void> {
    const topics = this.stopAll()
    return Promise.all(topics.map((topic) => this.leave(topic))).then(() => undefined)
  }

  /** The session is gone: stops every heartbeat at once, with no request (the server lets them go stale). */
  drop(): void {
    this.stopAll()
  }

  private stopAll(): string[] {
    const topics = [...this.held.keys()]
    for (const entry of this.held.values()) {
      if (entry.timer) clearTimeout(entry.timer)
      entry.timer = null
    }
    this.held.clear()
    return topics
  }

  private async beat(topic: string, entry: Held): Promise<void> {
    let next = HEARTBEAT_MS
    try {
      const client = await this.loadClient()
      if (!client || this.held.get(topic) !== entry) return
      // Offline, the request would fail: none is sent, and this timer only looks again (the
      // 'online' event beats at once).
      if (!isOffline()) {
        const { error } = await client.rpc('presence_heartbeat', { p_topic: topic })
        if (error) throw error
        if (this.held.get(topic) === entry) entry.listeners.forEach((listener) => listener())
      }
    } catch (error) {
      next = HEARTBEAT_RETRY_MS
      console.warn(`Presence on ${topic}:`, error instanceof Error ? error.message : error)
    }
    if (this.held.get(topic) !== entry) return
    if (entry.timer) clearTimeout(entry.timer)
    entry.timer = setTimeout(() => void this.beat(topic, entry), next)
  }

  /** Beats every held topic now (a pending heartbeat is replaced). */
  private beatAll(): void {
    for (const [topic, entry] of this.held) {
      if (entry.timer) clearTimeout(entry.timer)
      entry.timer = null
      void this.beat(topic, entry)
    }
  }

  private async leave(topic: string): Promise<void> {
    // Offline, the request would fail; the heartbeat goes stale within a minute anyway.
    if (isOffline()) return
    try {
      const client = await this.loadClient()
      const answer = await client?.rpc('presence_leave', { p_topic: topic })
      if (answer?.error) throw answer.error
    } catch (error) {
      // The heartbeat goes stale within a minute anyway.
      console.warn(`Leaving presence on ${topic}:`, error instanceof Error ? error.message : error)
    }
  }

  private listen(): void {
    if (this.listening || typeof window === 'undefined') return
    this.listening = true
    window.addEventListener('pagehide', () => {
      for (const [topic, entry] of this.held) {
        if (entry.timer) clearTimeout(entry.timer)
        entry.timer = null
        void this.leave(topic)
      }
    })
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) this.beatAll()
    })
    window.addEventListener('online', () => this.beatAll())
  }
}

/** Whether the browser says it is offline (`navigator.onLine` false); false where there is no such signal. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * A function that calls `run` once, `waitMs` after the last of a burst of calls (Presence
 * signals arrive in bursts: a join is a sync plus a join event).
 */
export function debounced(run: () => void, waitMs = 300): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null
  const call = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      run()
    }, waitMs)
  }
  call.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }
  return call
}
