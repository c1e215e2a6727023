import { addDays } from 'date-fns'
import { formatDate, formatLongWeekdayTime, type TimeFormat } from '../time/formats'
import { addRealTime, realLength } from '../time/display-time'
import type { CalendarEvent } from '../types'

/**
 * A key press that changes the focused event (product.md, "Direct manipulation and
 * keyboard"): Alt+ArrowUp/Down move it 15 minutes, Alt+ArrowLeft/Right a day, and with Shift
 * held ArrowUp/Down move its end only.
 */
export interface Nudge {
  /** Minutes, added to the instant (a quarter of an hour is a quarter of an hour on DST days). */
  minutes: number
  /** Days, added on the wall clock (10:00 stays 10:00 across a DST change). */
  days: number
  /** 'move': start and end together; 'end': the end alone (a resize). */
  edge: 'move' | 'end'
}

/** The 'Keyboard shortcuts' dialog's lines for these keys (after the others). */
export const NUDGE_KEYS: readonly { keys: readonly string[]; label: string }[] = [
  { keys: ['Alt+↑', 'Alt+↓'], label: 'Move the focused event 15 minutes' },
  { keys: ['Alt+←', 'Alt+→'], label: 'Move the focused event a day' },
  { keys: ['Alt+Shift+↑', 'Alt+Shift+↓'], label: 'Change the focused event’s end' },
]

/** The drag and key step: 15 minutes. */
export const STEP_MINUTES = 15

/** The nudge of a key press with Alt held, or null for any other key. */
export function nudgeFor(event: {
  key: string
  altKey: boolean
  shiftKey: boolean
  ctrlKey: boolean
  metaKey: boolean
}): Nudge | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null
  const vertical = { ArrowUp: -1, ArrowDown: 1 }[event.key]
  if (vertical !== undefined)
    return { minutes: vertical * STEP_MINUTES, days: 0, edge: event.shiftKey ? 'end' : 'move' }
  const horizontal = { ArrowLeft: -1, ArrowRight: 1 }[event.key]
  if (horizontal !== undefined && !event.shiftKey)
    return { minutes: 0, days: horizontal, edge: 'move' }
  return null
}

/**
 * Where a nudge puts an event, or null when it does not apply: an all-day event moves by days
 * only, and keeps at least one day; a timed event keeps at least 15 minutes. A move keeps the
 * length in minutes (so an event across a DST change keeps its real length), and a day's move
 * keeps the wall-clock start and end. `zone`: the display zone the times are display times of
 * (display-time.ts), whose real minutes a step counts.
 */
export function nudgedTimes(
  event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>,
  nudge: Nudge,
  zone: string | null = null,
): { start: Date; end: Date } | null {
  const addMinutes = (date: Date, minutes: number) => addRealTime(date, minutes * 60_000, zone)
  const { start, end } = event
  if (event.allDay) {
    if (nudge.minutes !== 0) return null
    return { start: addDays(start, nudge.days), end: addDays(end, nudge.days) }
  }
  if (nudge.edge === 'end') {
    const next = addMinutes(end, nudge.minutes)
    if (realLength(start, next, zone) < STEP_MINUTES * 60_000) return null
    return { start, end: next }
  }
  if (nudge.days !== 0) return { start: addDays(start, nudge.days), end: addDays(end, nudge.days) }
  return { start: addMinutes(start, nudge.minutes), end: addMinutes(end, nudge.minutes) }
}

/**
 * What a screen reader hears after a move or resize: "Team standup moved to Tuesday 10:15 AM",
 * "Team standup now ends Tuesday 11:30 AM" ("Tuesday 11:30" in 24-hour time); an all-day event
 * has no time. The day is a weekday name, as the week view shows it; the date is in the heading.
 */
export function describeNudge(
  event: Pick<CalendarEvent, 'title' | 'allDay'>,
  times: { start: Date; end: Date },
  edge: Nudge['edge'],
  timeFormat: TimeFormat = '12h',
): string {
  const { title } = event
  if (event.allDay) return `${title} moved to ${formatDate.weekdayDay(times.start)}`
  if (edge === 'end') return `${title} now ends ${formatLongWeekdayTime(times.end, timeFormat)}`
  return `${title} moved to ${formatLongWeekdayTime(times.start, timeFormat)}`
}
