import type { CalendarEvent } from '../types'
import { weekBars, type Bar } from './week-bars'

interface StripOverflow<T> {
  column: number
  /** The bars of that day that are not shown. */
  hidden: T[]
  /** Every bar of that day, for the '+N' list. */
  events: T[]
}

export interface AllDayStrip<T> {
  /** The bars shown, in lanes below `maxLanes`. */
  bars: Bar<T>[]
  /** Lanes the strip draws (at most `maxLanes`). */
  lanes: number
  /** Days with bars past the last lane: each shows '+N'. */
  overflows: StripOverflow<T>[]
}

/**
 * The all-day strip of the week and day views: all-day events and events of 24 hours or more
 * as bars across their days, in at most `maxLanes` lanes; a day with more shows '+N'.
 */
export function allDayStrip<T extends CalendarEvent>(
  days: readonly Date[],
  eventsOf: (day: Date) => readonly T[],
  maxLanes = 3,
): AllDayStrip<T> {
  const bars = weekBars(days, eventsOf)
  const overflows: StripOverflow<T>[] = []
  days.forEach((_, column) => {
    const here = bars.filter((bar) => bar.first <= column && bar.last >= column)
    const hidden = here.filter((bar) => bar.level >= maxLanes).map((bar) => bar.event)
    if (hidden.length > 0) overflows.push({ column, hidden, events: here.map((bar) => bar.event) })
  })
  const shown = bars.filter((bar) => bar.level < maxLanes)
  const lanes = shown.reduce((n, bar) => Math.max(n, bar.level + 1), 0)
  return { bars: shown, lanes, overflows }
}
