// The wire format of the events table, both ways. Only src/data knows it: the domain works with
// CalendarEvent and EventDraft (Dates), the table with snake_case columns and ISO strings.
import { localDateToUtc, utcDateToLocal } from '@/calendar/all-day-dates'
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
  /** Absent on a database set up before all-day events (db-features.ts). */
  all_day?: boolean
  created_at?: string
  updated_at?: string
}

/**
 * What is sent on insert and update: product.md §7's five columns, times as ISO strings, and
 * all_day where the database has it.
 */
export interface EventRowPayload {
  title: string
  description: string | null
  start_time: string
  end_time: string
  color: string
  all_day?: boolean
}

/**
 * Row -> event: timestamps become instants; a missing colour is the table's default. An all-day
 * row's UTC dates become the local midnights of the same dates.
 */
export function rowToEvent(row: EventRow): CalendarEvent {
  const allDay = row.all_day === true
  const start = new Date(row.start_time)
  const end = new Date(row.end_time)
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start: allDay ? utcDateToLocal(start) : start,
    end: allDay ? utcDateToLocal(end) : end,
    color: row.color ?? PALETTE[0].value,
    allDay,
  }
}

/**
 * Draft -> payload (product.md §5): times as ISO strings (UTC), an empty description as null.
 * An all-day draft's local dates are sent as 00:00 UTC of the same dates. `withAllDay`: send the
 * all_day column (without it the payload is exactly the spec's five columns).
 */
export function draftToRow(draft: EventDraft, withAllDay: boolean): EventRowPayload {
  const start = draft.allDay ? localDateToUtc(draft.start) : draft.start
  const end = draft.allDay ? localDateToUtc(draft.end) : draft.end
  const row: EventRowPayload = {
    title: draft.title,
    description: draft.description === '' ? null : draft.description,
    start_time: start.toISOString(),
    end_time: end.toISOString(),
    color: draft.color,
  }
  if (withAllDay) row.all_day = draft.allDay
  return row
}
