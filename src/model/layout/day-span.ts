import { addDays, startOfDay } from 'date-fns'
import type { CalendarEvent } from '../types'

/** The columns an event covers in a row of consecutive days, and whether it goes on past them. */
export interface DaySpan<T> {
  event: T
  /** First and last column covered, inclusive. */
  first: number
  last: number
  /** It began before the row's first day / goes on after its last day. */
  continuesBefore: boolean
  continuesAfter: boolean
}

/**
 * Where an event falls in a row of consecutive local days (a week row, a week, a day), by the
 * rule of eventsByDay: it covers a day when it starts before the day ends and ends after the
 * day starts (a reversed or zero-length event only its start day). Undefined when it covers
 * none of them.
 *
 *   days      | Sun | Mon | Tue | Wed | Thu | Fri | Sat |
 *   event        [=================)                     -> first 1, last 3
 */
export function daySpan<T extends CalendarEvent>(
  event: T,
  days: readonly Date[],
): DaySpan<T> | undefined {
  if (days.length === 0) return undefined
  const { starts, ends } = dayBounds(days)
  const s = event.start.getTime()
  const e = Math.max(event.end.getTime(), s)
  let first = -1
  let last = -1
  for (let i = 0; i < days.length; i++) {
    if (s < ends[i]! && (e > starts[i]! || s >= starts[i]!)) {
      if (first === -1) first = i
      last = i
    }
  }
  if (first === -1) return undefined
  return {
    event,
    first,
    last,
    continuesBefore: s < starts[0]!,
    continuesAfter: e > ends[days.length - 1]!,
  }
}

interface Bounds {
  starts: number[]
  ends: number[]
}

// A row's day bounds, worked out once per row: weekBars asks for every bar event of the row,
// hundreds a month at 50,000 events a year, and date-fns' startOfDay is the cost.
const boundsOf = new WeakMap<readonly Date[], Bounds>()

function dayBounds(days: readonly Date[]): Bounds {
  let bounds = boundsOf.get(days)
  if (!bounds) {
    bounds = {
      starts: days.map((day) => startOfDay(day).getTime()),
      ends: days.map((day) => addDays(startOfDay(day), 1).getTime()),
    }
    boundsOf.set(days, bounds)
  }
  return bounds
}
