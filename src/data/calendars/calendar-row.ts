// The wire format of the calendars table (supabase/migrations/20261202000000_calendars.sql),
// both ways. Only src/data knows it: the app works with model/calendars' Calendar.
import type { Calendar } from '@/model/calendars/calendar'

/** A row of the calendars table as PostgREST returns it (private mode adds user_id). */
export interface CalendarRow {
  id: string
  name: string
  color: string
  shown: boolean
  position: number
  created_at?: string
  updated_at?: string
}

/** The columns the app reads. */
export const CALENDAR_COLUMNS = 'id,name,color,shown,position,updated_at'

export function rowToCalendar(row: CalendarRow): Calendar {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    shown: row.shown,
    position: row.position,
    ...(row.updated_at ? { version: row.updated_at } : {}),
  }
}

/**
 * What delete_calendar answers and restore_calendar takes: the calendar's row and its events'
 * rows, whole (opaque to the app: handed back as it came).
 */
export interface CalendarSnapshot {
  calendar: CalendarRow & Record<string, unknown>
  events: Record<string, unknown>[]
}
