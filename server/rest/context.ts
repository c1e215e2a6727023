import type { Database } from '../db/database.ts'
import type { SchemaCacheStore } from '../db/schema-cache-store.ts'

/** What the REST handler needs for one request, after authentication. */
export interface RestContext {
  db: Database
  /** The schema cache; the handler reloads it when a request names a table it does not know. */
  schema: SchemaCacheStore
  /** The database role the request runs as: the JWT's `role` claim, or `anon`. */
  role: string
  /** The JWT claims with `role` set, passed on as `request.jwt.claims`. */
  claims: Record<string, unknown>
  /** Rows per response at most (Supabase's `max_rows`, 1000 by default). */
  maxRows: number
  /** Request bodies larger than this are refused with 413. */
  maxBodyBytes: number
  /** Reads whose body would be larger than this are refused with 413 PGRST413. */
  maxResponseBytes?: number
}
