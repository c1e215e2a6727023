// The only code that queries the events table (product.md §7). Times always travel as ISO strings.
import { occurrencesInZone } from '@/model/recurrence/occurrences-in-zone'
import { rangeFromDisplay } from '@/model/time/display-time'
import type { CalendarEvent, DateRange, EventDraft } from '@/model/types'
import { displayZone } from '../settings/display-zone'
import { conditionalUpdate } from './conditional-update'
import { draftToRow, rowToEvent, type EventRow } from './event-row'
import { fetchAllPages } from './fetch-all-pages'
import type { LearnFeatures } from '../schema/db-features'
import { isMissingColumn } from '../schema/missing-column'
import { isMissingSpanView } from '../schema/missing-span-view'
import {
  ALL_DAY_EVENT_COLUMNS,
  CALENDAR_EVENT_COLUMNS,
  EVENT_COLUMNS,
  LEGACY_EVENT_COLUMNS,
  LOCATION_EVENT_COLUMNS,
  REPEAT_EVENT_COLUMNS,
} from './range-filter'
import { rangeEvents } from './range-events'
import { seriesColumns } from './series-columns'
import { rangeQuery, seriesQuery } from './range-query'
import { loadSupabase } from '../client/supabase'

async function client() {
  const setup = await loadSupabase()
  if (!setup.ok) throw new Error(setup.message)
  return setup.client
}

/** The events table, for the writes here and in series-api.ts. */
export const events = async () => (await client()).from('events')

/** A database function, called as /rest/v1/rpc/<name> (series-functions.ts). */
export const rpc = async (name: string, args: Record<string, unknown>) =>
  (await client()).rpc(name, args)

/** Where the indexed view is missing (a database set up before it existed), ask again later. */
const RETRY_VIEW_MS = 60_000
let viewMissingUntil = 0

/** The columns of supabase/migrations/20261124000000_repeating_events.sql. */
const REPEAT_COLUMNS = ['rrule', 'tzid', 'exdates', 'recurrence_end', 'series_id', 'original_start']
const missingRepeat = (error: unknown) =>
  REPEAT_COLUMNS.some((column) => isMissingColumn(error, column))
/** The column of supabase/migrations/20261130000000_location.sql. */
const missingLocation = (error: unknown) => isMissingColumn(error, 'location')
/** The column of supabase/migrations/20261202000000_calendars.sql. */
const missingCalendar = (error: unknown) => isMissingColumn(error, 'calendar_id')
/** The column of supabase/migrations/20261204000000_reminders.sql. */
const missingReminders = (error: unknown) => isMissingColumn(error, 'reminders')

/**
 * The events overlapping [start, end), ordered by start_time ascending, past the row cap, with
 * the occurrences of repeating series expanded (one row per series is read, never one per
 * occurrence). Read through the events_by_span view, whose index reads about the rows it returns
 * (docs/performance.md); a database without the view gets the same rows from the table.
 * A database set up before all-day events, repeating events or locations is read without their
 * columns, and
 * `learn` is told which it has (the calendar records it: eventsQuery, db-features.ts); every
 * load asks for the full columns first, so running the update SQL takes effect at the next load,
 * without a page reload. The benchmark's peer pages read without `learn`.
 */
export async function listEvents(
  range: DateRange,
  learn: LearnFeatures = () => {},
  zone: string | null = displayZone(),
): Promise<CalendarEvent[]> {
  // `range` is in display times (display-time.ts); the server is asked for its instants.
  const bounds = rangeFromDisplay(range, zone)
  let rows: EventRow[]
  // Newest columns first: a database with reminders has every column before them, one with
  // calendars every column but reminders, one with locations every column but both.
  for (const columns of [
    EVENT_COLUMNS,
    CALENDAR_EVENT_COLUMNS,
    LOCATION_EVENT_COLUMNS,
    REPEAT_EVENT_COLUMNS,
  ]) {
    const location = columns !== REPEAT_EVENT_COLUMNS
    const calendars = columns === EVENT_COLUMNS || columns === CALENDAR_EVENT_COLUMNS
    try {
      const [span, series] = await Promise.all([
        readColumns(bounds, columns),
        // Series to expand: their code starts loading while the range's other pages come in.
        readSeries(bounds, columns).then((rows) => {
          if (rows.length > 0) void loadOccurrences()
          return rows
        }),
      ])
      learn({
        allDay: true,
        repeat: true,
        location,
        calendars,
        reminders: columns === EVENT_COLUMNS,
      })
      return await withSeries(range, span, series, columns, zone)
    } catch (error) {
      if (columns === EVENT_COLUMNS && missingReminders(error)) continue
      if (calendars && missingCalendar(error)) continue
      if (location && missingLocation(error)) continue
      if (!missingRepeat(error) && !isMissingColumn(error, 'all_day')) throw error
      break
    }
  }
  try {
    rows = await readColumns(bounds, ALL_DAY_EVENT_COLUMNS)
    learn({ allDay: true, repeat: false, location: false, calendars: false, reminders: false })
  } catch (error) {
    if (!isMissingColumn(error, 'all_day')) throw error
    rows = await readColumns(bounds, LEGACY_EVENT_COLUMNS)
    learn({ allDay: false, repeat: false, location: false, calendars: false, reminders: false })
  }
  return rows.map((row) => rowToEvent(row, zone))
}

