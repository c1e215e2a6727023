import { addDays, differenceInCalendarDays } from 'date-fns'
import { expandSeries, expandSeriesTimes, type Series } from './expand-series'
import type { CalendarEvent, DateRange, Repeat } from '../types'

/** A series as read: its first occurrence, its rule, and the starts it no longer shows. */
export interface SeriesEvent extends CalendarEvent {
  repeat: Repeat
  /** Original starts of cancelled occurrences and of those replaced by changed ones. */
  exdates: readonly Date[]
}

/**
 * A series' occurrences overlapping `range`, each an event like a one-off one (same title,
 * colour, length) with its own id, `<series id>@<start ms>`, and where it comes from.
 */
export function occurrencesOf(series: SeriesEvent, range: DateRange): CalendarEvent[] {
  const { exdates, ...event } = series
  const { starts, endOf } = expandOf(series, exdates, range)
  return starts.map((start) => ({
    ...event,
    id: `${series.id}@${start.getTime()}`,
    start,
    end: endOf(start),
    occurrence: {
      seriesId: series.id,
      originalStart: start,
      seriesStart: series.start,
      seriesEnd: series.end,
      changed: false,
    },
  }))
}

/**
 * Only the instants of a series' occurrences overlapping `range`: what the year view counts,
 * without building an event for each (a year of a daily series is 365 of them).
 */
export function occurrenceSpans(series: SeriesEvent, range: DateRange): DateRange[] {
  const { starts, endOf } = expandOf(series, series.exdates, range)
  return starts.map((start) => ({ start, end: endOf(start) }))
}

/**
 * occurrenceSpans as epoch milliseconds: each start, and a function from a start to its end.
 * What the year view counts, with no Date or object per occurrence.
 */
export function occurrenceTimes(
  series: SeriesEvent,
  range: DateRange,
): { starts: number[]; endOf: (start: number) => number } {
  const days = differenceInCalendarDays(series.end, series.start)
  const duration = series.end.getTime() - series.start.getTime()
  const endOf = series.allDay
    ? (start: number) => addDays(start, days).getTime()
    : (start: number) => start + duration
  return { starts: expandSeriesTimes(toSeries(series, series.exdates), range), endOf }
}

function expandOf(series: SeriesEvent, exdates: readonly Date[], range: DateRange) {
  // An all-day occurrence lasts as many calendar days (a day across a clock change is 23 or
  // 25 hours); a timed one as long in real time.
  const days = differenceInCalendarDays(series.end, series.start)
  const duration = series.end.getTime() - series.start.getTime()
  const endOf = (start: Date) =>
    series.allDay ? addDays(start, days) : new Date(start.getTime() + duration)
  const starts = expandSeries(toSeries(series, exdates), range)
  return { starts, endOf }
}

const toSeries = (series: SeriesEvent, exdates: readonly Date[]): Series => ({
  start: series.start,
  end: series.end,
  rule: series.repeat.rule,
  tzid: series.repeat.tzid,
  allDay: series.allDay,
  skip: new Set(exdates.map((date) => date.getTime())),
})
