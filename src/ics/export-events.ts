// 'Export .ics': every row of the events table, as calendar.ics. Imported on demand by the
// 'More' menu, with ical.js and the zone definitions (rows-to-ics.ts), so none of it is in the
// first paint's JS.
import type { EventRow } from '@/data/events/event-row'
import { events } from '@/data/events/events-api'
import { fetchAllPages } from '@/data/events/fetch-all-pages'
import { rowsToIcs } from './rows-to-ics'

const EXPORT_FILE_NAME = 'calendar.ics'

/**
 * The whole table, past the row cap. `select=*` takes whatever columns the database has, so a
 * database set up before all-day or repeating events exports its timed events all the same.
 */
async function readAllRows(): Promise<EventRow[]> {
  const table = await events()
  return fetchAllPages(async (from, to) => {
    const { data, error } = await table
      .select('*')
      .order('start_time', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to)
    if (error) throw error
    return (data ?? []) as EventRow[]
  })
}

/** The file to download: every event, series with their rules and changed occurrences. */
export async function exportEvents(now = new Date()): Promise<{ file: File; count: number }> {
  const rows = await readAllRows()
  const text = rowsToIcs(rows, now)
  return {
    file: new File([text], EXPORT_FILE_NAME, { type: 'text/calendar' }),
    count: rows.length,
  }
}
