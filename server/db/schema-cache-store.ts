// Holds the current schema cache and reloads it when a request names a table, column or
// function it does not know, so a table created after start (setup SQL run in the SQL editor
// or with psql) is found without a restart, as docs/decisions.md, "Schema changes" records.
// Also reloads it on `NOTIFY pgrst` (empty, 'reload schema' or 'reload config'), as PostgREST's
// listener does (Listener.hs): the role settings this cache holds are PostgREST's config.
//
// Rate limit: a reload is only started for a request if no reload has started since that
// request arrived. Concurrent misses share one reload, and while one runs at most one more is
// queued, so a flood of requests for a missing table costs one catalog query at a time.
import type { Database } from './database.ts'
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts'

type Loader = () => Promise<SchemaCache>

/** What PostgREST reloads on: '' and 'reload schema' (the schema), 'reload config'. */
const RELOAD_PAYLOADS = ['', 'reload schema', 'reload config']

export class SchemaCacheStore {
  private current: SchemaCache
  /** When the load that produced `current` started (performance.now()). */
  private currentSince: number
  private inflight: { since: number; promise: Promise<SchemaCache> } | null = null
  private queued: Promise<SchemaCache> | null = null
  private readonly load: Loader

  constructor(initial: SchemaCache, load: Loader, since = performance.now()) {
    this.current = initial
    this.currentSince = since
    this.load = load
  }

  /**
   * Loads the cache once and returns a store that can reload it from `db`, and does on
   * `NOTIFY pgrst`.
   */
  static async open(db: Database): Promise<SchemaCacheStore> {
    const since = performance.now()
    const initial = await loadSchemaCache(db)
    const store = new SchemaCacheStore(initial, () => loadSchemaCache(db), since)
    await db
      .listen('pgrst', (payload) => {
        if (!RELOAD_PAYLOADS.includes(payload)) return
        store.reload().catch((error: unknown) => {
          console.error(`calendar-server: the schema cache could not be reloaded: ${String(error)}`)
        })
      })
      .catch((error: unknown) => {
        console.error(`calendar-server: not listening for NOTIFY pgrst: ${String(error)}`)
      })
    return store
  }

  get(): SchemaCache {
    return this.current
  }

  /** Reload now, e.g. after the SQL editor ran a statement. */
  reload(): Promise<SchemaCache> {
    return this.refreshSince(performance.now())
  }

  /**
   * A cache that reflects the catalog at `since` or later: the current one when it is fresh
   * enough, else the result of a reload (shared with other requests where possible).
   */
  refreshSince(since: number): Promise<SchemaCache> {
    if (this.currentSince >= since) return Promise.resolve(this.current)
    if (this.inflight === null) return this.start()
    if (this.inflight.since >= since) return this.inflight.promise
    this.queued ??= this.inflight.promise
      .catch(() => undefined)
      .then(() => {
        this.queued = null
        return this.start()
      })
    return this.queued
  }

  private start(): Promise<SchemaCache> {
    const since = performance.now()
    const promise = this.load().then((cache) => {
      if (since >= this.currentSince) {
        this.current = cache
        this.currentSince = since
      }
      return cache
    })
    const entry = { since, promise }
    this.inflight = entry
    const clear = () => {
      if (this.inflight === entry) this.inflight = null
    }
    promise.then(clear, clear)
    return promise
  }
}