const loadOccurrences = () => import('@/model/recurrence/occurrences')

/**
 * The range's events once both reads are in. A changed occurrence moved in from far away may
 * belong to a series the series read left out: those series are read by id (rarely any).
 */
async function withSeries(
  range: DateRange,
  span: EventRow[],
  series: EventRow[],
  columns: string,
  zone: string | null,
): Promise<CalendarEvent[]> {
  const known = new Set(series.map((row) => row.id))
  const missing = [
    ...new Set(
      span.flatMap((row) => (row.series_id && !known.has(row.series_id) ? [row.series_id] : [])),
    ),
  ]
  const all = missing.length > 0 ? [...series, ...(await readSeriesById(missing, columns))] : series
  // ical.js is loaded with the first range that holds a series, not with the app.
  const expand = all.length > 0 ? (await loadOccurrences()).occurrencesOf : undefined
  return rangeEvents(span, all, range, expand && occurrencesInZone(expand, zone), zone)
}

/**
 * The first page of a read asks PostgREST to count the rows (Prefer: count=exact), so the
 * other pages can be read side by side (fetch-all-pages.ts).
 */
function counted<Q extends { setHeader(name: string, value: string): unknown }>(query: Q): Q {
  query.setHeader('Prefer', 'count=exact')
  return query
}

/**
 * The series that may occur in the range (seriesQuery), past the row cap; also the year view's,
 * which reads `ahead` pages beside the first (a year's series are often more than a page).
 */
export function readSeries(range: DateRange, columns: string, ahead = 0): Promise<EventRow[]> {
  return fetchAllPages(
    async (from, to, count) => {
      const query = seriesQuery(await client(), range, columns)
        .range(from, to)
        .retry(false)
      const { data, error, count: total } = await (count ? counted(query) : query)
      if (error) throw error
      return { rows: (data ?? []) as unknown as EventRow[], total }
    },
    1000,
    ahead,
  )
}

/** Series rows by id (a changed occurrence's series), whole (`columns`: those the database has). */
export async function readSeriesById(
  ids: readonly string[],
  columns = EVENT_COLUMNS,
): Promise<EventRow[]> {
  const { data, error } = await (
    await events()
  )
    .select(columns)
    .in('id', [...ids])
    .not('rrule', 'is', null)
    .retry(false)
  if (error) throw error
  return (data ?? []) as unknown as EventRow[]
}

async function readColumns(range: DateRange, columns: string): Promise<EventRow[]> {
  if (Date.now() >= viewMissingUntil) {
    try {
      return await readRange(range, true, columns)
    } catch (error) {
      // A view without the new columns is a database to update, not a view to do without.
      if (
        isMissingColumn(error, 'all_day') ||
        missingRepeat(error) ||
        missingLocation(error) ||
        !isMissingSpanView(error)
      )
        throw error
    }
  }
  const rows = await readRange(range, false, columns)
  viewMissingUntil = Date.now() + RETRY_VIEW_MS
  return rows
}

function readRange(range: DateRange, byView: boolean, columns: string): Promise<EventRow[]> {
  return fetchAllPages(async (from, to, count) => {
    const query = rangeQuery(await client(), range, byView, columns)
      .range(from, to)
      // Report an unreachable backend at once (product.md §4: one load, then the toast)
      // instead of after supabase-js' 1 + 2 + 4 s of retries; the user can navigate or reload.
      .retry(false)
    const { data, error, count: total } = await (count ? counted(query) : query)
    if (error) throw error
    return { rows: (data ?? []) as unknown as EventRow[], total }
  })
}

/**
 * all_day is sent only when it says something: a timed event's insert is the spec's five
 * columns, byte for byte, and works on a database set up before all-day events. `id`, when
 * given, is the row's: made on the device for a write made offline, so that its replay meets its
 * own row (a unique violation) instead of creating a second one.
 */
export async function createEvent(draft: EventDraft, id?: string): Promise<void> {
  const fields = draftToRow(draft, draft.allDay)
  const row = id ? { id, ...fields } : fields
  const { error } = await (
    await events()
  ).insert([draft.repeat ? { ...row, ...(await seriesColumns(draft, draft.repeat)) } : row])
  if (error) throw error
}

/**
 * `wasAllDay`: the event as opened was all day, so turning that off must be sent too.
 * `version`: the updated_at it was opened with; the update then applies only to that version,
 * and an update that matches no row is an EditConflict with the row as it is now (or none).
 */
export async function updateEvent(
  id: string,
  draft: EventDraft,
  wasAllDay: boolean,
  version?: string,
): Promise<string | undefined> {
  const row = draftToRow(draft, draft.allDay || wasAllDay)
  const payload = draft.repeat ? { ...row, ...(await seriesColumns(draft, draft.repeat)) } : row
  return conditionalUpdate(await events(), id, payload, version)
}
