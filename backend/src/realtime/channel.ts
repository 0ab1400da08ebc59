/**
 * One joined channel of one socket: RealtimeWeb.RealtimeChannel after a successful join
 * (github.com/supabase/realtime, lib/realtime_web/channels/realtime_channel.ex and
 * realtime_channel/broadcast_handler.ex). It holds the channel's token, claims and cached
 * policies, relays client Broadcasts, re-authorises on a new `access_token`, and closes itself when
 * its token expires (a `system` error message, then `phx_close`).
 */
import type { BackendContext } from '../context.ts'
import type { Claims } from '../jwt.ts'
import {
  type AuthorizationContext,
  emptyPolicies,
  type Policies,
  PolicyError,
  readPolicies,
  writePolicies,
} from './authorization.ts'
import type { PresenceTracker } from './presence.ts'
import { encodeFrame, encodeOutgoing, type Frame, isUserBroadcastPush, type Outgoing, type Vsn } from './protocol.ts'
import type { ChannelRegistry, Subscriber } from './registry.ts'
import { checkToken } from './tokens.ts'

/** What every channel of the server shares. */
export interface RealtimeHub {
  ctx: BackendContext
  registry: ChannelRegistry
  presence: PresenceTracker<Channel>
}

/** The channel's view of its WebSocket connection. */
export interface ChannelSocket {
  readonly vsn: Vsn
  /** The `x-*` headers of the upgrade request. */
  readonly headers: Record<string, string>
  /** Sends one frame. */
  send(data: string | Buffer): void
  /** Called once when the channel closes itself (shutdown), so the socket forgets it. */
  channelClosed(channel: Channel): void
}

/** A joined channel's settings, decided by the join. */
export interface ChannelSettings {
  /** The channel name: the topic without `realtime:`. */
  name: string
  joinRef: string
  isPrivate: boolean
  /** The PubSub topic (registry key). */
  pubsub: string
  selfBroadcast: boolean
  ackBroadcast: boolean
  presenceKey: string
  presenceEnabled: boolean
  accessToken: string
  claims: Claims
  exp: number
  /** Evaluated read policies of a private channel; null on a public one. */
  policies: Policies | null
}

/** Realtime re-checks a channel's token at least this often (@confirm_token_ms_interval). */
const CONFIRM_TOKEN_MS = 5 * 60 * 1000

/** A joined channel. */
export class Channel implements Subscriber {
  /** `realtime:<name>`, the topic the client joined. */
  readonly topic: string
  /** Mutable state; see {@link ChannelSettings}. */
  readonly state: ChannelSettings
  /** JSON of the payload this channel tracks in Presence (Realtime's presence_track_payload). */
  presencePayload: string | null = null
  /** Client presence rate limit window (5 calls per 30 s, Realtime's defaults). */
  presenceWindow: { counter: number; resetAt: number | null } = { counter: 0, resetAt: null }
  private tokenTimer: NodeJS.Timeout | undefined
  private closed = false

  constructor(
    readonly hub: RealtimeHub,
    readonly socket: ChannelSocket,
    settings: ChannelSettings,
  ) {
    this.state = settings
    this.topic = `realtime:${settings.name}`
    hub.registry.add(settings.pubsub, this)
    this.scheduleTokenCheck()
  }

  /** Broadcast read permission: always on a public channel. */
  canReadBroadcast(): boolean {
    return !this.state.isPrivate || this.state.policies?.broadcast.read === true
  }

  /** Presence read permission: always on a public channel. */
  canReadPresence(): boolean {
    return !this.state.isPrivate || this.state.policies?.presence.read === true
  }

  /** Sends a fanned-out message (Broadcast, `presence_diff`) framed for this channel. */
  deliver(message: Outgoing): void {
    if (this.closed) return
    const data = encodeOutgoing(this.topic, message, this.socket.vsn)
    if (data !== null) this.socket.send(data)
  }

  /** Pushes a channel message (`[join_ref, null, topic, event, payload]`). */
  push(event: string, payload: unknown): void {
    if (this.closed) return
    this.socket.send(
      encodeFrame({ joinRef: this.state.joinRef, ref: null, topic: this.topic, event, payload }, this.socket.vsn),
    )
  }

