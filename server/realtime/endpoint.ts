// Supabase Realtime's postgres_changes for the local backend (docs/realtime-protocol.md): the
// websocket endpoint realtime-js connects to (/realtime/v1/websocket), Phoenix channels joined
// with their postgres_changes bindings, heartbeats, access_token updates and leave; changes
// heard from the database (trigger.ts) are sent to each channel whose bindings match,
// with the row as the channel's JWT role may read it (RLS applies, as in Supabase).
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import type { AuthResult, Authenticator } from '../shared/auth.ts'
import type { Database } from '../db/database.ts'
import { PgrstError } from '../shared/errors.ts'
import { decodeFrame, encodeFrame, vsnOf, type Frame, type Vsn } from './frames.ts'
import { parseBindings } from './bindings.ts'
import { changeDispatcher, secondsExpired, type Channel } from './dispatch.ts'
import { installRealtimeTrigger, REALTIME_CHANNEL } from './trigger.ts'
import type { Unlisten } from '../db/notify-channels.ts'

/** The channel PostgREST listens on for its reload signal (its `db-channel` default). */
const SCHEMA_RELOAD_CHANNEL = 'pgrst'

export interface RealtimeOptions {
  db: Database
  auth: Authenticator
  /** Refuse connections without a valid apikey (the gateway's rule; default true). */
  requireApiKey?: boolean
  /** A socket silent for this long is closed (default 60 s; realtime-js beats every 25 s). */
  heartbeatTimeoutMs?: number
}

export interface RealtimeEndpoint {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void>
  /** Drops every connection (as a crash would: clients reconnect); keeps serving new ones. */
  disconnectAll(): void
  close(): Promise<void>
}

interface Connection {
  ws: WebSocket
  vsn: Vsn
  apikey: string | null
  channels: Map<string, Channel>
  lastSeen: number
}

