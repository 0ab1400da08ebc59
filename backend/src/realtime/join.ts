/**
 * `phx_join` as RealtimeWeb.RealtimeChannel.join/3 handles it (github.com/supabase/realtime,
 * lib/realtime_web/channels/realtime_channel.ex and channels/payloads/join.ex): read the config,
 * pick the token (`access_token` / `user_token`, else the socket's `apikey`), verify it, authorise
 * a private channel with read probes, then reply `{postgres_changes: []}` and send `presence_state`.
 * A refusal is a `phx_reply` with status `error` and Realtime's `reason` text.
 */
import { randomUUID } from 'node:crypto'
import { emptyPolicies, type Policies, PolicyError, readPolicies } from './authorization.ts'
import { Channel, type ChannelSocket, type RealtimeHub } from './channel.ts'
import { syncPresence } from './presence-handler.ts'
import { encodeFrame, type Frame } from './protocol.ts'
import { pubsubTopic } from './registry.ts'
import { checkToken } from './tokens.ts'

interface JoinConfig {
  broadcast?: { self?: unknown; ack?: unknown; replay?: unknown }
  presence?: { key?: unknown; enabled?: unknown }
  postgres_changes?: unknown
  private?: unknown
}

/** The value when it is a JSON object, else `{}`. */
const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** Realtime's FlexibleBoolean: `true` or `"true"`. */
const flag = (value: unknown): boolean => value === true || value === 'true'

/** Refuses a join frame with `reason`. */
function refuse(socket: ChannelSocket, frame: Frame, reason: string): null {
  socket.send(
    encodeFrame(
      {
        joinRef: frame.joinRef,
        ref: frame.ref,
        topic: frame.topic,
        event: 'phx_reply',
        payload: { status: 'error', response: { reason } },
      },
      socket.vsn,
    ),
  )
  return null
}

/**
 * Joins `frame.topic` (`realtime:<name>`) for `socket`, whose API key is `apikey`. Replies to the
 * join either way; returns the channel, or null when refused.
 */
export async function joinChannel(
  hub: RealtimeHub,
  socket: ChannelSocket,
  apikey: string,
  frame: Frame,
): Promise<Channel | null> {
  const name = frame.topic.slice('realtime:'.length)
  if (name === '') return refuse(socket, frame, 'TopicNameRequired: You must provide a topic name')
  const params = asObject(frame.payload)
  const config = asObject(params.config) as JoinConfig
  const isPrivate = flag(config.private)
  const presenceEnabled = flag(config.presence?.enabled)

  const token = pickToken(params, apikey)
  const checked = await checkToken(hub.ctx, token)
  if (!checked.ok) return refuse(socket, frame, checked.joinReason)

  let policies: Policies | null = null
  if (isPrivate) {
    const denied = `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`
    try {
      const auth = { topic: name, claims: checked.claims, headers: socket.headers }
      policies = await readPolicies(hub.ctx, auth, emptyPolicies(), presenceEnabled)
    } catch (err) {
      if (err instanceof PolicyError) return refuse(socket, frame, denied)
      console.error(`realtime: UnableToSetPolicies: ${String(err)}`)
      return refuse(socket, frame, 'Realtime was unable to connect to the project database')
    }
    if (!policies.broadcast.read && !policies.presence.read) return refuse(socket, frame, denied)
  }
  if (config.broadcast?.replay !== undefined) {
    if (!isPrivate) return refuse(socket, frame, 'UnableToReplayMessages: Replay is not allowed for public channels')
    if (policies?.broadcast.read === false) {
      return refuse(socket, frame, `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`)
    }
    // Not implemented by this stand-in: say so rather than join without replaying.
    return refuse(socket, frame, 'UnableToReplayMessages: Broadcast replay is not supported by the local backend')
  }

  const presenceKey =
    typeof config.presence?.key === 'string' && config.presence.key !== '' ? config.presence.key : randomUUID()
  const channel = new Channel(hub, socket, {
    name,
    joinRef: frame.joinRef ?? frame.ref ?? '',
    isPrivate,
    pubsub: pubsubTopic(name, isPrivate),
    selfBroadcast: flag(config.broadcast?.self),
    ackBroadcast: flag(config.broadcast?.ack),
    presenceKey,
    presenceEnabled,
    accessToken: token,
    claims: checked.claims,
    exp: checked.exp,
    policies,
  })
  channel.reply(frame, 'ok', { postgres_changes: [] })
  if (Array.isArray(config.postgres_changes) && config.postgres_changes.length > 0) {
    // Realtime reports Postgres Changes subscription problems as a `system` message.
    channel.push('system', {
      extension: 'postgres_changes',
      status: 'error',
      message: 'Postgres Changes are not supported by the local backend (Broadcast and Presence are)',
      channel: name,
    })
  }
  syncPresence(channel)
  return channel
}

/** RealtimeChannel.assign_access_token/2: an `sb_` key or no token means the socket's apikey. */
function pickToken(params: Record<string, unknown>, apikey: string): string {
  const given = params.access_token ?? params.user_token
  if (typeof given === 'string' && given.startsWith('sb_')) return apikey
  if (typeof params.user_token === 'string') return params.user_token
  if (typeof params.access_token === 'string') return params.access_token
  return apikey
}
