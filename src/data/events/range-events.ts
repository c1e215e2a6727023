import type { SeriesEvent } from '@/model/recurrence/occurrences'
import type { CalendarEvent, DateRange } from '@/model/types'
import { displayZone } from '../settings/display-zone'
import { rowToChangedOccurrence, rowToEvent, rowToSeries, type EventRow } from './event-row'

/** expand-series' occurrencesOf, passed in: it is loaded only when a range holds a series. */
export type Expand = (series: SeriesEvent, range: DateRange) => CalendarEvent[]

/**
 * A range's events from its two reads, in display times of `zone` (`range` and `expand` too:
 * occurrences-in-zone.ts): the span read's rows (one-off events and changed
 * occurrences; a series row it returns is its first occurrence, which the expansion gives
 * again) and the series read's rows, expanded. In the range read's order: start, then id.
 */
export function rangeEvents(
  spanRows: readonly EventRow[],
  seriesRows: readonly EventRow[],
  range: DateRange,
  expand: Expand | undefined,
  zone: string | null = displayZone(),
): CalendarEvent[] {
  const series = new Map(seriesRows.map((row) => [row.id, rowToSeries(row, zone)]))
  const events: CalendarEvent[] = []
  for (const row of spanRows) {
    if (row.rrule) continue
    const of = row.series_id ? series.get(row.series_id) : undefined
    events.push(of ? rowToChangedOccurrence(row, of, zone) : rowToEvent(row, zone))
  }
  if (series.size === 0 || !expand) return events
  for (const one of series.values()) events.push(...expand(one, range))
  return events.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}