export function realtimeEndpoint(options: RealtimeOptions): RealtimeEndpoint {
  const { db, auth } = options
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 60_000
  const requireApiKey = options.requireApiKey !== false
  const wss = new WebSocketServer({ noServer: true })
  const connections = new Set<Connection>()
  /** Upgrade requests whose handshake has not completed yet (see handleUpgrade). */
  const handshaking = new Set<Duplex>()
  let nextBindingId = 1000
  let listening: Promise<Unlisten> | null = null
  /** The trigger's install, once installed (or on its way): see startListening. */
  let installing: Promise<boolean> | null = null
  /** Changes are handled one after another, so each channel gets them in commit order. */
  let queue: Promise<void> = Promise.resolve()
  const dispatcher = changeDispatcher(db)

  const send = (connection: Connection, frame: Frame) => {
    if (connection.ws.readyState === connection.ws.OPEN)
      connection.ws.send(encodeFrame(frame, connection.vsn))
  }
  const reply = (
    connection: Connection,
    frame: Frame,
    status: 'ok' | 'error',
    response: Record<string, unknown> = {},
  ) =>
    send(connection, {
      joinRef: frame.joinRef,
      ref: frame.ref,
      topic: frame.topic,
      event: 'phx_reply',
      payload: { status, response },
    })

  /** The channel's identity: its access_token (a user's JWT), else the connection's apikey. */
  async function identify(apikey: string | null, token: unknown): Promise<AuthResult> {
    const headers = new Headers()
    if (apikey) headers.set('apikey', apikey)
    if (typeof token === 'string' && token !== '') headers.set('authorization', `Bearer ${token}`)
    else if (apikey) headers.set('authorization', `Bearer ${apikey}`)
    return auth.authenticate(headers)
  }

  async function startListening() {
    // One install for all the joins that arrive together (every open tab rejoins at once
    // after a restart): PostgreSQL refuses two `create or replace` of one function at the same
    // time ('tuple concurrently updated'), which failed those joins. Tried again at the next
    // join when it failed or the table was not there yet.
    installing ??= installRealtimeTrigger(db).then(
      (installed) => {
        if (!installed) installing = null
        return installed
      },
      (error: unknown) => {
        installing = null
        throw error
      },
    )
    await installing
    listening ??= listenForChanges()
    await listening
  }

  /** LISTEN to the trigger's changes and to PostgREST's schema reload signal. */
  async function listenForChanges(): Promise<Unlisten> {
    const stopChanges = await db.listen(REALTIME_CHANNEL, (payload) => {
      // The channels joined when the change arrived; sent to in commit order (the queue).
      const subscribers = [...connections].flatMap((connection) =>
        [...connection.channels.values()].map((channel) => ({
          channel,
          send: (change: Record<string, unknown>) =>
            send(connection, {
              joinRef: null,
              ref: null,
              topic: channel.topic,
              event: 'postgres_changes',
              payload: change,
            }),
        })),
      )
      queue = queue
        .then(() => dispatcher.dispatch(payload, subscribers))
        .catch((error: unknown) => {
          console.error('calendar-server: realtime: a change could not be sent:', error)
        })
    })
    // `NOTIFY pgrst` (PostgREST's reload signal: an empty payload or 'reload schema'; 'reload
    // config' is about configuration only): the tables' columns are read again. In the queue,
    // so the changes committed after the migration are the ones that see its columns.
    const stopReload = await db
      .listen(SCHEMA_RELOAD_CHANNEL, (payload) => {
        if (payload !== '' && payload !== 'reload schema') return
        queue = queue.then(() => dispatcher.schemaChanged())
      })
      .catch(async (error: unknown) => {
        await stopChanges()
        throw error
      })
    return async () => {
      await stopReload()
      await stopChanges()
    }
  }

  async function join(connection: Connection, frame: Frame) {
    const parsed = parseBindings(frame.payload.config, () => nextBindingId++)
    if ('reason' in parsed) return reply(connection, frame, 'error', { reason: parsed.reason })
    const { bindings } = parsed
    let identity: AuthResult
    try {
      identity = await identify(connection.apikey, frame.payload.access_token)
    } catch (error) {
      if (!(error instanceof PgrstError)) throw error
      return reply(connection, frame, 'error', { reason: `InvalidJWTToken: ${error.message}` })
    }
    if (bindings.length > 0) await startListening()
    connection.channels.set(frame.topic, {
      topic: frame.topic,
      joinRef: frame.joinRef,
      identity,
      bindings,
    })
    reply(connection, frame, 'ok', {
      postgres_changes: bindings.map(({ id, event, schema, table, filter }) => ({
        id,
        event,
        schema,
        table,
        ...(filter ? { filter: filter.text } : {}),
      })),
    })
    if (bindings.length > 0) {
      send(connection, {
        joinRef: frame.joinRef,
        ref: null,
        topic: frame.topic,
        event: 'system',
        payload: {
          extension: 'postgres_changes',
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          channel: frame.topic.replace(/^realtime:/, ''),
        },
      })
    }
  }

  /** A channel whose token no longer holds is told why and closed (realtime_channel.ex). */
  function shutDown(connection: Connection, channel: Channel, message: string) {
    send(connection, {
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension: 'system', status: 'error', message, channel: channel.topic },
    })
    send(connection, {
      joinRef: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    })
    connection.channels.delete(channel.topic)
  }

  async function onFrame(connection: Connection, frame: Frame) {
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') reply(connection, frame, 'ok')
      return
    }
    const channel = connection.channels.get(frame.topic)
    switch (frame.event) {
      case 'phx_join':
        return join(connection, frame)
      case 'phx_leave':
        connection.channels.delete(frame.topic)
        reply(connection, frame, 'ok')
        return send(connection, { ...frame, event: 'phx_close', payload: {} })
      case 'access_token': {
        if (!channel) return
        try {
          channel.identity = await identify(connection.apikey, frame.payload.access_token)
        } catch (error) {
          if (!(error instanceof PgrstError)) throw error
          shutDown(connection, channel, `Token is no longer valid: ${error.message}`)
        }
        return
      }
      default:
        // Broadcast and presence are not served; a push that waits for a reply gets one.
        if (frame.ref !== null) reply(connection, frame, 'ok')
    }
  }

  const sweep = setInterval(
    () => {
      const now = Date.now()
      for (const connection of connections) {
        if (now - connection.lastSeen > heartbeatTimeoutMs) connection.ws.terminate()
        // A channel whose token expired without a new one sent is closed, as Realtime does
        // (realtime_channel.ex, shutdown_response); dispatch.ts sends it nothing meanwhile.
        for (const channel of [...connection.channels.values()]) {
          const expiredFor = secondsExpired(channel.identity, now)
          if (expiredFor !== null) {
            shutDown(connection, channel, `Token has expired ${expiredFor} seconds ago`)
          }
        }
      }
    },
    Math.min(5_000, Math.max(50, heartbeatTimeoutMs / 4)),
  )
  sweep.unref()

  function refuse(socket: Duplex, status: string, message: string) {
    const body = JSON.stringify({ message })
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }

  return {
    async handleUpgrade(request, socket, head) {
      // Held from the start: the key check below is async, and a disconnectAll() in that gap
      // must still reach this socket (else a server closing then waits on it for ever).
      handshaking.add(socket)
      socket.once('close', () => handshaking.delete(socket))
      const url = new URL(request.url ?? '/', 'http://localhost')
      const vsn = vsnOf(url)
      if (vsn === null)
        return refuse(socket, '400 Bad Request', 'Unsupported vsn: use 1.0.0 or 2.0.0')
      const apikey = url.searchParams.get('apikey')
      if (requireApiKey && (apikey === null || !(await auth.isValidApiKey(apikey)))) {
        return refuse(
          socket,
          '401 Unauthorized',
          apikey === null ? 'No API key found in request' : 'Invalid API key',
        )
      }
      if (!handshaking.delete(socket)) return
      wss.handleUpgrade(request, socket, head, (ws) => {
        const connection: Connection = {
          ws,
          vsn,
          apikey,
          channels: new Map(),
          lastSeen: Date.now(),
        }
        connections.add(connection)
        ws.on('message', (data, isBinary) => {
          connection.lastSeen = Date.now()
          if (isBinary) return
          const frame = decodeFrame(data.toString(), vsn)
          if (!frame) return
          onFrame(connection, frame).catch((error: unknown) => {
            console.error('calendar-server: realtime:', error)
            if (frame.ref !== null) reply(connection, frame, 'error', { reason: 'Internal error' })
          })
        })
        ws.on('close', () => connections.delete(connection))
        ws.on('error', () => ws.terminate())
      })
    },
    disconnectAll() {
      for (const socket of handshaking) socket.destroy()
      handshaking.clear()
      for (const connection of connections) connection.ws.terminate()
      connections.clear()
    },
    async close() {
      clearInterval(sweep)
      this.disconnectAll()
      wss.close()
      const unlisten = await listening?.catch(() => null)
      await unlisten?.().catch(() => undefined)
    },
  }
}
