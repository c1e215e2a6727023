import { addDays, startOfDay } from 'date-fns'
import { compareEvents } from './compare-events'
import type { CalendarEvent } from '../types'

const NONE: never[] = []

/**
 * The events that touch each shown local day, in compareEvents' order (events continuing from
 * earlier days first). An event whose end is before its start (the spec allows it) counts as an
 * instant at its start. One pass over the events (each visits only the days it touches), not one
 * pass per day: for a month grid of 5,000 events that is 5,000 steps, not 42 x 5,000. Keyed by
 * the day's local midnight (getTime()); `days` are consecutive local days, oldest first.
 *
 *   days      | Sun | Mon | Tue | Wed |
 *   event A     [==========)              -> Sun, Mon
 *   event B (end before start)   *        -> Tue only
 */
export function eventsByDay<T extends CalendarEvent>(
  events: readonly T[],
  days: readonly Date[],
): (day: Date) => T[] {
  const starts = days.map((day) => startOfDay(day).getTime())
  const ends = days.map((day) => addDays(startOfDay(day), 1).getTime())
  const buckets = days.map((): T[] => [])
  for (const event of events) {
    const s = event.start.getTime()
    const e = Math.max(event.end.getTime(), s)
    // The first day that ends after the start (binary search: days are in order).
    let lo = 0
    let hi = days.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (ends[mid]! > s) hi = mid
      else lo = mid + 1
    }
    for (let i = lo; i < days.length && (starts[i]! <= s || e > starts[i]!); i++) {
      buckets[i]!.push(event)
    }
  }
  const byStart = new Map<number, T[]>()
  buckets.forEach((bucket, i) => {
    bucket.sort(compareEvents)
    byStart.set(starts[i]!, bucket)
  })
  return (day) => byStart.get(startOfDay(day).getTime()) ?? NONE
}
