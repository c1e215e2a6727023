// The wire format of the events table, both ways. Only src/data knows it: the domain works with
// CalendarEvent and EventDraft (Dates), the table with snake_case columns and ISO strings.
import { localDateToUtc, utcDateToLocal } from '@/model/time/all-day-dates'
import { PALETTE } from '@/model/palette'
import { fromDisplay, toDisplay } from '@/model/time/display-time'
import type { SeriesEvent } from '@/model/recurrence/occurrences'
import type { CalendarEvent, EventDraft } from '@/model/types'
import { readReminders, storedReminders } from '@/model/reminders/stored-reminders'
import type { Reminder } from '@/model/reminders/reminder-core'
import { displayZone } from '../settings/display-zone'

/** A row of the events table as PostgREST returns it. */
export interface EventRow {
  id: string
  title: string
  description: string | null
  /** Absent on a database set up before locations (20261130000000_location.sql). */
  location?: string | null
  start_time: string
  end_time: string
  /** Null: the event has no colour of its own and takes its calendar's (followsCalendarColor). */
  color: string | null
  /** Absent on a database set up before calendars (20261202000000_calendars.sql). */
  calendar_id?: string | null
  /**
   * A JSON array (readReminders reads it safely). Absent on a database set up before reminders
   * (20261204000000_reminders.sql); null on a changed occurrence that takes its series'.
   */
  reminders?: unknown
  /** Absent on a database set up before all-day events (db-features.ts). */
  all_day?: boolean
  /** Absent on a database set up before repeating events; null on a one-off event. */
  rrule?: string | null
  tzid?: string | null
  exdates?: string[] | null
  recurrence_end?: string | null
  /** A changed occurrence: its series and the start of the occurrence it replaces. */
  series_id?: string | null
  original_start?: string | null
  /** An imported event's iCalendar UID (absent on a database set up before import). */
  ical_uid?: string | null
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
  /** Null when the event follows its calendar's colour (EventDraft.followsCalendarColor). */
  color: string | null
  /** Sent only when the draft names a calendar: without it the database puts it in the first. */
  calendar_id?: string
  /** Sent only when the draft has one, or clears one (EventDraft.location). */
  location?: string | null
  /** Sent only when the draft has them (EventDraft.reminders): the database gives the rest. */
  reminders?: Reminder[] | null
  all_day?: boolean
  rrule?: string | null
  tzid?: string | null
  exdates?: string[]
  recurrence_end?: string | null
  series_id?: string | null
  original_start?: string | null
}

/**
 * Row -> event: timestamps become instants, shown in `zone` (display-time.ts: a timed event's
 * times become display times; null, the device's zone, leaves them as they are); a missing
 * colour is the table's default. An all-day row's UTC dates become the local midnights of the
 * same dates, whatever the zone.
 */
export function rowToEvent(row: EventRow, zone: string | null = displayZone()): CalendarEvent {
  const allDay = row.all_day === true
  const start = toDisplay(new Date(row.start_time), allDay ? null : zone)
  const end = toDisplay(new Date(row.end_time), allDay ? null : zone)
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ...(row.location ? { location: row.location } : {}),
    ...(row.calendar_id ? { calendarId: row.calendar_id } : {}),
    // A row made before the column has null: an event then has none, a changed occurrence its
    // series' (rowToChangedOccurrence).
    ...(row.reminders !== undefined ? { savedReminders: readReminders(row.reminders) } : {}),
    // No colour of its own: drawn in the default until applyCalendars gives it its calendar's.
    ...(row.color === null ? { followsCalendarColor: true } : {}),
    start: allDay ? utcDateToLocal(start) : start,
    end: allDay ? utcDateToLocal(end) : end,
    color: row.color ?? PALETTE[0].value,
    allDay,
    ...(row.updated_at ? { version: row.updated_at } : {}),
  }
}

/**
 * Draft -> payload (product.md §5): times as ISO strings (UTC), an empty description as null.
 * A timed draft's display times in `zone` become their instants; an all-day draft's local dates
 * are sent as 00:00 UTC of the same dates. `withAllDay`: send the all_day column (without it the
 * payload is exactly the spec's five columns).
 */
export function draftToRow(
  draft: EventDraft,
  withAllDay: boolean,
  zone: string | null = displayZone(),
): EventRowPayload {
  const start = draft.allDay ? localDateToUtc(draft.start) : fromDisplay(draft.start, zone)
  const end = draft.allDay ? localDateToUtc(draft.end) : fromDisplay(draft.end, zone)
  const row: EventRowPayload = {
    title: draft.title,
    description: draft.description === '' ? null : draft.description,
    start_time: start.toISOString(),
    end_time: end.toISOString(),
    color: draft.followsCalendarColor === true ? null : draft.color,
  }
  if (draft.calendarId !== undefined) row.calendar_id = draft.calendarId
  if (draft.location !== undefined) row.location = draft.location?.trim() || null
  if (draft.reminders !== undefined) {
    row.reminders = draft.reminders === null ? null : storedReminders(draft.reminders)
  }
  if (withAllDay) row.all_day = draft.allDay
  return row
}

/**
 * An occurrence's start as stored (exdates, original_start): the instant of a display time in
 * `zone`, or for an all-day series 00:00 UTC of its date, as all-day starts are stored.
 */
export const storedStart = (
  start: Date,
  allDay: boolean,
  zone: string | null = displayZone(),
): string => (allDay ? localDateToUtc(start) : fromDisplay(start, zone)).toISOString()

/** The inverse of storedStart. */
const readStoredStart = (stored: string, allDay: boolean, zone: string | null): Date =>
  allDay ? utcDateToLocal(new Date(stored)) : toDisplay(new Date(stored), zone)

/**
 * A series row (rrule set) -> the series: its first occurrence, rule, zone and skipped starts,
 * in display times of `zone` like any event (occurrences-in-zone.ts expands it).
 */
export function rowToSeries(row: EventRow, zone: string | null = displayZone()): SeriesEvent {
  const event = rowToEvent(row, zone)
  return {
    ...event,
    repeat: { rule: row.rrule ?? '', tzid: row.tzid ?? 'UTC' },
    exdates: (row.exdates ?? []).map((date) => readStoredStart(date, event.allDay, zone)),
  }
}

/** A changed occurrence's row, with its series as read: an occurrence with an id of its own. */
export function rowToChangedOccurrence(
  row: EventRow,
  series: SeriesEvent,
  zone: string | null = displayZone(),
): CalendarEvent {
  return {
    ...rowToEvent(row, zone),
    // Null: the series' reminders apply to it (decisions.md, "Reminders: the model").
    ...(row.reminders === null && series.savedReminders
      ? { savedReminders: series.savedReminders }
      : {}),
    repeat: series.repeat,
    occurrence: {
      seriesId: series.id,
      originalStart: readStoredStart(row.original_start ?? row.start_time, series.allDay, zone),
      seriesStart: series.start,
      seriesEnd: series.end,
      changed: true,
    },
  }
}
