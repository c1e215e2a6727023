// The PostgREST filters that select the events overlapping a visible range (docs/performance.md).
// Pure: the strings supabase-js' .or() sends, so they can be tested without a backend.

const HOUR = 3_600_000

/** [start, end) as instants (the calendar's DateRange; structural, so the server tests can use it). */
interface Range {
  start: Date
  end: Date
}

/**
 * Duration classes of the events_by_span view (supabase/migrations/20261122000000): class 0 is
 * under 1 hour (reversed and zero-length events too), class k (1..14) is 2^(k-1) to 2^k hours,
 * class 15 is 2^14 hours or more. An event of class k < 15 lasts less than 2^k hours.
 */
export const SPAN_CLASSES = 16

/**
 * An event overlaps [start, end) when it starts before `end` and ends after `start`. An event
 * whose end is before its start (the spec allows it) is drawn as an instant at its start, so it
 * counts when it starts inside the range; so does a zero-length event starting at `start`.
 */
export function overlapFilter({ start }: Range): string {
  const from = start.toISOString()
  return `end_time.gt.${from},start_time.gte.${from}`
}

/**
 * One arm per duration class: an event of class k that overlaps the range starts after
 * `start - 2^k hours` and before `end`, so the index on (class, start_time) reads one short
 * slice per class instead of every event that starts before `end`.
 *
 *   class 0  |--1h--[ range )
 *   class 1  |----2h----[ range )
 *   ...
 *   class 15 everything that starts before the end of the range
 */
export function spanClassFilter({ start, end }: Range): string {
  const to = end.toISOString()
  return Array.from({ length: SPAN_CLASSES }, (_, k) => {
    const bounds =
      k === SPAN_CLASSES - 1
        ? `start_time.lt.${to}`
        : `start_time.gt.${new Date(start.getTime() - 2 ** k * HOUR).toISOString()},start_time.lt.${to}`
    return `and(span_class.eq.${k},${bounds})`
  }).join(',')
}

/**
 * The columns the app reads (not created_at, nor the view's span_class). updated_at is the
 * version a save is conditional on (events-api.ts, updateEvent).
 */
export const EVENT_COLUMNS =
  'id,title,description,location,start_time,end_time,color,all_day,rrule,tzid,exdates,series_id,original_start,calendar_id,reminders,updated_at'

/** The same on a database set up before reminders (db-features.ts). */
export const CALENDAR_EVENT_COLUMNS = EVENT_COLUMNS.replace(',reminders', '')

/** The same on a database set up before calendars (db-features.ts). */
export const LOCATION_EVENT_COLUMNS = CALENDAR_EVENT_COLUMNS.replace(',calendar_id', '')

/** The same on a database set up before locations (db-features.ts). */
export const REPEAT_EVENT_COLUMNS = LOCATION_EVENT_COLUMNS.replace('location,', '')

/** The same on a database set up before repeating events (db-features.ts). */
export const ALL_DAY_EVENT_COLUMNS =
  'id,title,description,start_time,end_time,color,all_day,updated_at'

/** The same on a database set up before all-day events (db-features.ts). */
export const LEGACY_EVENT_COLUMNS = 'id,title,description,start_time,end_time,color,updated_at'

/**
 * The series (rows with a rule) that may have occurrences in [start, end): they start before
 * `end` and their last occurrence, if they have one, ends after `start`. One row per series,
 * however many occurrences it has; the partial index on start_time holds only series.
 */
export function seriesFilter({ start }: Range): string {
  return `recurrence_end.is.null,recurrence_end.gt.${start.toISOString()}`
}
