import { addDays, differenceInCalendarDays, startOfDay } from 'date-fns'
import { GRID } from '../layout/grid-metrics'
import { STEP_MINUTES } from './nudge'
import { addRealTime, realLength } from '../time/display-time'
import type { CalendarEvent } from '../types'

// Pointer position -> time, for drags in the time grids and the month grid (product.md,
// "Direct manipulation and keyboard"). Rows are wall-clock hours (a DST day still has 24), so
// a height is wall-clock minutes, and a time is made on the wall clock of its day: a time the
// clocks skip (2:30 on a spring-forward day) becomes the instant after the gap.

const DAY_MINUTES = 24 * 60

const snap = (minutes: number, step = STEP_MINUTES) => Math.round(minutes / step) * step
const clampDay = (minutes: number) => Math.min(DAY_MINUTES, Math.max(0, minutes))

/** Wall-clock minutes after midnight at `y` pixels below the top of a day column. */
export function minutesAtY(y: number): number {
  return (y / GRID.hourHeight) * 60
}

/** The instant `minutes` after the local midnight of `day`, on the wall clock. */
export function wallTime(day: Date, minutes: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, minutes)
}

/** Wall-clock minutes after its local midnight. */
const minutesOf = (date: Date) => date.getHours() * 60 + date.getMinutes()

/**
 * A new event dragged on empty slots from (`fromDay`, `fromMinutes`) to (`toDay`,
 * `toMinutes`): whichever is earlier is the start, both snapped to 15 minutes, at least 15
 * minutes long. Across days in the week view, it runs from the one to the other.
 */
export function dragCreateRange(
  fromDay: Date,
  fromMinutes: number,
  toDay: Date,
  toMinutes: number,
): { start: Date; end: Date } {
  const a = wallTime(fromDay, Math.floor(clampDay(fromMinutes) / STEP_MINUTES) * STEP_MINUTES)
  const b = wallTime(toDay, snap(clampDay(toMinutes)))
  const [start, end] = a <= b ? [a, b] : [b, wallTime(fromDay, snap(clampDay(fromMinutes)))]
  const least = new Date(start.getTime() + STEP_MINUTES * 60_000)
  return { start, end: end < least ? least : end }
}

/**
 * An event dragged by `days` columns and `minutes` of pointer travel: its start goes that far on
 * the wall clock and snaps to 15 minutes, its length in real minutes is kept (so across a DST
 * change it is as long as it was). An all-day event moves by days only. `zone`: the display
 * zone the times are display times of (display-time.ts), whose real minutes count.
 */
export function dragMoveTimes(
  event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>,
  days: number,
  minutes: number,
  zone: string | null = null,
): { start: Date; end: Date } {
  const length = realLength(event.start, event.end, zone)
  if (event.allDay) {
    const start = addDays(event.start, days)
    return { start, end: addDays(event.end, days) }
  }
  const day = addDays(startOfDay(event.start), days)
  const start = wallTime(day, snap(minutesOf(event.start) + minutes))
  return { start, end: addRealTime(start, length, zone) }
}

/**
 * An event whose bottom edge is dragged to (`day`, `minutes`): the end snaps to 15 minutes and
 * stays at least 15 minutes after the start.
 */
export function dragResizeEnd(
  event: Pick<CalendarEvent, 'start'>,
  day: Date,
  minutes: number,
): { start: Date; end: Date } {
  const end = wallTime(day, snap(clampDay(minutes)))
  const least = new Date(event.start.getTime() + STEP_MINUTES * 60_000)
  return { start: event.start, end: end < least ? least : end }
}

/**
 * An event of the month grid dropped `days` after the day it was picked up on: same time of
 * day and length on the wall clock.
 */
export function dropOnDay(
  event: Pick<CalendarEvent, 'start' | 'end'>,
  from: Date,
  to: Date,
): { start: Date; end: Date } {
  const days = differenceInCalendarDays(to, from)
  return { start: addDays(event.start, days), end: addDays(event.end, days) }
}
