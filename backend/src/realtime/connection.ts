/**
 * One WebSocket: Phoenix.Socket's routing of messages to channels (heartbeats on `phoenix`, joins,
 * per-topic dispatch, unmatched topics, stale join refs, duplicate joins), processed one message at
 * a time in arrival order as the socket process does.
 */
import type { WebSocket } from 'ws'
import type { Channel, ChannelSocket, RealtimeHub } from './channel.ts'
import { joinChannel } from './join.ts'
import { handlePresence } from './presence-handler.ts'
import { decodeFrame, encodeFrame, type Frame, ProtocolError, type Vsn } from './protocol.ts'

/** A connected socket and its joined channels. */
export class Connection implements ChannelSocket {
  private readonly channels = new Map<string, Channel>()
  private queue: Promise<void> = Promise.resolve()
  private closed = false

  constructor(
    private readonly hub: RealtimeHub,
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The socket's API key (already verified). */
    private readonly apikey: string,
    readonly headers: Record<string, string>,
  ) {
    ws.on('message', (data, isBinary) => {
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)
      this.queue = this.queue
        .then(() => this.receive(buffer, isBinary))
        .catch((err: unknown) => console.error(`realtime: error handling a message: ${String(err)}`))
    })
    ws.on('close', () => this.close())
    ws.on('error', () => this.close())
  }

  /** Sends one frame if the socket is still open. */
  send(data: string | Buffer): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return
    this.ws.send(data, { binary: typeof data !== 'string' })
  }

  /** Forgets a channel that shut itself down. */
  channelClosed(channel: Channel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic)
  }

  private async receive(data: Buffer, isBinary: boolean): Promise<void> {
    if (this.closed) return
    let frame: Frame
    try {
      frame = decodeFrame(data, isBinary, this.vsn)
    } catch (err) {
      if (!(err instanceof ProtocolError)) throw err
      console.error(`realtime: dropping an undecodable frame: ${err.message}`)
      return
    }
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') return this.replyTo(frame, 'ok', {})
    const channel = this.channels.get(frame.topic)
    if (frame.event === 'phx_join') return this.join(frame, channel)
    if (!channel) return this.replyTo(frame, 'error', { reason: 'unmatched topic' }, null)
    // A message for an earlier join of this topic raced a server close: ignored.
    if (frame.joinRef !== null && frame.joinRef !== channel.state.joinRef) return
    switch (frame.event) {
      case 'phx_leave':
        this.channels.delete(frame.topic)
        return channel.leave(frame)
      case 'broadcast':
        return channel.handleBroadcast(frame)
      case 'presence':
        return handlePresence(channel, frame)
      case 'access_token':
        return channel.handleAccessToken(frame)
      default:
        // RealtimeChannel.handle_in/3 ignores any other event.
        return
    }
  }

  private async join(frame: Frame, existing: Channel | undefined): Promise<void> {
    if (!frame.topic.startsWith('realtime:')) {
      return this.replyTo(frame, 'error', { reason: 'unmatched topic' }, null)
    }
    if (existing) {
      // Phoenix closes the previous join of the same topic before the new one.
      this.channels.delete(frame.topic)
      existing.replaced()
    }
    const channel = await joinChannel(this.hub, this, this.apikey, frame)
    if (!channel) return
    if (this.closed) return channel.close()
    this.channels.set(frame.topic, channel)
  }

  private replyTo(frame: Frame, status: 'ok' | 'error', response: object, joinRef = frame.joinRef): void {
    this.send(
      encodeFrame(
        { joinRef, ref: frame.ref, topic: frame.topic, event: 'phx_reply', payload: { status, response } },
        this.vsn,
      ),
    )
  }

  /** Closes every channel (their Presence entries leave). */
  close(): void {
    if (this.closed) return
    this.closed = true
    for (const channel of this.channels.values()) channel.close()
    this.channels.clear()
  }
}
