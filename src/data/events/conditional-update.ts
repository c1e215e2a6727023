// An update that applies only to the version of the row it was made from (optimistic
// concurrency over PostgREST: decisions.md, "Live sync and conflicts"). Apart from
// events-api.ts so that the conformance tests run it against PostgreSQL 15, whose microsecond
// timestamps a PGlite test would not catch.
import type { SupabaseClient } from '@supabase/supabase-js'
import { EditConflict } from './edit-conflict'
import { rowToEvent, type EventRow, type EventRowPayload } from './event-row'

type Table = ReturnType<SupabaseClient['from']>

/**
 * PATCH the row `id` with `payload` where updated_at is still `version` (the exact text the
 * server sent: re-serialised through a Date it loses PostgreSQL's microseconds and every save
 * would conflict). No row matched: EditConflict with the row as it is now, or null if gone.
 * Without a version, the update is unconditional. Resolves with the row's new version.
 */
export async function conditionalUpdate(
  table: Table,
  id: string,
  payload: EventRowPayload,
  version?: string,
): Promise<string | undefined> {
  let update = table.update(payload).eq('id', id)
  if (version) update = update.eq('updated_at', version)
  const { data, error } = await update.select('id, updated_at')
  if (error) throw error
  const updated = (data ?? [])[0] as { updated_at?: string } | undefined
  if (!version || updated) return updated?.updated_at
  const now = await table.select('*').eq('id', id).maybeSingle()
  if (now.error) throw now.error
  throw new EditConflict(now.data ? rowToEvent(now.data as EventRow) : null)
}
