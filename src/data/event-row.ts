import { PALETTE } from '@/calendar/palette'
import type { CalendarEvent } from '@/calendar/types'

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