  /** Replies to `frame` with `{status, response}`. */
  reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown> = {}): void {
    if (this.closed) return
    this.socket.send(
      encodeFrame(
        {
          joinRef: this.state.joinRef,
          ref: frame.ref,
          topic: this.topic,
          event: 'phx_reply',
          payload: { status, response },
        },
        this.socket.vsn,
      ),
    )
  }

  /** The authorisation context of this channel's current token. */
  authorization(): AuthorizationContext {
    return { topic: this.state.name, claims: this.state.claims, headers: this.socket.headers }
  }

  /** Handles a client `broadcast` (BroadcastHandler.handle/3). */
  async handleBroadcast(frame: Frame): Promise<void> {
    if (this.state.isPrivate) {
      let policies = this.state.policies ?? emptyPolicies()
      if (policies.broadcast.write === null) {
        try {
          policies = await writePolicies(this.hub.ctx, this.authorization(), policies)
        } catch (err) {
          console.error(
            `realtime: ${err instanceof PolicyError ? 'RlsPolicyError' : 'UnableToSetPolicies'}: ${String(err)}`,
          )
          return
        }
        this.state.policies = policies
      }
      // Without write permission Realtime drops the message and does not reply, even with ack.
      if (policies.broadcast.write !== true) return
    }
    const payload = frame.payload
    const message: Outgoing = isUserBroadcastPush(payload)
      ? { kind: 'user', userEvent: payload.userEvent, encoding: payload.encoding, body: payload.body }
      : { kind: 'json', event: 'broadcast', payload }
    this.hub.registry.broadcast(this.state.pubsub, message, this.state.selfBroadcast ? undefined : this)
    if (this.state.ackBroadcast) this.reply(frame, 'ok')
  }

  /** Handles `access_token` (RealtimeChannel.handle_in("access_token", …)). */
  async handleAccessToken(frame: Frame): Promise<void> {
    const token = (frame.payload as { access_token?: unknown } | null)?.access_token
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.state.accessToken) return
    this.state.accessToken = token
    const checked = await checkToken(this.hub.ctx, token)
    if (!checked.ok) return this.shutdown(checked.shutdownMessage)
    this.state.claims = checked.claims
    this.state.exp = checked.exp
    if (this.state.isPrivate) {
      const previous = this.state.policies
      const denied = `You do not have permissions to read from this Channel topic: ${this.state.name}`
      let policies: Policies
      try {
        policies = await readPolicies(this.hub.ctx, this.authorization(), emptyPolicies(), this.state.presenceEnabled)
      } catch (err) {
        if (err instanceof PolicyError) return this.shutdown(denied)
        return this.shutdown('Realtime was unable to connect to the project database')
      }
      if (!policies.broadcast.read && !policies.presence.read) return this.shutdown(denied)
      const revoked = (before: boolean | null | undefined, after: boolean | null) => before === true && after === false
      if (
        revoked(previous?.broadcast.read, policies.broadcast.read) ||
        revoked(previous?.presence.read, policies.presence.read)
      ) {
        return this.shutdown(`You no longer have permission to read from this Channel topic: ${this.state.name}`)
      }
      this.state.policies = policies
    }
    this.scheduleTokenCheck()
  }

  /** Handles `phx_leave`: replies ok and closes without `phx_close`. */
  leave(frame: Frame): void {
    this.reply(frame, 'ok')
    this.close()
  }

  /**
   * Closes the channel as Realtime's shutdown_response/2 does: a `system` message
   * `{extension: 'system', status: 'error', message, channel}`, then `phx_close` (the channel
   * process stops with :normal, which Phoenix reports as `[join_ref, join_ref, topic, "phx_close", {}]`).
   */
  shutdown(message: string): void {
    if (this.closed) return
    this.push('system', { extension: 'system', status: 'error', message, channel: this.state.name })
    this.sendClose()
    this.close()
    this.socket.channelClosed(this)
  }

  /**
   * Sends `phx_close` for this join without a system message (a duplicate join of the topic
   * replaces it, as Phoenix does), then closes.
   */
  replaced(): void {
    if (this.closed) return
    this.sendClose()
    this.close()
  }

  /** Phoenix's notice that the channel process stopped normally. */
  private sendClose(): void {
    const { joinRef } = this.state
    const frame = { joinRef, ref: joinRef, topic: this.topic, event: 'phx_close', payload: {} }
    this.socket.send(encodeFrame(frame, this.socket.vsn))
  }

  /** Leaves the registry, untracks Presence (others get the leave) and stops the token timer. */
  close(): void {
    if (this.closed) return
    this.closed = true
    clearTimeout(this.tokenTimer)
    this.hub.registry.remove(this.state.pubsub, this)
    const diff = this.hub.presence.untrack(this.state.pubsub, this)
    if (diff) this.hub.registry.presence(this.state.pubsub, { kind: 'json', event: 'presence_diff', payload: diff })
  }

  /** True once closed. */
  isClosed(): boolean {
    return this.closed
  }

  /** Realtime's :confirm_token timer: re-verify after min(5 min, time to `exp`). */
  private scheduleTokenCheck(): void {
    clearTimeout(this.tokenTimer)
    const untilExp = (this.state.exp - Math.floor(Date.now() / 1000)) * 1000
    this.tokenTimer = setTimeout(() => void this.confirmToken(), Math.max(0, Math.min(CONFIRM_TOKEN_MS, untilExp)))
    this.tokenTimer.unref()
  }

  private async confirmToken(): Promise<void> {
    if (this.closed) return
    const checked = await checkToken(this.hub.ctx, this.state.accessToken)
    if (!checked.ok) return this.shutdown(checked.shutdownMessage)
    this.state.exp = checked.exp
    this.scheduleTokenCheck()
  }
}
