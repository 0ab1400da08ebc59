/**
 * Supabase Realtime's WebSocket endpoint, `/realtime/v1/websocket?apikey=…&vsn=2.0.0`: Broadcast
 * (client to client, and from `realtime.messages` rows), Presence, and private channels authorised
 * by RLS policies on `realtime.messages`. Postgres Changes and Broadcast replay are not provided.
 *
 * The upgrade is refused as RealtimeWeb.UserSocket does (401 with `{"error": …}`) when the
 * `apikey` is missing or not a valid project token.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { BackendContext } from '../context.ts'
import type { Channel, RealtimeHub } from './channel.ts'
import { Connection } from './connection.ts'
import { type DatabaseDelivery, startDatabaseDelivery } from './delivery.ts'
import { PresenceTracker } from './presence.ts'
import { parseVsn } from './protocol.ts'
import { ChannelRegistry, pubsubTopic } from './registry.ts'
import { checkApiKey } from './tokens.ts'

const PATH = '/realtime/v1/websocket'

/**
 * Starts delivering `realtime.messages` rows (LISTEN on the database) and resolves, once that
 * listens, to the function that serves Realtime on a server's `upgrade` events for {@link PATH}
 * (other upgrade paths get 404). Rejects when the database listener cannot start, so the API
 * server never answers while Broadcast from the database is off. Everything stops when the
 * server closes.
 */
export async function startRealtime(ctx: BackendContext): Promise<(server: Server) => void> {
  const hub: RealtimeHub = { ctx, registry: new ChannelRegistry(), presence: new PresenceTracker<Channel>() }
  const delivery: DatabaseDelivery = await startDatabaseDelivery(ctx, (row) => {
    hub.registry.broadcast(pubsubTopic(row.topic, row.private), {
      kind: 'user',
      userEvent: row.event,
      encoding: 'json',
      body: Buffer.from(row.payload, 'utf8'),
      meta: { id: row.id },
    })
  })
  return (server) => attach(server, hub, delivery)
}

function attach(server: Server, hub: RealtimeHub, delivery: DatabaseDelivery): void {
  const { ctx } = hub
  const wss = new WebSocketServer({ noServer: true })

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname !== PATH && url.pathname !== `${PATH}/`) return reject(socket, 404, 'Not found')
    // RealtimeWeb.UserSocket.access_token/2: an `x-api-key` header wins over the query parameter.
    const apikey = headerValue(request, 'x-api-key') ?? url.searchParams.get('apikey')
    checkApiKey(ctx, apikey).then(
      (refusal) => {
        if (refusal) return reject(socket, refusal.status, refusal.error)
        wss.handleUpgrade(request, socket, head, (ws) => {
          new Connection(hub, ws, parseVsn(url.searchParams.get('vsn')), apikey!, xHeaders(request))
        })
      },
      () => reject(socket, 500, 'Error connecting to Realtime'),
    )
  })

  server.on('close', () => {
    for (const client of wss.clients) client.terminate()
    wss.close()
    void delivery.stop()
  })
}

/** Answers an upgrade with a JSON error and closes the connection. */
function reject(socket: Duplex, status: number, error: string): void {
  const body = JSON.stringify({ error })
  const reason = status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Internal Server Error'
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `connection: close\r\n\r\n${body}`,
  )
}

function headerValue(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name]
  return typeof value === 'string' ? value : null
}

/** The `x-*` request headers, which Realtime passes to policies as `request.headers`. */
function xHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith('x-') && typeof value === 'string') headers[name] = value
  }
  return headers
}
