// 'Undo' of a delete, or of a change to a repeating event (product.md, "Direct manipulation
// and keyboard"): the rows the write changed or removed are put back as they were, with their
// ids and every column (an imported event's UID, its created_at), and the rows it made are taken
// away; but only while every row the write concerns is still as it left it (undo-record.ts).
// Otherwise nothing is written and it is an EditConflict (decisions.md, "Undo a delete").
import type { CalendarEvent } from '@/model/types'
import type { LearnFeatures } from '../schema/db-features'
import { EditConflict } from './edit-conflict'
import type { EventRow } from './event-row'
import { events } from './events-api'
import { callSeriesFunction, RowsChangedElsewhere } from './series-functions'
import {
  changedBy,
  eventNow,
  madeBy,
  overRowsNow,
  recordOf,
  stillAsLeft,
  type UndoRecord,
} from './undo-record'

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
export async function deleteReturning(id: string): Promise<UndoRecord> {
  const before = await rowsOf((await events()).delete().eq('id', id).select('*'))
  return recordOf('delete', { before, after: [] })
}

/**
 * The rows an Undo concerns, as they are now: those it names, and the changed occurrences of
 * the series among them (one written elsewhere since is a change too).
 */
async function rowsNow({ after }: UndoRecord): Promise<EventRow[]> {
  const ids = Object.keys(after).join(',')
  return rowsOf((await events()).select('*').or(`id.in.(${ids}),series_id.in.(${ids})`))
}

/**
 * Without search_text, which the database generates from the title and description
 * (supabase/migrations/20261128000000_search_column.sql) and refuses.
 */
function withoutSearchText(row: EventRow): EventRow {
  const copy: EventRow & { search_text?: unknown } = { ...row }
  delete copy.search_text
  return copy
}

/** A row as it can be written back: updated_at moves on (the trigger, or the default). */
function writable(row: EventRow): EventRow {
  const copy = withoutSearchText(row)
  delete copy.updated_at
  return copy
}

/** The refusal, with the event as it is now and the same Undo over the rows as they are. */
async function conflict(record: UndoRecord, event: CalendarEvent, now: EventRow[]) {
  const { occurrencesOf } = await import('@/model/recurrence/occurrences')
  const { current, deleted } = eventNow(event, now, occurrencesOf)
  return new EditConflict(current, overRowsNow(record, now), deleted)
}

/**
 * Puts back what `record` says, `event` being what it was for (shown meanwhile): one database
 * function (restore_events, one transaction, conditional in the database), or on a database
 * set up before it, a read of the rows, then the writes if they are as the write left them.
 * Rejects with an EditConflict when they are not, having written nothing.
 */
export async function putBack(
  record: UndoRecord,
  event: CalendarEvent,
  learn: LearnFeatures,
): Promise<void> {
  try {
    const done = await callSeriesFunction(
      'restore_events',
      { event_rows: record.before.map(withoutSearchText), versions: record.after },
      learn,
    )
    if (done) return
  } catch (error) {
    if (!(error instanceof RowsChangedElsewhere)) throw error
    throw await conflict(record, event, error.now ?? (await rowsNow(record)))
  }
  const now = await rowsNow(record)
  if (!stillAsLeft(record, now)) throw await conflict(record, event, now)
  // Series first, then the changed occurrences that refer to them (a series' delete removed
  // them with it); then what the write made, once nothing put back refers to it any more.
  const table = await events()
  const rows = changedBy(record).map(writable)
  const series = rows.filter((row) => !row.series_id)
  const changed = rows.filter((row) => row.series_id)
  for (const part of [series, changed]) {
    if (part.length > 0) await rowsOf(table.upsert(part, { onConflict: 'id' }))
  }
  const made = madeBy(record)
  if (made.length > 0) await rowsOf(table.delete().in('id', made))
}
