// Tiny domain types shared by the pure calendar functions, the data layer and the views.

export type ViewMode = 'day' | 'week' | 'month'

/** A half-open interval [start, end) of instants. */
export interface DateRange {
  start: Date
  end: Date
}

/** An event as the app works with it: times are instants, shown in the browser's zone. */
export interface CalendarEvent {
  id: string
  title: string
  description: string | null
  start: Date
  end: Date
  color: string
}

/** What is sent to the events table on insert and update (spec §7): times as ISO strings. */
export interface EventPayload {
  title: string
  description: string | null
  start_time: string
  end_time: string
  color: string
}
