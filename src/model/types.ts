// Tiny domain types shared by the pure calendar functions, the data layer and the views.
// The wire format (snake_case rows, ISO strings) stays in src/data/events/event-row.ts.
import type { Reminder } from './reminders/reminder'

/** A half-open interval [start, end) of instants. */
export interface DateRange {
  start: Date
  end: Date
}

/** What the user edits in the dialog: an event without its identity. Times are instants. */
export interface EventDraft {
  title: string
  description: string | null
  /**
   * Where it takes place. Absent when there is none to send: a draft without a location is the
   * spec's five columns, and works on a database set up before the column (null clears one).
   */
  location?: string | null
  /**
   * Reminders to save (model/reminders). Absent: none to send (a database without the column,
   * a new event with its kind's built-in default, which the database gives it, or an edit that
   * leaves them as they are). Null: a changed occurrence takes its series'. What an event has
   * is CalendarEvent.savedReminders, so a drag's draft (the event spread) sends none.
   */
  reminders?: Reminder[] | null
  start: Date
  end: Date
  color: string
  /**
   * Drawn on whole calendar dates: start and end are the LOCAL midnights of its first day and of
   * the day after its last (all-day-dates.ts maps them to and from the stored UTC dates).
   */
  allDay: boolean
  /** Repeats (a series, or an occurrence of one); absent or null: a one-off event. */
  repeat?: Repeat | null
  /**
   * The calendar it belongs to (the calendars table). Absent on a database set up before
   * calendars, and on a draft that leaves it to the database (the first calendar).
   */
  calendarId?: string
  /**
   * True when the event has no colour of its own (its row's color is null) and is drawn in its
   * calendar's: `color` then holds that colour (model/calendars/apply-calendars.ts), so the views
   * read `color` alone. A draft with it true is saved with color null; absent or false, `color`
   * is the event's own (decisions.md: an event's own colour overrides its calendar's).
   */
  followsCalendarColor?: boolean
}

/** How an event repeats: an RFC 5545 rule and the IANA zone whose wall clock it keeps. */
export interface Repeat {
  /** The RRULE value without DTSTART, e.g. 'FREQ=WEEKLY;BYDAY=MO'. */
  rule: string
  tzid: string
}

/** Which occurrences a change to one occurrence applies to (decisions.md, "Repeating events"). */
export type SeriesScope = 'this' | 'following' | 'all'

/** Where an occurrence of a repeating event comes from. */
export interface Occurrence {
  seriesId: string
  /** The start the rule gives it; for a changed occurrence, the start of the one it replaces. */
  originalStart: Date
  /** The series' first occurrence ('All events' moves it by as much as this one is moved). */
  seriesStart: Date
  seriesEnd: Date
  /** A changed occurrence is a row of its own (the event's id); others exist only expanded. */
  changed: boolean
}

/** An event as the app works with it: times are instants, shown in the browser's zone. */
export interface CalendarEvent extends EventDraft {
  id: string
  /**
   * The row's updated_at exactly as the server sent it: a save is conditional on it. Kept as
   * text: PostgreSQL's microseconds do not survive a Date (decisions.md, "Live sync and conflicts").
   */
  version?: string
  /**
   * The reminders it has (a changed occurrence without its own: its series'). Absent on a
   * database set up before reminders (db-features.ts).
   */
  savedReminders?: Reminder[]
  /** Set on an occurrence of a repeating event (its id is then `<series id>@<start ms>`). */
  occurrence?: Occurrence
}
