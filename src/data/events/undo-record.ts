// What a write leaves for its 'Undo', and the pure reasoning over it (decisions.md, "Undo a
// delete"): the rows as they were, and the version the write left each row it concerns. Undo
// puts the rows back only while every one of those is still at that version; otherwise it is an
// EditConflict, with the event as it is now and the same Undo over the versions just read.
import type { DateRange, CalendarEvent } from '@/model/types'
import type { SeriesEvent } from '@/model/recurrence/occurrences'
import { rowToChangedOccurrence, rowToEvent, rowToSeries, type EventRow } from './event-row'

export interface UndoRecord {
  /** The write undone: a delete's Undo says 'Event restored', a change's 'Event updated...'. */
  of: 'delete' | 'update'
  /** The rows the write concerns as they were before it, whole. */
  before: EventRow[]
  /**
   * Every row the write concerns, by id: the version (updated_at, the exact text the server
   * sent) it left the row at, or null where it left none (a row it deleted).
   */
  after: Record<string, string | null>
}

/** A write's rows as they were and as it left them (a series function's answer). */
export interface RowsChange {
  before: EventRow[]
  after: EventRow[]
}

/** The record of a write that turned `before` into `after` (the rows it concerns). */
export function recordOf(of: UndoRecord['of'], { before, after }: RowsChange): UndoRecord {
  const versions: Record<string, string | null> = {}
  for (const row of before) versions[row.id] = null
  for (const row of after) versions[row.id] = row.updated_at ?? null
  return { of, before, after: versions }
}

/** The rows the write made (a changed occurrence, the new half of a split series). */
export const madeBy = ({ before, after }: UndoRecord): string[] =>
  Object.keys(after).filter((id) => after[id] !== null && !before.some((row) => row.id === id))

/** Whether undoing this puts back or takes away a series or its changed occurrences. */
export const undoTouchesSeries = (record: UndoRecord): boolean =>
  madeBy(record).length > 0 ||
  record.before.some((row) => Boolean(row.rrule) || Boolean(row.series_id))

/** The rows the write changed or removed: those Undo writes back (the others are as they were). */
export const changedBy = ({ before, after }: UndoRecord): EventRow[] =>
  before.filter((row) => after[row.id] !== (row.updated_at ?? null))

/**
 * Whether the rows now (those the record names, and the changed occurrences of the series it
 * names) are as the write left them: each at its version, none there it left none, and no
 * changed occurrence it did not know of.
 */
export function stillAsLeft({ after }: UndoRecord, now: readonly EventRow[]): boolean {
  const byId = new Map(now.map((row) => [row.id, row]))
  return (
    Object.entries(after).every(
      ([id, version]) => (byId.get(id)?.updated_at ?? null) === version,
    ) && now.every((row) => row.id in after)
  )
}

/**
 * The same Undo, made over the rows as they are now (a conflict's 'Overwrite'): every row it
 * names, and every changed occurrence now in a series it names, at its version now.
 */
export function overRowsNow(record: UndoRecord, now: readonly EventRow[]): UndoRecord {
  const after: Record<string, string | null> = {}
  for (const id of Object.keys(record.after)) after[id] = null
  for (const row of now) after[row.id] = row.updated_at ?? null
  return { ...record, after }
}

/** occurrencesOf (model/recurrence/occurrences.ts), loaded with ical.js by the caller. */
export type Expand = (series: SeriesEvent, range: DateRange) => CalendarEvent[]

/**
 * The event an Undo was for, as the rows are now: a one-off event's row; an occurrence as its
 * series gives it now (a changed occurrence of that original start, else a series' own
 * occurrence there, in any series among the rows: a split moves it to another), or null when it
 * has none now. `deleted` when the row itself (the series row, for an occurrence) is gone.
 */
export function eventNow(
  event: CalendarEvent,
  now: readonly EventRow[],
  expand: Expand,
): { current: CalendarEvent | null; deleted: boolean } {
  if (!event.occurrence) {
    const row = now.find((r) => r.id === event.id)
    return { current: row ? rowToEvent(row) : null, deleted: !row }
  }
  const { seriesId, originalStart } = event.occurrence
  const at = originalStart.getTime()
  const series = new Map(
    now.filter((row) => row.rrule && !row.series_id).map((row) => [row.id, rowToSeries(row)]),
  )
  const deleted = !series.has(seriesId)
  for (const row of now) {
    const of = row.series_id ? series.get(row.series_id) : undefined
    if (!of) continue
    const changed = rowToChangedOccurrence(row, of)
    if (changed.occurrence!.originalStart.getTime() === at) return { current: changed, deleted }
  }
  for (const one of series.values()) {
    const found = expand(one, { start: originalStart, end: new Date(at + 1) }).find(
      (occurrence) => occurrence.start.getTime() === at,
    )
    if (found) return { current: found, deleted }
  }
  return { current: null, deleted }
}
