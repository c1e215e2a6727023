import { addDays, startOfDay } from 'date-fns'
import type { CalendarEvent } from './types'

const NONE: never[] = []

/**
 * The events of each shown day at once: what `eventsForDay` gives for every day, in one pass
 * over the events (each visits only the days it touches) instead of one pass per day. For a
 * month grid of 5,000 events that is 5,000 steps, not 42 x 5,000. Keyed by the day's local
 * midnight (getTime()); `days` are consecutive local days, oldest first.
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
    // As eventsForDay: by start, then longer first (a stable sort keeps input order on ties).
    bucket.sort(
      (a, b) =>
        a.start.getTime() - b.start.getTime() ||
        b.end.getTime() - b.start.getTime() - (a.end.getTime() - a.start.getTime()),
    )
    byStart.set(starts[i]!, bucket)
  })
  return (day) => byStart.get(startOfDay(day).getTime()) ?? NONE
}
