import { daySpan, type DaySpan } from './day-span'
import { isBarEvent } from './is-bar-event'
import { stackLevels } from './stack-levels'
import type { CalendarEvent } from '../types'

export interface Bar<T> extends DaySpan<T> {
  /** Its lane: 0 is the top. */
  level: number
}

/**
 * The bars of a row of days (a month week row, or the week view's all-day strip): every
 * all-day event and every event of 24 hours or more that touches the row, as one span each,
 * stacked into lanes so that none overlap. Bars that start earlier come first, then longer
 * ones, then the usual event order, so long bars keep the top lanes across the row.
 * `eventsOf` gives a day's events in compareEvents' order (eventsByDay).
 */
export function weekBars<T extends CalendarEvent>(
  days: readonly Date[],
  eventsOf: (day: Date) => readonly T[],
): Bar<T>[] {
  const seen = new Set<string>()
  const spans: DaySpan<T>[] = []
  for (const day of days) {
    for (const event of eventsOf(day)) {
      // The cheap test first: most events are not bars, and ids of occurrences are built strings.
      if (!isBarEvent(event) || seen.has(event.id)) continue
      seen.add(event.id)
      const span = daySpan(event, days)
      if (span) spans.push(span)
    }
  }
  // Stable: equal keys keep the day buckets' order.
  spans.sort((a, b) => a.first - b.first || b.last - b.first - (a.last - a.first))
  const levels = stackLevels(spans)
  return spans.map((span, i) => ({ ...span, level: levels[i]! }))
}
