// The year view's read (issue 30): how many events each day of a range has, never the events.
// The database counts the one-off events and changed occurrences per day of the viewer's zone
// (event_day_counts, supabase/migrations/20261201000000_year_counts.sql); the series, one row
// each, are read as for every range and their occurrences counted here, expanded by the same
// code as the other views (decisions.md, "Year view: counts per day").
import { applyCalendars } from '@/model/calendars/apply-calendars'
import type { Calendar } from '@/model/calendars/calendar'
import { countByDay, dayTally } from '@/model/layout/day-counts'
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

/** The function that answers the counts and the series together (one request). */
const ONE_READ = 'event_day_counts_with_series'

/** What ONE_READ answers: the counted days, and the series that may occur in the range. */
interface OneRead {
  days: DayCount[]
  series: SeriesCountRow[]
}

interface DayCount {
  day: string
  events: number
}

/** A series row as counting reads it (SERIES_COUNT_COLUMNS, or ONE_READ's fewer). */
type SeriesCountRow = Pick<
  EventRow,
  'start_time' | 'end_time' | 'all_day' | 'rrule' | 'tzid' | 'exdates' | 'calendar_id'
>

/**
 * The events of each local day of `range` (whole local days), keyed 'yyyy-MM-dd', days without
 * any left out; `zone` is the one whose days `range` holds: the display zone, or the browser's
 * (`display`, the display zone or null for the device's, maps `range` to instants). One request
 * (event_day_counts_with_series, supabase/migrations/20261206000000_year_read.sql): the
 * database's counts of the one-off events and changed occurrences, and the series rows, whose
 * occurrences are counted here. A database set up before that function is read as before
 * (readApart) and `learn` is told, so the 'Database update available' notice offers the SQL;
 * the next read asks for the function again. `calendars`: a hidden one's events are not counted
 * (the calendars are named only while one is hidden, so a database before calendars is asked as
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
  const args = {
    range_start: bounds.start.toISOString(),
    range_end: bounds.end.toISOString(),
    zone,
    ...(hidden.length > 0 ? { hidden_calendars: hidden } : {}),
  }
  const answer = await rpc(ONE_READ, args)
  if (answer.error) {
    if (!isMissingFunction(answer.error, ONE_READ)) throw answer.error
    learn({ dayCountsRead: false })
    return readApart({ range, days, bounds, args, hidden, display, calendars }, learn)
  }
  learn({ dayCounts: true, dayCountsRead: true })
  const { days: counted, series } = answer.data as OneRead
  // The database left out the hidden calendars' series already.
  return addCounted(await countSeries(series, [], range, days, display), counted)
}

/** A read of day counts: its range, days and instants, the function's arguments, the shown. */
interface CountRead {
  range: DateRange
  days: readonly Date[]
  /** `range` as instants (rangeFromDisplay). */
  bounds: DateRange
  args: Record<string, unknown>
  /** The hidden calendars' ids. */
  hidden: readonly string[]
  display: string | null
  calendars: readonly Calendar[]
}

/**
 * The read before event_day_counts_with_series: the counts (event_day_counts) and the series
 * read side by side, the series asked for first and counted as soon as they are in, while the
 * database still counts the rest (with PGlite it answers one request at a time, and on
 * PostgreSQL the two overlap anyway). A database without event_day_counts either (set up
 * before it) is counted from the ordinary range read, every event of the range, and `learn` is
 * told.
 */
async function readApart(
  { range, days, bounds, args, hidden, display, calendars }: CountRead,
  learn: LearnFeatures,
): Promise<DayCounts> {
  const seriesCounts = readSeries(
    bounds,
    hidden.length > 0 ? `${SERIES_COUNT_COLUMNS},calendar_id` : SERIES_COUNT_COLUMNS,
    // A year's series are past a page at about 50 a week: the second is asked for at once.
    1,
  ).then((rows) => countSeries(rows, hidden, range, days, display))
  // Awaited below, or dropped when the function is missing: never an unhandled rejection.
  seriesCounts.catch(() => {})
  const counted = await rpc('event_day_counts', args)
  if (counted.error) {
    if (!isMissingFunction(counted.error, 'event_day_counts')) throw counted.error
    learn({ dayCounts: false })
    return countByDay(applyCalendars(await listEvents(range, learn, display), calendars), days)
  }
  learn({ dayCounts: true })
  return addCounted(await seriesCounts, counted.data as DayCount[])
}

/** `counts` with the database's counted days added. */
function addCounted(counts: Map<string, number>, counted: readonly DayCount[]): DayCounts {
  for (const row of counted) counts.set(row.day, (counts.get(row.day) ?? 0) + row.events)
  return counts
}

/** The occurrences of the shown series per day of `days` (the range's, in `display`). */
async function countSeries(
  rows: readonly SeriesCountRow[],
  hidden: readonly string[],
  range: DateRange,
  days: readonly Date[],
  display: string | null,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (rows.length === 0) return counts
  // ical.js and the expansion load only when a series is there, as for the other views.
  const { occurrenceSpans, occurrenceTimes } = await import('@/model/recurrence/occurrences')
  // Only the times are counted: the id, title and colour rowToSeries would copy are not read.
  const seriesOf = (row: SeriesCountRow) => rowToSeries(row as EventRow, display)
  const shownSeries =
    hidden.length > 0 ? rows.filter((row) => !hidden.includes(row.calendar_id ?? '')) : rows
  if (shownZoneOrNull(display) === null) {
    // The device's zone: the occurrences' instants are its times, counted as numbers (a Date
    // and an object per occurrence were half the time at 48,000 of them).
    const tally = dayTally(days)
    for (const row of shownSeries) {
      const { starts, endOf } = occurrenceTimes(seriesOf(row), range)
      tally.addTimes(starts, endOf)
    }
    return tally.into(counts)
  }
  const spans = spansInZone(occurrenceSpans, display)
  return countByDay(
    shownSeries.flatMap((row) => spans(seriesOf(row), range)),
    days,
    counts,
  )
}
