// LISTEN on a PostgreSQL server through one connection of its own. Not a pool client: the
// pool hands its clients from request to request and drops idle ones, and a LISTEN lives
// only as long as its session. When PostgreSQL ends the session (a restart,
// pg_terminate_backend), this reconnects with a growing delay and LISTENs again to every
// channel; what was notified in between is lost, as with any LISTEN.
import pg from 'pg'
import {
  channelIdent,
  notifyChannels,
  type NotifyCallback,
  type Unlisten,
} from './notify-channels.ts'

export interface PgListener {
  listen(channel: string, onNotify: NotifyCallback): Promise<Unlisten>
  close(): Promise<void>
}

/** Delays between reconnection attempts; the last one repeats. */
const RETRY_MS = [100, 250, 500, 1000, 2000, 5000]

export function pgListener(
  connectionString: string,
  onConnectionLost?: (error: Error) => void,
): PgListener {
  let client: pg.Client | null = null
  let connecting: Promise<pg.Client> | null = null
  let retry: NodeJS.Timeout | null = null
  let failures = 0
  let closed = false

  const channels = notifyChannels({
    listen: async (ident) => {
      await (await connect()).query(`listen ${ident}`)
    },
    unlisten: async (ident) => {
      // Without a connection nothing is listened to, and the next one will not LISTEN to it.
      await client?.query(`unlisten ${ident}`).catch(() => undefined)
    },
  })

  function connect(): Promise<pg.Client> {
    if (closed) return Promise.reject(new Error('the database is closed'))
    if (client !== null) return Promise.resolve(client)
    connecting ??= open().finally(() => {
      connecting = null
    })
    return connecting
  }

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => channels.dispatch(message.channel, message.payload ?? ''))
    // Without an 'error' listener node would end the process on the server's FATAL message.
    next.on('error', (error) => lost(next, error))
    next.on('end', () => lost(next, new Error('the LISTEN connection to PostgreSQL ended')))
    try {
      await next.connect()
      for (const channel of channels.channels()) await next.query(`listen ${channelIdent(channel)}`)
      if (closed) throw new Error('the database is closed')
    } catch (error) {
      await next.end().catch(() => undefined)
      throw error
    }
    client = next
    failures = 0
    return next
  }

  function lost(dead: pg.Client, error: Error): void {
    if (dead !== client) return
    client = null
    if (closed) return
    onConnectionLost?.(error)
    dead.end().catch(() => undefined)
    reconnectLater()
  }

  function reconnectLater(): void {
    if (closed || retry !== null || channels.channels().length === 0) return
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]
    failures += 1
    retry = setTimeout(() => {
      retry = null
      connect().catch(() => reconnectLater())
    }, delay)
    retry.unref()
  }

  return {
    listen: (channel, onNotify) => channels.listen(channel, onNotify),
    async close() {
      closed = true
      if (retry !== null) clearTimeout(retry)
      retry = null
      const open = client ?? (await connecting?.catch(() => null)) ?? null
      client = null
      await open?.end().catch(() => undefined)
    },
  }
}
