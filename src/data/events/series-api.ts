// Writes to a repeating event through one of its occurrences, in the three scopes of Google
// Calendar (decisions.md, "Repeating events: the scopes"). The series row is read afresh first,
// so the rules are worked out (with ical.js) from what the database holds, not from a range
// read minutes old.
//
// A change that touches more than one row is one database function, one transaction
// (series-functions.ts; decisions.md, "Repeating events: one transaction each"); a change of one
// row is one request. On a database set up before those functions, the same change is made
// request by request, ordered so that a failure half-way shows an event twice rather than
// losing one: what is new is written before what it replaces is taken away.
import { addDays, differenceInCalendarDays, set } from 'date-fns'
import type { SeriesEvent } from '@/model/recurrence/occurrences'
import { fromDisplay } from '@/model/time/display-time'
import type { CalendarEvent, EventDraft, Repeat, SeriesScope } from '@/model/types'
import { displayZone } from '../settings/display-zone'
import type { LearnFeatures } from '../schema/db-features'
import { draftToRow, rowToSeries, storedStart, type EventRow } from './event-row'
import { events } from './events-api'
import { seriesColumns } from './series-columns'
import { callSeriesFunction } from './series-functions'
import { seriesRows } from './undo-rows'
import { recordOf, type UndoRecord } from './undo-record'

/** The series of `event` and its changed occurrences, as they are now. */
async function readSeries(
  event: CalendarEvent,
): Promise<{ series: SeriesEvent; rows: EventRow[] }> {
  const id = event.occurrence?.seriesId
  const rows = id ? await seriesRows(id) : []
  const row = rows.find((r) => r.id === id && r.rrule)
  if (!row) throw new Error('The repeating event is no longer in the database.')
  return { series: rowToSeries(row), rows }
}

/** The id of the one row an insert answered. */
const madeId = (data: unknown) => (data as { id: string }[] | null)?.[0]?.id

async function check(request: PromiseLike<{ error: unknown }>) {
  const { error } = await request
  if (error) throw error
}

/** Without exdates: the function works them out from the row under its lock. */
function withoutExdates<T extends { exdates?: unknown }>(columns: T): Omit<T, 'exdates'> {
  const copy = { ...columns }
  delete copy.exdates
  return copy
}

/**
 * A change made request by request (a database without the functions): its record holds the
 * rows before and the series' rows as read back after it.
 */
async function readBack(
  of: UndoRecord['of'],
  before: EventRow[],
  seriesIds: (string | undefined)[],
): Promise<UndoRecord> {
  const after: EventRow[] = []
  for (const id of seriesIds) if (id) after.push(...(await seriesRows(id)))
  return recordOf(of, { before, after })
}

/** Save `draft` over the occurrence `event` in `scope`; what puts it back as it was. */
export async function saveOccurrence(
  event: CalendarEvent,
  draft: EventDraft,
  scope: SeriesScope,
  learn: LearnFeatures,
): Promise<UndoRecord> {
  const { series, rows } = await readSeries(event)
  const at = event.occurrence!.originalStart
  if (scope === 'all' || (scope === 'following' && at <= series.start)) {
    return saveAll(series, rows, event, draft, learn)
  }
  if (scope === 'following') return saveFollowing(series, rows, event, draft, learn)
  const row = draftToRow(draft, true)
  if (event.occurrence!.changed) {
    // Its own row: one request.
    const { data, error } = await (
      await events()
    )
      .update(row)
      .eq('id', event.id)
      .select('id, updated_at')
    if (error) throw error
    const left = (data ?? []) as Pick<EventRow, 'id' | 'updated_at'>[]
    const after = rows.map((r) => ({ ...r, ...left.find((l) => l.id === r.id) }))
    return recordOf('update', { before: rows, after })
  }
  // A changed occurrence: a row of its own, and the series skips the start it replaces.
  const original = storedStart(at, series.allDay)
  const done = await callSeriesFunction(
    'add_event_exception',
    { series: series.id, occurrence_start: original, changed: row },
    learn,
  )
  if (done) return recordOf('update', done)
  const { data, error } = await (
    await events()
  )
    .insert([{ ...row, series_id: series.id, original_start: original }])
    .select('id')
  if (error) throw error
  const id = madeId(data)
  try {
    await setExdates(series, [...series.exdates, at])
  } catch (failure) {
    if (id) await (await events()).delete().eq('id', id)
    throw failure
  }
  return readBack('update', rows, [series.id])
}

