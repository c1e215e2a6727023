// A calendar as the app works with it, and the checks a name and a colour pass before they are
// sent (the database checks the same: 20261202000000_calendars.sql). Pure: no backend, no DOM.

/** A row of the calendars table, in the app's words. */
export interface Calendar {
  id: string
  name: string
  /** '#rrggbb'. */
  color: string
  /** Its events are drawn (the sidebar's checkbox). */
  shown: boolean
  /** Its place in the list: ascending, then by name. */
  position: number
  /** The row's updated_at exactly as the server sent it. */
  version?: string
}

/** The longest name the database takes (its check constraint). */
export const CALENDAR_NAME_MAX = 100

/** A name as it is stored and compared: without the spaces around it. */
export const normalCalendarName = (name: string): string => name.trim()

/**
 * Why `name` cannot be a calendar's name, or null when it can. `others`: the calendars it must
 * differ from (for a rename, every calendar but the one renamed). Names are compared without
 * case or surrounding spaces, as the database's unique index does.
 */
export function calendarNameError(
  name: string,
  others: readonly Pick<Calendar, 'name'>[],
): string | null {
  const trimmed = normalCalendarName(name)
  if (trimmed === '') return 'Enter a name.'
  if (trimmed.length > CALENDAR_NAME_MAX) {
    return `Use at most ${String(CALENDAR_NAME_MAX)} characters.`
  }
  const key = trimmed.toLowerCase()
  if (others.some((other) => normalCalendarName(other.name).toLowerCase() === key)) {
    return 'A calendar with this name already exists.'
  }
  return null
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

/** Why `color` cannot be a calendar's colour ('#rrggbb'), or null when it can. */
export function calendarColorError(color: string): string | null {
  return HEX_COLOR.test(color) ? null : 'Choose a colour from the palette.'
}

/** The list's order: by position, then by name (case and accents aside), then by id. */
export function sortCalendars(calendars: readonly Calendar[]): Calendar[] {
  return [...calendars].sort(
    (a, b) =>
      a.position - b.position ||
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}

/** Where a new event goes when nothing says otherwise: the first calendar shown, else the first. */
export const defaultCalendar = (calendars: readonly Calendar[]): Calendar | undefined =>
  calendars.find((calendar) => calendar.shown) ?? calendars[0]

/**
 * What a save sends about the calendar (EventDraft.calendarId, followsCalendarColor), keeping
 * the spec's payload where nothing changed: a new event in the first calendar sends no
 * calendar_id (the database puts it there), an edit only a changed one. An event without a
 * colour of its own keeps following its calendar's unless a colour was picked.
 */
export function calendarFields(
  calendars: readonly Calendar[],
  chosen: string,
  event: { calendarId?: string; followsCalendarColor?: boolean } | undefined,
  colorPicked: boolean,
): { calendarId?: string; followsCalendarColor?: boolean } {
  const fields: { calendarId?: string; followsCalendarColor?: boolean } = {}
  if (!calendars.some((calendar) => calendar.id === chosen)) return fields
  // The database's first calendar is the lowest position (its tie-break is not the list's):
  // left to it only when that one is plainly first.
  const [first, second] = calendars
  const databaseFirst =
    first?.id === chosen && (second === undefined || second.position > first.position)
  const unchanged = event ? event.calendarId === chosen : databaseFirst
  if (!unchanged) fields.calendarId = chosen
  if (event?.followsCalendarColor && !colorPicked) fields.followsCalendarColor = true
  return fields
}
