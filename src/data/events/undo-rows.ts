// 'Undo' of a delete, or of a change to a repeating event (product.md, "Direct manipulation
// and keyboard"): the rows the write changed or removed, read whole (select=*) before it or as
// it removed them, are put back as they were, with their ids and every column (an imported
// event's UID, its created_at); the rows it made are taken away.
import type { EventRow } from './event-row'
import { events } from './events-api'

export interface UndoRecord {
  /** The rows as they were before the write. */
  before: EventRow[]
  /** The ids of rows the write made (a changed occurrence, the new half of a split series). */
  made: string[]
}

async function rowsOf(request: PromiseLike<{ data: unknown; error: unknown }>) {
  const { data, error } = await request
  if (error) throw error
  return (data ?? []) as EventRow[]
}

/** A series' row and its changed occurrences, whole: what a write to the series can touch. */
export async function seriesRows(seriesId: string): Promise<EventRow[]> {
  return rowsOf((await events()).select('*').or(`id.eq.${seriesId},series_id.eq.${seriesId}`))
}

/** Deletes the event, answering its row as it was (one request: return=representation). */
export async function deleteReturning(id: string): Promise<EventRow[]> {
  return rowsOf((await events()).delete().eq('id', id).select('*'))
}

/** Whether undoing this puts back or takes away a series or its changed occurrences. */
export const undoTouchesSeries = ({ before, made }: UndoRecord) =>
  made.length > 0 || before.some((row) => Boolean(row.rrule) || Boolean(row.series_id))

/**
 * A row as it can be written back: without search_text, which the database generates from the
 * title and description (supabase/migrations/20261128000000_search_column.sql) and refuses.
 */
function writable(row: EventRow): EventRow {
  const copy: EventRow & { search_text?: unknown } = { ...row }
  delete copy.search_text
  return copy
}

/**
 * Puts the rows back: series first, then the changed occurrences that refer to them (which a
 * series' delete removed with it); then removes what the write made, once nothing put back
 * refers to it any more.
 */
export async function putBack({ before, made }: UndoRecord): Promise<void> {
  const table = await events()
  const rows = before.map(writable)
  const series = rows.filter((row) => !row.series_id)
  const changed = rows.filter((row) => row.series_id)
  for (const rows of [series, changed]) {
    if (rows.length > 0) await rowsOf(table.upsert(rows, { onConflict: 'id' }))
  }
  const gone = made.filter((id) => !before.some((row) => row.id === id))
  if (gone.length > 0) await rowsOf(table.delete().in('id', gone))
}
