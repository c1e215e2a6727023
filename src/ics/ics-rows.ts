// An event read from an .ics file (read-ics.ts) as the rows the events table stores: the same
// columns the dialog's saves write (event-row.ts, series-columns.ts), plus the id and the
// iCalendar UID that a re-import finds them by.
import type { IcsEvent } from './read-ics'
import { draftToRow, storedStart, type EventRowPayload } from '@/data/events/event-row'
import { seriesColumns } from '@/data/events/series-columns'

/** A file's times are read as instants (read-ics.ts), not as display times (display-time.ts). */
const INSTANTS = null

/**
 * A row to write on import: every column named, so that a batch is one upsert. `calendar_id`
 * is set where the row must stay in a calendar (an event already there: import-events.ts);
 * absent, the row goes into the calendar chosen in the dialog, or on a database set up before
 * calendars, nowhere.
 */
export type ImportRow = Required<Omit<EventRowPayload, 'calendar_id'>> & {
  id: string
  ical_uid: string | null
  calendar_id?: string
}

/** The ids the rows are written under: the event's, and each changed occurrence's by its start. */
interface ImportIds {
  id: string
  changedId: (originalStart: string) => string
}

/** The event's row, then one per changed occurrence (these need the first to exist). */
export async function icsEventRows(event: IcsEvent, ids: ImportIds): Promise<ImportRow[]> {
  const allDay = event.draft.allDay
  const row: ImportRow = {
    ...draftToRow(event.draft, true, INSTANTS),
    location: event.draft.location ?? null,
    all_day: allDay,
    ...(await seriesColumns(event.draft, event.repeat, event.exdates, INSTANTS)),
    series_id: null,
    original_start: null,
    id: ids.id,
    ical_uid: event.uid,
  } as ImportRow
  const changed = event.changed.map(({ originalStart, draft }): ImportRow => {
    const original = storedStart(originalStart, allDay, INSTANTS)
    return {
      ...draftToRow(draft, true, INSTANTS),
      location: draft.location ?? null,
      all_day: draft.allDay,
      rrule: null,
      tzid: null,
      exdates: [],
      recurrence_end: null,
      series_id: ids.id,
      original_start: original,
      id: ids.changedId(original),
      // In iCalendar the changed occurrence shares its series' UID; here series_id and
      // original_start find it (supabase/migrations/20261126000000_ical_uid.sql).
      ical_uid: null,
    } as ImportRow
  })
  return [row, ...changed]
}
