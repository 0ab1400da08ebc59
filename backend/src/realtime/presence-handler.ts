/**
 * A channel's `presence` messages (`{type: 'presence', event: 'track' | 'untrack', payload}`) as
 * RealtimeWeb.RealtimeChannel.PresenceHandler handles them (github.com/supabase/realtime,
 * lib/realtime_web/channels/realtime_channel/presence_handler.ex), and the `presence_state` a
 * channel gets after joining.
 */
import { emptyPolicies, PolicyError, readPolicies, writePolicies } from './authorization.ts'
import type { Channel } from './channel.ts'
import type { Frame } from './protocol.ts'

/** Realtime's default client presence limit (CLIENT_PRESENCE_MAX_CALLS / _WINDOW_MS). */
const MAX_CALLS = 5
const WINDOW_MS = 30_000

/**
 * Sends `presence_state` after a join when Presence is enabled (PresenceHandler.sync/1): always on
 * a public channel, on a private one only with presence read permission.
 */
export function syncPresence(channel: Channel): void {
  if (!channel.state.presenceEnabled || !channel.canReadPresence()) return
  channel.push('presence_state', channel.hub.presence.list(channel.state.pubsub))
}

/** Handles one `presence` message and replies to it (RealtimeChannel.handle_in("presence", …)). */
export async function handlePresence(channel: Channel, frame: Frame): Promise<void> {
  if (!withinRateLimit(channel)) return channel.shutdown('Client presence rate limit exceeded')
  const payload = frame.payload as { event?: unknown; payload?: unknown } | null
  if (typeof payload?.event !== 'string') return channel.reply(frame, 'ok')
  const event = payload.event.toLowerCase()
  if (event === 'untrack') {
    untrack(channel)
    return channel.reply(frame, 'ok')
  }
  if (event !== 'track') {
    console.error(`realtime: UnknownPresenceEvent: ${event}`)
    return channel.reply(frame, 'error')
  }
  if (channel.state.isPrivate && !(await authorizeTrack(channel))) return channel.reply(frame, 'error')
  const meta = payload.payload === undefined ? {} : payload.payload
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) {
    return channel.reply(frame, 'error', { reason: 'Presence track payload must be a map' })
  }
  const json = JSON.stringify(meta)
  if (json !== channel.presencePayload) {
    const diff = channel.hub.presence.track(
      channel.state.pubsub,
      channel,
      channel.state.presenceKey,
      meta as Record<string, unknown>,
    )
    channel.presencePayload = json
    channel.state.presenceEnabled = true
    channel.hub.registry.presence(channel.state.pubsub, { kind: 'json', event: 'presence_diff', payload: diff })
  }
  channel.reply(frame, 'ok')
}

function untrack(channel: Channel): void {
  channel.presencePayload = null
  const diff = channel.hub.presence.untrack(channel.state.pubsub, channel)
  if (diff) channel.hub.registry.presence(channel.state.pubsub, { kind: 'json', event: 'presence_diff', payload: diff })
}

/**
 * On a private channel, `track` needs presence write permission, evaluated on the first track
 * (with presence read too when the join did not evaluate it). False when refused or on error.
 */
async function authorizeTrack(channel: Channel): Promise<boolean> {
  let policies = channel.state.policies ?? emptyPolicies()
  if (policies.presence.write === null) {
    try {
      const auth = channel.authorization()
      if (policies.presence.read === null) policies = await readPolicies(channel.hub.ctx, auth, policies, true)
      policies = await writePolicies(channel.hub.ctx, auth, policies, true)
    } catch (err) {
      console.error(
        `realtime: ${err instanceof PolicyError ? 'RlsPolicyError' : 'UnableToSetPolicies'}: ${String(err)}`,
      )
      return false
    }
    channel.state.policies = policies
  }
  return policies.presence.write === true
}

/** PresenceHandler.limit_client_presence_event/1: at most 5 presence messages per 30 s window. */
function withinRateLimit(channel: Channel): boolean {
  const now = Date.now()
  const window = channel.presenceWindow
  if (window.resetAt === null || now > window.resetAt) {
    channel.presenceWindow = { counter: 1, resetAt: now + WINDOW_MS }
    return true
  }
  if (window.counter >= MAX_CALLS) return false
  window.counter += 1
  return true
}
