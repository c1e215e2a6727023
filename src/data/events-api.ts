// The only code that queries the events table (product.md §7). Times always travel as ISO strings.
import type { CalendarEvent, DateRange, EventDraft } from '@/calendar/types'
import { draftToRow, rowToEvent, type EventRow } from './event-row'
import { fetchAllPages } from './fetch-all-pages'
import { isMissingSpanView } from './missing-span-view'
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
 */
export async function listEvents(range: DateRange): Promise<CalendarEvent[]> {
  if (Date.now() >= viewMissingUntil) {
    try {
      return (await readRange(range, true)).map(rowToEvent)
    } catch (error) {
      if (!isMissingSpanView(error)) throw error
    }
  }
  const rows = await readRange(range, false)
  viewMissingUntil = Date.now() + RETRY_VIEW_MS
  return rows.map(rowToEvent)
}

function readRange(range: DateRange, byView: boolean): Promise<EventRow[]> {
  return fetchAllPages(async (from, to) => {
    const { data, error } = await rangeQuery(await client(), range, byView)
      .range(from, to)
      // Report an unreachable backend at once (spec: one load, then the toast) instead of
      // after supabase-js' 1 + 2 + 4 s of retries; the user can navigate or reload.
      .retry(false)
    if (error) throw error
    return (data ?? []) as EventRow[]
  })
}

export async function createEvent(draft: EventDraft): Promise<void> {
  const { error } = await (await events()).insert([draftToRow(draft)])
  if (error) throw error
}

export async function updateEvent(id: string, draft: EventDraft): Promise<void> {
  const { error } = await (await events()).update(draftToRow(draft)).eq('id', id)
  if (error) throw error
}

export async function deleteEvent(id: string): Promise<void> {
  const { error } = await (await events()).delete().eq('id', id)
  if (error) throw error
}
