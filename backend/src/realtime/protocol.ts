/**
 * The Phoenix channel wire format as Supabase Realtime speaks it (RealtimeWeb.Socket.V2Serializer
 * in github.com/supabase/realtime, lib/realtime_web/socket/v2_serializer.ex) and as
 * `@supabase/realtime-js` 2.109.0 reads it (dist/main/lib/serializer.js):
 *
 * - vsn 2.0.0 (the client's default): text frames are JSON arrays `[join_ref, ref, topic, event,
 *   payload]`. A client Broadcast whose `payload.event` is a string arrives as a binary "user
 *   broadcast push" (kind 3); a user broadcast goes out as a binary "user broadcast" (kind 4), the
 *   only binary kind the client decodes. Everything else goes out as text.
 * - vsn 1.0.0: text frames are JSON objects `{join_ref, ref, topic, event, payload}`; user
 *   broadcasts go out as `broadcast` messages with `{type, event, payload, meta?}` (binary user
 *   payloads cannot be represented and are dropped, as Realtime does).
 */

/** A decoded Phoenix message (both directions). */
export interface Frame {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: unknown
}

/** The serializer of one socket, from its `vsn` query parameter. */
export type Vsn = '1.0.0' | '2.0.0'

/**
 * A client Broadcast decoded from a binary kind-3 frame: the user event and its payload bytes,
 * JSON text (`encoding: 'json'`) or opaque bytes (`'binary'`).
 */
export interface UserBroadcastPush {
  userEvent: string
  encoding: 'json' | 'binary'
  body: Buffer
}

/**
 * A Broadcast on its way to subscribers. `user`: the raw user payload (a client's binary push, or
 * a `realtime.messages` row, then with `meta: {id}`); `json`: a map payload (a client's text push,
 * or `presence_diff`), sent as `[null, null, topic, event, payload]`.
 */
export type Outgoing =
  | { kind: 'user'; userEvent: string; encoding: 'json' | 'binary'; body: Buffer; meta?: Record<string, unknown> }
  | { kind: 'json'; event: string; payload: unknown }

const KIND_USER_BROADCAST_PUSH = 3
const KIND_USER_BROADCAST = 4
const JSON_ENCODING = 1

/** Picks the serializer for a `vsn` query value (Realtime accepts 1.x and 2.x; default 1.0.0). */
export function parseVsn(value: string | null): Vsn {
  return value?.startsWith('2.') ? '2.0.0' : '1.0.0'
}

/** Thrown on a frame that is neither a V1/V2 JSON message nor a known binary kind. */
export class ProtocolError extends Error {}

const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

/**
 * Decodes one incoming WebSocket frame. Returns the message; for a kind-3 binary frame the payload
 * is a {@link UserBroadcastPush} and the event is `broadcast`. Throws {@link ProtocolError}.
 */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): Frame {
  if (isBinary) return decodeBinary(data)
  let parsed: unknown
  try {
    parsed = JSON.parse(data.toString('utf8'))
  } catch {
    throw new ProtocolError('frame is not JSON')
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) throw new ProtocolError('expected V2 array')
    const [joinRef, ref, topic, event, payload] = parsed as unknown[]
    if (typeof topic !== 'string' || typeof event !== 'string') throw new ProtocolError('bad topic or event')
    return { joinRef: str(joinRef), ref: str(ref), topic, event, payload }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ProtocolError('expected V1 object')
  }
  const msg = parsed as Record<string, unknown>
  if (typeof msg.topic !== 'string' || typeof msg.event !== 'string') throw new ProtocolError('bad topic or event')
  return { joinRef: str(msg.join_ref), ref: str(msg.ref), topic: msg.topic, event: msg.event, payload: msg.payload }
}

function decodeBinary(data: Buffer): Frame {
  // kind, join_ref size, ref size, topic size, user event size, metadata size, payload encoding
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) throw new ProtocolError('unknown binary frame')
  const sizes = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!]
  let offset = 7
  const [joinRef, ref, topic, userEvent] = sizes.slice(0, 4).map((size) => {
    const text = data.subarray(offset, offset + size).toString('utf8')
    offset += size
    return text
  }) as [string, string, string, string]
  offset += sizes[4]! // client metadata: Realtime ignores it
  if (offset > data.length) throw new ProtocolError('truncated binary frame')
  const push: UserBroadcastPush = {
    userEvent,
    encoding: data[6] === JSON_ENCODING ? 'json' : 'binary',
    body: Buffer.from(data.subarray(offset)),
  }
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: push }
}

/** True when `payload` came from {@link decodeFrame} as a binary user broadcast push. */
export function isUserBroadcastPush(payload: unknown): payload is UserBroadcastPush {
  return typeof payload === 'object' && payload !== null && Buffer.isBuffer((payload as UserBroadcastPush).body)
}

/** Encodes a message (reply, push, close) as the socket's text frame. */
export function encodeFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === '2.0.0') return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload])
  return JSON.stringify({
    join_ref: frame.joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
  })
}

/**
 * Encodes a Broadcast for a subscriber of `topic` (the topic it joined, `realtime:<name>`).
 * Returns null when it cannot be framed: a binary (or invalid JSON) payload for a V1 socket, or a
 * topic, event or metadata over 255 bytes in a kind-4 frame (Realtime drops those too).
 */
export function encodeOutgoing(topic: string, message: Outgoing, vsn: Vsn): string | Buffer | null {
  if (message.kind === 'json') return encodeFrame(broadcastFrame(topic, message.event, message.payload), vsn)
  if (vsn === '1.0.0') {
    if (message.encoding !== 'json') return null
    let userPayload: unknown
    try {
      userPayload = JSON.parse(message.body.toString('utf8'))
    } catch {
      return null
    }
    const payload: Record<string, unknown> = { event: message.userEvent, payload: userPayload, type: 'broadcast' }
    if (message.meta) payload.meta = message.meta
    return encodeFrame(broadcastFrame(topic, 'broadcast', payload), vsn)
  }
  const topicBytes = Buffer.from(topic, 'utf8')
  const eventBytes = Buffer.from(message.userEvent, 'utf8')
  const metaBytes = message.meta ? Buffer.from(JSON.stringify(message.meta), 'utf8') : Buffer.alloc(0)
  if (topicBytes.length > 255 || eventBytes.length > 255 || metaBytes.length > 255) return null
  const header = Buffer.from([
    KIND_USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    message.encoding === 'json' ? JSON_ENCODING : 0,
  ])
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, message.body])
}

function broadcastFrame(topic: string, event: string, payload: unknown): Frame {
  return { joinRef: null, ref: null, topic, event, payload }
}
