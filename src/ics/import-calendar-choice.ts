// The import dialog's 'Calendar': which calendars it offers and which one is chosen at first
// (decisions.md, "Import and export by calendar"). Pure: the dialog gives it the list and the
// file's name.
import { normalCalendarName, type Calendar } from '@/model/calendars/calendar'

/** The value of the option that makes a calendar named from the file (never a calendar id). */
export const NEW_CALENDAR = 'new-calendar'

export interface CalendarOption {
  value: string
  label: string
}

export interface CalendarChoice {
  /** Each calendar in the list's order, then 'New calendar: <name>' when there is one. */
  options: CalendarOption[]
  /** The option chosen at first; '' when there is nothing to choose. */
  initial: string
  /** The name the new calendar would get, when it is offered. */
  newName: string | null
}

const key = (name: string) => normalCalendarName(name).toLowerCase()

/** The calendar whose name is `name` (without case or surrounding spaces), if any. */
export const calendarNamed = (calendars: readonly Calendar[], name: string | null) =>
  name === null ? undefined : calendars.find((calendar) => key(calendar.name) === key(name))

/** The calendar chosen when the file names none of them: the first shown, else the first. */
export const defaultCalendar = (calendars: readonly Calendar[]) =>
  calendars.find((calendar) => calendar.shown) ?? calendars[0]

/**
 * `calendars` in the list's order; `fileName` the file's X-WR-CALNAME as read (read-ics.ts).
 * A name that is a calendar's already chooses that calendar (a calendar exported and imported
 * again goes back where it came from); another name is offered as a new calendar and chosen.
 */
export function importCalendarChoice(
  calendars: readonly Calendar[],
  fileName: string | null,
): CalendarChoice {
  const options = calendars.map((calendar) => ({ value: calendar.id, label: calendar.name }))
  const same = calendarNamed(calendars, fileName)
  if (fileName !== null && !same) {
    return {
      options: [...options, { value: NEW_CALENDAR, label: `New calendar: ${fileName}` }],
      initial: NEW_CALENDAR,
      newName: fileName,
    }
  }
  return { options, initial: (same ?? defaultCalendar(calendars))?.id ?? '', newName: null }
}