/** Delete the occurrence `event` in `scope`; what puts it back as it was. */
export async function deleteOccurrence(
  event: CalendarEvent,
  scope: SeriesScope,
  learn: LearnFeatures,
): Promise<UndoRecord> {
  const { series, rows } = await readSeries(event)
  const at = event.occurrence!.originalStart
  if (scope === 'all' || (scope === 'following' && at <= series.start)) {
    // One statement: the series and its changed occurrences, answered as they were.
    const { data, error } = await (
      await events()
    )
      .delete()
      .or(`id.eq.${series.id},series_id.eq.${series.id}`)
      .select('*')
    if (error) throw error
    return recordOf('delete', { before: (data ?? []) as EventRow[], after: [] })
  }
  if (scope === 'following') return endBefore(series, rows, at, learn)
  if (event.occurrence!.changed) {
    // Its original start is skipped already: removing its row removes the occurrence.
    const { data, error } = await (await events()).delete().eq('id', event.id).select('*')
    if (error) throw error
    const gone = (data ?? []) as EventRow[]
    return recordOf('delete', {
      before: rows.map((r) => gone.find((g) => g.id === r.id) ?? r),
      after: rows.filter((r) => !gone.some((g) => g.id === r.id)),
    })
  }
  const done = await callSeriesFunction(
    'add_event_exception',
    { series: series.id, occurrence_start: storedStart(at, series.allDay) },
    learn,
  )
  if (done) return recordOf('delete', done)
  await setExdates(series, [...series.exdates, at])
  return readBack('delete', rows, [series.id])
}

/** Without the functions: exdates as read, with one more, written back whole. */
async function setExdates(series: SeriesEvent, exdates: readonly Date[]) {
  const columns = await seriesColumns(series, series.repeat, exdates)
  return check((await events()).update({ exdates: columns.exdates }).eq('id', series.id))
}

/**
 * 'All events': the series takes the draft's fields; its first occurrence moves by as many days
 * as this one was moved, to the draft's time of day if that changed, and lasts as long as the
 * draft. Changed and cancelled occurrences are kept while the dates and times of the series are
 * unchanged (a new title or colour); otherwise they no longer match an occurrence and go.
 */
async function saveAll(
  series: SeriesEvent,
  rows: EventRow[],
  event: CalendarEvent,
  draft: EventDraft,
  learn: LearnFeatures,
): Promise<UndoRecord> {
  let start = addDays(series.start, differenceInCalendarDays(draft.start, event.start))
  const sameTime =
    draft.start.getHours() === event.start.getHours() &&
    draft.start.getMinutes() === event.start.getMinutes()
  if (!draft.allDay && !sameTime) {
    start = set(start, { hours: draft.start.getHours(), minutes: draft.start.getMinutes() })
  }
  if (draft.allDay && !series.allDay) start = set(start, { hours: 0, minutes: 0 })
  const end = draft.allDay
    ? addDays(start, differenceInCalendarDays(draft.end, draft.start))
    : new Date(start.getTime() + (draft.end.getTime() - draft.start.getTime()))
  const repeat: Repeat | null = draft.repeat
    ? { rule: draft.repeat.rule, tzid: series.repeat.tzid }
    : null
  const unchanged =
    repeat !== null &&
    repeat.rule === series.repeat.rule &&
    draft.allDay === series.allDay &&
    start.getTime() === series.start.getTime() &&
    end.getTime() === series.end.getTime()
  const next = { ...draft, start, end }
  // Kept, the exdates are left as the database has them (another window may have added one).
  const columns = withoutExdates(await seriesColumns(next, repeat))
  const fields = { ...draftToRow(next, true), ...columns }
  const done = await callSeriesFunction(
    'update_event_series',
    { series: series.id, fields, keep_changes: unchanged },
    learn,
  )
  if (done) return recordOf('update', done)
  await check(
    (await events()).update(unchanged ? fields : { ...fields, exdates: [] }).eq('id', series.id),
  )
  if (!unchanged) await check((await events()).delete().eq('series_id', series.id))
  return readBack('update', rows, [series.id])
}

