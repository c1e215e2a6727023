// The LISTEN side of PostgreSQL's NOTIFY, kept the same on both engines: which callbacks wait
// on which channel, one LISTEN per channel however many callbacks, UNLISTEN with the last.
// The Realtime endpoint hears changes through it (realtime/trigger.ts sends them as NOTIFY).

export type NotifyCallback = (payload: string) => void
export type Unlisten = () => Promise<void>

/** How an engine sends LISTEN and UNLISTEN; `ident` is already a quoted identifier. */
export interface ListenConnection {
  listen(ident: string): Promise<void>
  unlisten(ident: string): Promise<void>
}

export interface NotifyChannels {
  /** Resolves once the channel is listened to; the function it gives stops this callback. */
  listen(channel: string, onNotify: NotifyCallback): Promise<Unlisten>
  /** A notification from the connection, handed to the channel's callbacks in order. */
  dispatch(channel: string, payload: string): void
  /** The channels someone listens to: a new connection must LISTEN to each again. */
  channels(): string[]
}

/** NAMEDATALEN - 1: PostgreSQL truncates a longer identifier, and pg_notify refuses it. */
const MAX_CHANNEL_BYTES = 63

/**
 * A channel name as a quoted identifier, so that `LISTEN` hears what `pg_notify('Name', ...)`
 * sends: unquoted, PostgreSQL would fold `Name` to `name`.
 */
export function channelIdent(channel: string): string {
  if (channel === '' || channel.includes('\0') || Buffer.byteLength(channel) > MAX_CHANNEL_BYTES) {
    throw new RangeError(
      `a NOTIFY channel is 1 to ${MAX_CHANNEL_BYTES} bytes without NUL: ${JSON.stringify(channel)}`,
    )
  }
  return `"${channel.replace(/"/g, '""')}"`
}

interface Entry {
  callbacks: Set<NotifyCallback>
  /** The channel's LISTEN: every callback waits for it. */
  ready: Promise<void>
}

export function notifyChannels(connection: ListenConnection): NotifyChannels {
  const entries = new Map<string, Entry>()

  function forget(channel: string, entry: Entry, callback: NotifyCallback): boolean {
    entry.callbacks.delete(callback)
    if (entry.callbacks.size > 0 || entries.get(channel) !== entry) return false
    entries.delete(channel)
    return true
  }

  return {
    async listen(channel, onNotify) {
      const ident = channelIdent(channel)
      // A wrapper of its own, so that one function listened to twice is stopped once per call.
      const callback: NotifyCallback = (payload) => onNotify(payload)
      let entry = entries.get(channel)
      if (entry === undefined) {
        entry = { callbacks: new Set(), ready: connection.listen(ident) }
        entries.set(channel, entry)
      }
      entry.callbacks.add(callback)
      const listening = entry
      try {
        await listening.ready
      } catch (error) {
        forget(channel, listening, callback)
        throw error
      }
      let stopped = false
      return async () => {
        if (stopped) return
        stopped = true
        if (forget(channel, listening, callback)) await connection.unlisten(ident)
      }
    },
    dispatch(channel, payload) {
      const entry = entries.get(channel)
      if (entry === undefined) return
      for (const callback of [...entry.callbacks]) {
        try {
          callback(payload)
        } catch (error) {
          console.error(`calendar-server: a listener on channel ${channel} failed:`, error)
        }
      }
    },
    channels: () => [...entries.keys()],
  }
}
