import { addDays, startOfDay } from 'date-fns'
import { dayKey } from './year-layout'

/** What counting needs of an event or an occurrence: its instants. */
export interface Span {
  start: Date
  end: Date
}

/**
 * How many of `spans` touch each of `days` (consecutive local days, oldest first), by the rule
 * the month grid draws by (eventsByDay): an event counts on every day it starts before the end
 * of and ends after the start of; one whose end is not after its start counts on its start day
 * only. An event of several days counts once on each. Keyed by dayKey; days without any are
 * left out. `into` adds to counts already made (the database's, for the series' occurrences).
 */
export function countByDay(
  spans: Iterable<Span>,
  days: readonly Date[],
  into: Map<string, number> = new Map(),
): Map<string, number> {
  const tally = dayTally(days)
  for (const span of spans) tally.add(span.start.getTime(), span.end.getTime())
  return tally.into(into)
}

/** Counts of many events over the same days (dayTally). */
export interface DayTally {
  /** Counts one event from `start` to `end` (ms) on each day it touches, by countByDay's rule. */
  add: (start: number, end: number) => void
  /**
   * Counts occurrences given as epoch milliseconds (occurrenceTimes): `starts`, each ending at
   * `endOf(start)`. The year's 48,000 occurrences at 50,000 events a year, without a Date or an
   * object each.
   */
  addTimes: (starts: readonly number[], endOf: (start: number) => number) => void
  /** The counts made, added to `into`'s (keyed by dayKey; days without any left out). */
  into: (into?: Map<string, number>) => Map<string, number>
}

/**
 * countByDay's counting for events added one series at a time: a number per day, written to a
 * map once at the end (a map's entry read and written per occurrence and day was most of the
 * counting of a cold page's year).
 */
export function dayTally(days: readonly Date[]): DayTally {
  const { starts, ends, keys } = boundsOf(days)
  const counts = new Int32Array(days.length)
  const add = (s: number, end: number) => {
    const e = Math.max(end, s)
    // The first day that ends after the start (binary search: days are in order).
    let lo = 0
    let hi = days.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (ends[mid]! > s) hi = mid
      else lo = mid + 1
    }
    for (let i = lo; i < days.length && (starts[i]! <= s || e > starts[i]!); i++) counts[i]!++
  }
  return {
    add,
    addTimes: (times, endOf) => {
      for (const start of times) add(start, endOf(start))
    },
    into: (into = new Map()) => {
      counts.forEach((count, i) => {
        if (count > 0) into.set(keys[i]!, (into.get(keys[i]!) ?? 0) + count)
      })
      return into
    },
  }
}

interface Bounds {
  starts: number[]
  ends: number[]
  keys: string[]
}

// A range's day bounds and keys, worked out once per array of days: the year's series are
// counted one after another into the same days, and formatting 365 keys for each of a
// thousand series took over a second.
const bounds = new WeakMap<readonly Date[], Bounds>()

function boundsOf(days: readonly Date[]): Bounds {
  let found = bounds.get(days)
  if (!found) {
    found = {
      starts: days.map((day) => startOfDay(day).getTime()),
      ends: days.map((day) => addDays(startOfDay(day), 1).getTime()),
      keys: days.map(dayKey),
    }
    bounds.set(days, found)
  }
  return found
}

/** The shades of the year view: 0 for a day without events, then 1 to SHADES by busyness. */
export const SHADES = 4

export interface Shading {
  /** A day's shade, 0 to SHADES. */
  shadeOf: (count: number) => number
  /** The counts each shade stands for, [from, to] inclusive, for the legend: SHADES entries. */
  legend: { shade: number; from: number; to: number }[]
}

/**
 * Shades by the busiest day shown, in SHADES equal steps (as GitHub's contribution graph): a
 * light year and a full one both use every shade, and the legend says what each means. With
 * fewer distinct counts than shades (a busiest day of 2), only the shades that mean a count are
 * listed.
 */
export function shading(counts: Iterable<number>): Shading {
  let max = 0
  for (const count of counts) if (count > max) max = count
  const shadeOf = (count: number) =>
    count <= 0 || max === 0 ? 0 : Math.min(SHADES, Math.ceil((count * SHADES) / max))
  const legend: Shading['legend'] = []
  let from = 1
  for (let shade = 1; shade <= SHADES && from <= max; shade++) {
    // The largest count of this shade: ceil(count * SHADES / max) <= shade.
    const to = Math.floor((shade * max) / SHADES)
    if (to >= from) {
      legend.push({ shade, from, to })
      from = to + 1
    }
  }
  return { shadeOf, legend }
}
