// A visible range read as our app reads it: its own listEvents (src/data/events/events-api.ts, the
// span read and the series read through supabase-js, series expanded in the browser), from
// the backend that served the page, so a peer does the same data work per range as we do and
// only the drawing differs. Mapped to the one event shape every peer page starts from.
import { listEvents } from '../../../src/data/events/events-api'

/** The events overlapping [start, end). */
export async function readRange(start, end) {
  const events = await listEvents({ start, end })
  return events.map((event) => ({
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    color: event.color,
    allDay: event.allDay,
  }))
}
