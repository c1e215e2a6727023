// The year view's read (issue 30): how many events each day of a range has, never the events.
// The database counts the one-off events and changed occurrences per day of the viewer's zone
// (event_day_counts, supabase/migrations/20261201000000_year_counts.sql); the series, one row
// each, are read as for every range and their occurrences counted here, expanded by the same
// code as the other views (decisions.md, "Year view: counts per day").
import { applyCalendars } from '@/model/calendars/apply-calendars'
import type { Calendar } from '@/model/calendars/calendar'
import { countByDay, countTimesByDay } from '@/model/layout/day-counts'
import type { DateRange } from '@/model/types'
import { daysOfRange } from '@/model/time/days-of-range'
import { rangeFromDisplay, shownZoneOrNull } from '@/model/time/display-time'
import { spansInZone } from '@/model/recurrence/occurrences-in-zone'
import { rowToSeries, type EventRow } from './event-row'
import { listEvents, readSeries, rpc } from './events-api'
import type { LearnFeatures } from '../schema/db-features'
import { isMissingFunction } from '../schema/missing-function'

/** What counting a series needs: not its description or location (a long text per series). */
const SERIES_COUNT_COLUMNS = 'id,title,start_time,end_time,color,all_day,rrule,tzid,exdates'

export type DayCounts = ReadonlyMap<string, number>

/**
 * The events of each local day of `range` (whole local days), keyed 'yyyy-MM-dd', days without
 * any left out; `zone` is the one whose days `range` holds: the display zone, or the browser's
 * (`display`, the display zone or null for the device's, maps `range` to instants). Two reads
 * side by side: the series, asked for first and counted as soon as they are in, while the
 * database still counts the rest (with PGlite it answers one request at a time, and on
 * PostgreSQL the two overlap anyway). A database without the function (set up before it) is
 * counted from the ordinary range read, every event of the range, and `learn` is told, so the
 * 'Database update available' notice offers the SQL; the next read asks for the function again.
 * `calendars`: a hidden one's events are not counted (20261202000001_calendar_day_counts.sql;
 * the calendars are named only while one is hidden, so a database before calendars is asked as
 * before).
 */
export async function readDayCounts(
  range: DateRange,
  zone: string,
  learn: LearnFeatures,
  display: string | null = null,
  calendars: readonly Calendar[] = [],
): Promise<DayCounts> {
  const days = daysOfRange(range)
  const bounds = rangeFromDisplay(range, display)
  const hidden = calendars.filter((calendar) => !calendar.shown).map((calendar) => calendar.id)
  const seriesCounts = readSeries(
    bounds,
    hidden.length > 0 ? `${SERIES_COUNT_COLUMNS},calendar_id` : SERIES_COUNT_COLUMNS,
    // A year's series are past a page at about 50 a week: the second is asked for at once.
    1,
  ).then((rows) => countSeries(rows, hidden, range, days, display))
  // Awaited below, or dropped when the function is missing: never an unhandled rejection.
  seriesCounts.catch(() => {})
  const counted = await rpc('event_day_counts', {
    range_start: bounds.start.toISOString(),
    range_end: bounds.end.toISOString(),
    zone,
    ...(hidden.length > 0 ? { hidden_calendars: hidden } : {}),
  })
  if (counted.error) {
    if (!isMissingFunction(counted.error, 'event_day_counts')) throw counted.error
    learn({ dayCounts: false })
    return countByDay(applyCalendars(await listEvents(range, learn, display), calendars), days)
  }
  learn({ dayCounts: true })
  const counts = await seriesCounts
  for (const row of counted.data as { day: string; events: number }[]) {
    counts.set(row.day, (counts.get(row.day) ?? 0) + row.events)
  }
  return counts
}

/** The occurrences of the shown series per day of `days` (the range's, in `display`). */
async function countSeries(
  rows: EventRow[],
  hidden: readonly string[],
  range: DateRange,
  days: readonly Date[],
  display: string | null,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (rows.length === 0) return counts
  // ical.js and the expansion load only when a series is there, as for the other views.
  const { occurrenceSpans, occurrenceTimes } = await import('@/model/recurrence/occurrences')
  const shownSeries =
    hidden.length > 0 ? rows.filter((row) => !hidden.includes(row.calendar_id ?? '')) : rows
  if (shownZoneOrNull(display) === null) {
    // The device's zone: the occurrences' instants are its times, counted as numbers (a Date
    // and an object per occurrence were half the time at 48,000 of them).
    for (const row of shownSeries) {
      const { starts, endOf } = occurrenceTimes(rowToSeries(row, display), range)
      countTimesByDay(starts, endOf, days, counts)
    }
    return counts
  }
  const spans = spansInZone(occurrenceSpans, display)
  return countByDay(
    shownSeries.flatMap((row) => spans(rowToSeries(row, display), range)),
    days,
    counts,
  )
}
