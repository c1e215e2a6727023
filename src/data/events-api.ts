// The only code that queries the events table (product.md §7). Times always travel as ISO strings.
import type { CalendarEvent, DateRange, EventDraft } from '@/calendar/types'
import { draftToRow, rowToEvent, type EventRow } from './event-row'
import { fetchAllPages } from './fetch-all-pages'
import { setDbFeatures } from './db-features'
import { isMissingColumn } from './missing-column'
import { isMissingSpanView } from './missing-span-view'
import { EVENT_COLUMNS, LEGACY_EVENT_COLUMNS } from './range-filter'
import { rangeQuery } from './range-query'
import { loadSupabase } from './supabase'

async function client() {
  const setup = await loadSupabase()
  if (!setup.ok) throw new Error(setup.message)
  return setup.client
}

const events = async () => (await client()).from('events')

/** Where the indexed view is missing (a database set up before it existed), ask again later. */
const RETRY_VIEW_MS = 60_000
let viewMissingUntil = 0

/**
 * The events overlapping [start, end), ordered by start_time ascending, past the row cap.
 * Read through the events_by_span view, whose index reads about the rows it returns
 * (docs/performance.md); a database without the view gets the same rows from the table.
 * A database set up before all-day events is read without all_day, and says so through
 * db-features.ts; every load asks for the full columns first, so running the update SQL takes
 * effect at the next load, without a page reload.
 */
export async function listEvents(range: DateRange): Promise<CalendarEvent[]> {
  let rows: EventRow[]
  try {
    rows = await readColumns(range, EVENT_COLUMNS)
    setDbFeatures({ allDay: true })
  } catch (error) {
    if (!isMissingColumn(error, 'all_day')) throw error
    rows = await readColumns(range, LEGACY_EVENT_COLUMNS)
    setDbFeatures({ allDay: false })
  }
  return rows.map(rowToEvent)
}

async function readColumns(range: DateRange, columns: string): Promise<EventRow[]> {
  if (Date.now() >= viewMissingUntil) {
    try {
      return await readRange(range, true, columns)
    } catch (error) {
      // A view without all_day is a database to update, not a view to do without.
      if (isMissingColumn(error, 'all_day') || !isMissingSpanView(error)) throw error
    }
  }
  const rows = await readRange(range, false, columns)
  viewMissingUntil = Date.now() + RETRY_VIEW_MS
  return rows
}

function readRange(range: DateRange, byView: boolean, columns: string): Promise<EventRow[]> {
  return fetchAllPages(async (from, to) => {
    const { data, error } = await rangeQuery(await client(), range, byView, columns)
      .range(from, to)
      // Report an unreachable backend at once (product.md §4: one load, then the toast)
      // instead of after supabase-js' 1 + 2 + 4 s of retries; the user can navigate or reload.
      .retry(false)
    if (error) throw error
    return (data ?? []) as unknown as EventRow[]
  })
}

/**
 * all_day is sent only when it says something: a timed event's insert is the spec's five
 * columns, byte for byte, and works on a database set up before all-day events.
 */
export async function createEvent(draft: EventDraft): Promise<void> {
  const { error } = await (await events()).insert([draftToRow(draft, draft.allDay)])
  if (error) throw error
}

/** `wasAllDay`: the event as opened was all day, so turning that off must be sent too. */
export async function updateEvent(
  id: string,
  draft: EventDraft,
  wasAllDay: boolean,
): Promise<void> {
  const { error } = await (
    await events()
  )
    .update(draftToRow(draft, draft.allDay || wasAllDay))
    .eq('id', id)
  if (error) throw error
}

export async function deleteEvent(id: string): Promise<void> {
  const { error } = await (await events()).delete().eq('id', id)
  if (error) throw error
}
