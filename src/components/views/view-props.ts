import type { CalendarEvent } from '@/model/types'

/** What every view is given; it opens the dialog through useCalendarActions. */
export interface ViewProps {
  /** The selected date. */
  date: Date
  /** The local days the view draws (VIEWS[view].days(date)), oldest first. */
  days: Date[]
  /** The events of the visible range, ordered by start_time then id. */
  events: readonly CalendarEvent[]
  /** The shown range's events are still being read (the time grid waits to pick its scroll). */
  loading: boolean
}