/**
 * 'This and following events': a new series from the draft starts at this occurrence (the old
 * rule, COUNT lowered by what the old series keeps, unless the draft repeats otherwise), then
 * the old series ends before it. When the occurrences keep their times (same rule, same start),
 * the later skipped and changed occurrences move to the new series; otherwise they go.
 */
async function saveFollowing(
  series: SeriesEvent,
  rows: EventRow[],
  event: CalendarEvent,
  draft: EventDraft,
  learn: LearnFeatures,
): Promise<UndoRecord> {
  const at = event.occurrence!.originalStart
  const rules = await splitAt(series, at)
  const sameRule = draft.repeat?.rule === series.repeat.rule
  const rule = sameRule ? rules.after : draft.repeat?.rule
  const repeat = rule ? { rule, tzid: series.repeat.tzid } : null
  const keep = sameRule && draft.allDay === series.allDay && draft.start.getTime() === at.getTime()
  const following = { ...draftToRow(draft, true), ...(await seriesColumns(draft, repeat)) }
  const ending = await endingColumns(series, rules.before)
  const done = await callSeriesFunction(
    'split_event_series',
    {
      series: series.id,
      split_at: storedStart(at, series.allDay),
      ending,
      following: withoutExdates(following),
      move_changes: keep,
    },
    learn,
  )
  if (done) return recordOf('update', done)
  const exdates = keep ? series.exdates.filter((date) => date >= at) : []
  const { data, error } = await (
    await events()
  )
    .insert([{ ...following, exdates: exdates.map((date) => storedStart(date, draft.allDay)) }])
    .select('id')
  if (error) throw error
  const id = madeId(data)
  if (keep && id) {
    await check(
      (await events())
        .update({ series_id: id })
        .eq('series_id', series.id)
        .gt('original_start', storedStart(at, series.allDay)),
    )
  }
  await endRequests(series, at, ending)
  return readBack('update', rows, [series.id, id])
}

/** The old series' rule ending before the split, and the end of its last occurrence. */
async function endingColumns(series: SeriesEvent, rule: string) {
  const { rrule, recurrence_end } = await seriesColumns(series, { ...series.repeat, rule })
  return { rrule, recurrence_end }
}

/** Deleting 'This and following events': the series ends just before `at`. */
async function endBefore(
  series: SeriesEvent,
  rows: EventRow[],
  at: Date,
  learn: LearnFeatures,
): Promise<UndoRecord> {
  const ending = await endingColumns(series, (await splitAt(series, at)).before)
  const done = await callSeriesFunction(
    'end_event_series',
    { series: series.id, end_at: storedStart(at, series.allDay), ending },
    learn,
  )
  if (done) return recordOf('delete', done)
  await endRequests(series, at, ending)
  return readBack('delete', rows, [series.id])
}

/** Without the functions: the rule gets its UNTIL, and later changes and skips go. */
async function endRequests(
  series: SeriesEvent,
  at: Date,
  ending: { rrule?: string | null; recurrence_end?: string | null },
) {
  const exdates = series.exdates
    .filter((date) => date < at)
    .map((date) => storedStart(date, series.allDay))
  await check((await events()).update({ ...ending, exdates }).eq('id', series.id))
  await check(
    (await events())
      .delete()
      .eq('series_id', series.id)
      .gte('original_start', storedStart(at, series.allDay)),
  )
}

async function splitAt(series: SeriesEvent, at: Date) {
  const [{ expandSeries }, { splitRule }] = await Promise.all([
    import('@/model/recurrence/expand-series'),
    import('@/model/recurrence/split-rule'),
  ])
  // COUNT counts from the first occurrence, skipped ones included. The rule walks instants:
  // a timed series' display times (display-time.ts) are read as such.
  const zone = series.allDay ? null : displayZone()
  const start = fromDisplay(series.start, zone)
  const instant = fromDisplay(at, zone)
  const taken = expandSeries(
    {
      ...series,
      start,
      end: fromDisplay(series.end, zone),
      rule: series.repeat.rule,
      tzid: series.repeat.tzid,
      skip: new Set(),
    },
    { start, end: instant },
  ).length
  return splitRule(series.repeat.rule, instant, taken)
}
