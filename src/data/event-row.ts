// The wire format of the events table, both ways. Only src/data knows it: the domain works with
// CalendarEvent and EventDraft (Dates), the table with snake_case columns and ISO strings.
import { PALETTE } from '@/calendar/palette'
import type { CalendarEvent, EventDraft } from '@/calendar/types'

/** A row of the events table as PostgREST returns it. */
export interface EventRow {
  id: string
  title: string
  description: string | null
  start_time: string
  end_time: string
  color: string | null
  created_at?: string
  updated_at?: string
}

/** What is sent on insert and update (product.md §7): these five columns, times as ISO strings. */
export interface EventRowPayload {
  title: string
  description: string | null
  start_time: string
  end_time: string
  color: string
}

/** Row -> event: timestamps become instants; a missing colour is the table's default. */
export function rowToEvent(row: EventRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start: new Date(row.start_time),
    end: new Date(row.end_time),
    color: row.color ?? PALETTE[0].value,
  }
}

/** Draft -> payload (product.md §5): times as ISO strings (UTC), an empty description as null. */
export function draftToRow(draft: EventDraft): EventRowPayload {
  return {
    title: draft.title,
    description: draft.description === '' ? null : draft.description,
    start_time: draft.start.toISOString(),
    end_time: draft.end.toISOString(),
    color: draft.color,
  }
}
