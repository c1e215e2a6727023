// Tiny domain types shared by the pure calendar functions, the data layer and the views.
// The wire format (snake_case rows, ISO strings) stays in src/data/event-row.ts.

export type { ViewMode } from './views'

/** A half-open interval [start, end) of instants. */
export interface DateRange {
  start: Date
  end: Date
}

/** What the user edits in the dialog: an event without its identity. Times are instants. */
export interface EventDraft {
  title: string
  description: string | null
  start: Date
  end: Date
  color: string
  /**
   * Drawn on whole calendar dates: start and end are the LOCAL midnights of its first day and of
   * the day after its last (all-day-dates.ts maps them to and from the stored UTC dates).
   */
  allDay: boolean
}

/** An event as the app works with it: times are instants, shown in the browser's zone. */
export interface CalendarEvent extends EventDraft {
  id: string
}
