// Writes to a repeating event through one of its occurrences, in the three scopes of Google
// Calendar (decisions.md, "Repeating events"). The series row is read afresh first, so a write
// starts from what the database holds, not from a range read minutes old.
//
// Each scope is two or three requests (PostgREST has no multi-statement transaction). They are
// ordered so that a failure half-way shows an event twice rather than losing one: what is new
// is written before what it replaces is taken away.
import { addDays, differenceInCalendarDays, set } from 'date-fns'
import type { SeriesEvent } from '@/model/recurrence/occurrences'
import type { CalendarEvent, EventDraft, Repeat, SeriesScope } from '@/model/types'
import { draftToRow, rowToSeries, storedStart } from './event-row'
import { events } from './events-api'
import { seriesColumns } from './series-columns'
import { seriesRows, type UndoRecord } from './undo-rows'

/**
 * The series of `event` and its changed occurrences, whole: the write starts from the series
 * row, and 'Undo' puts them all back as they were (undo-rows.ts).
 */
async function readSeries(
  event: CalendarEvent,
): Promise<{ series: SeriesEvent; before: UndoRecord['before'] }> {
  const id = event.occurrence?.seriesId
  const before = id ? await seriesRows(id) : []
  const row = before.find((r) => r.id === id && r.rrule)
  if (!row) throw new Error('The repeating event is no longer in the database.')
  return { series: rowToSeries(row), before }
}

/** The id of the one row an insert answered. */
const madeId = (data: unknown) => (data as { id: string }[] | null)?.[0]?.id

async function check(request: PromiseLike<{ error: unknown }>) {
  const { error } = await request
  if (error) throw error
}

/** Save `draft` over the occurrence `event` in `scope`; what puts it back as it was. */
export async function saveOccurrence(
  event: CalendarEvent,
  draft: EventDraft,
  scope: SeriesScope,
): Promise<UndoRecord> {
  const { series, before } = await readSeries(event)
  const undo = (made: (string | undefined)[] = []) => ({
    before,
    made: made.filter((id): id is string => id !== undefined),
  })
  const at = event.occurrence!.originalStart
  if (scope === 'all' || (scope === 'following' && at <= series.start)) {
    await saveAll(series, event, draft)
    return undo()
  }
  if (scope === 'following') return undo([await saveFollowing(series, event, draft)])
  const row = draftToRow(draft, true)
  if (event.occurrence!.changed) {
    await check((await events()).update(row).eq('id', event.id))
    return undo()
  }
  // A changed occurrence: a row of its own, then the series skips the start it replaces.
  const { data, error } = await (
    await events()
  )
    .insert([{ ...row, series_id: series.id, original_start: storedStart(at, series.allDay) }])
    .select('id')
  if (error) throw error
  const id = madeId(data)
  try {
    await setExdates(series, [...series.exdates, at])
  } catch (failure) {
    if (id) await (await events()).delete().eq('id', id)
    throw failure
  }
  return undo([id])
}

/** Delete the occurrence `event` in `scope`; what puts it back as it was. */
export async function deleteOccurrence(
  event: CalendarEvent,
  scope: SeriesScope,
): Promise<UndoRecord> {
  const { series, before } = await readSeries(event)
  const at = event.occurrence!.originalStart
  if (scope === 'all' || (scope === 'following' && at <= series.start)) {
    // The changed occurrences go with it (on delete cascade).
    await check((await events()).delete().eq('id', series.id))
  } else if (scope === 'following') {
    await endBefore(series, at)
  } else if (event.occurrence!.changed) {
    // Its original start is skipped already: removing the row removes the occurrence.
    await check((await events()).delete().eq('id', event.id))
  } else {
    await setExdates(series, [...series.exdates, at])
  }
  return { before, made: [] }
}

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
async function saveAll(series: SeriesEvent, event: CalendarEvent, draft: EventDraft) {
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
  await check(
    (await events())
      .update({
        ...draftToRow(next, true),
        ...(await seriesColumns(next, repeat, unchanged ? series.exdates : [])),
      })
      .eq('id', series.id),
  )
  if (!unchanged) await check((await events()).delete().eq('series_id', series.id))
}

/**
 * 'This and following events': a new series from the draft starts at this occurrence (the old
 * rule, COUNT lowered by what the old series keeps, unless the draft repeats otherwise), then
 * the old series ends before it. When the occurrences keep their times (same rule, same start),
 * the later skipped and changed occurrences move to the new series; otherwise they go.
 */
async function saveFollowing(
  series: SeriesEvent,
  event: CalendarEvent,
  draft: EventDraft,
): Promise<string | undefined> {
  const at = event.occurrence!.originalStart
  const { after } = await splitAt(series, at)
  const sameRule = draft.repeat?.rule === series.repeat.rule
  const rule = sameRule ? after : draft.repeat?.rule
  const repeat = rule ? { rule, tzid: series.repeat.tzid } : null
  const keep = sameRule && draft.allDay === series.allDay && draft.start.getTime() === at.getTime()
  const exdates = keep ? series.exdates.filter((date) => date >= at) : []
  const { data, error } = await (
    await events()
  )
    .insert([{ ...draftToRow(draft, true), ...(await seriesColumns(draft, repeat, exdates)) }])
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
  await endBefore(series, at)
  return id
}

/** The series ends just before `at`: its rule gets an UNTIL; later changes and skips go. */
async function endBefore(series: SeriesEvent, at: Date) {
  const { before } = await splitAt(series, at)
  const kept = series.exdates.filter((date) => date < at)
  await check(
    (await events())
      .update(await seriesColumns(series, { ...series.repeat, rule: before }, kept))
      .eq('id', series.id),
  )
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
  // COUNT counts from the first occurrence, skipped ones included.
  const taken = expandSeries(
    { ...series, rule: series.repeat.rule, tzid: series.repeat.tzid, skip: new Set() },
    { start: series.start, end: at },
  ).length
  return splitRule(series.repeat.rule, at, taken)
}
