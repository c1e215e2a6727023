// 'Export .ics': every row of the events table, as calendar.ics, or one calendar's, as
// '<its name>.ics'. Imported on demand by the 'More' menu, with ical.js and the zone definitions (rows-to-ics.ts), so none of it is in the
// first paint's JS.
import type { EventRow } from '@/data/events/event-row'
import { events } from '@/data/events/events-api'
import { fetchAllPages } from '@/data/events/fetch-all-pages'
import type { Calendar } from '@/model/calendars/calendar'
import { icsFileName } from './ics-file-name'
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

/**
 * One calendar's rows: its events, and the changed occurrences of its series wherever they are
 * (in iCalendar they belong to their series). A changed occurrence in it whose series is in
 * another calendar is among its events, and is written as an event of its own.
 */
async function readCalendarRows(calendarId: string): Promise<EventRow[]> {
  const table = await events()
  const own = await fetchAllPages(async (from, to) => {
    const { data, error } = await table
      .select('*')
      .eq('calendar_id', calendarId)
      .order('start_time', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to)
    if (error) throw error
    return (data ?? []) as EventRow[]
  })
  const series = own.filter((row) => row.rrule).map((row) => row.id)
  const elsewhere: EventRow[] = []
  // A URL-sized chunk of series at a time.
  for (let i = 0; i < series.length; i += 100) {
    const chunk = series.slice(i, i + 100)
    const read = await fetchAllPages(async (from, to) => {
      const { data, error } = await table
        .select('*')
        .in('series_id', chunk)
        .neq('calendar_id', calendarId)
        .order('id', { ascending: true })
        .range(from, to)
      if (error) throw error
      return (data ?? []) as EventRow[]
    })
    elsewhere.push(...read)
  }
  return [...own, ...elsewhere]
}

/**
 * The file to download: every event (calendar.ics), or `calendar`'s ('<name>.ics', named in
 * the file by X-WR-CALNAME); series with their rules and changed occurrences.
 */
export async function exportEvents(
  now = new Date(),
  calendar?: Pick<Calendar, 'id' | 'name' | 'color'>,
): Promise<{ file: File; count: number }> {
  const rows = calendar ? await readCalendarRows(calendar.id) : await readAllRows()
  const text = rowsToIcs(rows, now, calendar)
  return {
    file: new File([text], calendar ? icsFileName(calendar.name) : EXPORT_FILE_NAME, {
      type: 'text/calendar',
    }),
    count: rows.length,
  }
}
