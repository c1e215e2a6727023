import { isBarEvent } from './is-bar-event'
import type { CalendarEvent } from '../types'
import { weekBars, type Bar } from './week-bars'

/** One row of a month day cell: under a bar, an event chip, or an empty row kept for a bar. */
type MonthRow<T> = { kind: 'bar' } | { kind: 'event'; event: T } | { kind: 'gap' }

export interface MonthDay<T> {
  rows: MonthRow<T>[]
  /** Events of the day not shown (product.md §2: '+N more'). */
  hidden: number
  /** Every event of the day, for the '+N more' list. */
  events: readonly T[]
}

export interface MonthWeekLayout<T> {
  /** The bars shown in this week row (level below the row limit). */
  bars: Bar<T>[]
  days: MonthDay<T>[]
}

/**
 * A week row of the month grid. Bars (all-day and 24-hour-or-longer events) take lanes across
 * the row; each day's other events fill the lowest rows left free in that day. A day shows
 * `maxRows` rows at most (product.md §2: 3, bars included); what falls below is counted in
 * its '+N more'.
 *
 *   rows  | Sun      | Mon      | Tue      |
 *   0     | [====== Conference =========] |
 *   1     | 9:00 Gym | [== Trip ==]       |
 *   2     |          | 1:00 Call| 4:00 Tea |
 *         |          | +2 more  |          |
 */
export function monthWeekLayout<T extends CalendarEvent>(
  days: readonly Date[],
  eventsOf: (day: Date) => readonly T[],
  maxRows = 3,
): MonthWeekLayout<T> {
  const bars = weekBars(days, eventsOf)
  return {
    bars: bars.filter((bar) => bar.level < maxRows),
    days: days.map((day, column) => {
      const events = eventsOf(day)
      const rows: (MonthRow<T> | undefined)[] = []
      let items = 0
      for (const bar of bars) {
        if (bar.first > column || bar.last < column) continue
        items++
        if (bar.level < maxRows) rows[bar.level] = { kind: 'bar' }
      }
      let free = 0
      for (const event of events) {
        if (isBarEvent(event)) continue
        items++
        while (rows[free]) free++
        if (free >= maxRows) continue
        rows[free] = { kind: 'event', event }
      }
      const shown = rows.filter(Boolean).length
      return {
        rows: Array.from(rows, (row) => row ?? { kind: 'gap' as const }),
        hidden: items - shown,
        events,
      }
    }),
  }
}
