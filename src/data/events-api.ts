// The only code that queries the events table (spec §7). Times always travel as ISO strings.
import type { CalendarEvent, DateRange, EventPayload } from '@/calendar/types'
import { rowToEvent, type EventRow } from './event-row'
import { fetchAllPages } from './fetch-all-pages'
import { loadSupabase } from './supabase'

async function events() {
  const setup = await loadSupabase()
  if (!setup.ok) throw new Error(setup.message)
  return setup.client.from('events')
}

/** The events overlapping [start, end), ordered by start_time ascending, past the row cap. */
export async function listEvents({ start, end }: DateRange): Promise<CalendarEvent[]> {
  const rows = await fetchAllPages(async (from, to) => {
    const { data, error } = await (
      await events()
    )
      .select('*')
      .lt('start_time', end.toISOString())
      .gt('end_time', start.toISOString())
      .order('start_time', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to)
      // Report an unreachable backend at once (spec: one load, then the toast) instead of
      // after supabase-js' 1 + 2 + 4 s of retries; the user can navigate or reload.
      .retry(false)
    if (error) throw error
    return (data ?? []) as EventRow[]
  })
  return rows.map(rowToEvent)
}

export async function createEvent(payload: EventPayload): Promise<void> {
  const { error } = await (await events()).insert([payload])
  if (error) throw error
}

export async function updateEvent(id: string, payload: EventPayload): Promise<void> {
  const { title, description, start_time, end_time, color } = payload
  const { error } = await (
    await events()
  )
    .update({ title, description, start_time, end_time, color })
    .eq('id', id)
  if (error) throw error
}

export async function deleteEvent(id: string): Promise<void> {
  const { error } = await (await events()).delete().eq('id', id)
  if (error) throw error
}
