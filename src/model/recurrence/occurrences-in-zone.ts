// A series read for the display zone (display-time.ts) holds display times, like every event;
// its rule, though, is expanded on instants (its own zone's wall clock, expand-series.ts). So
// the expansion is given the series and range as instants and its occurrences are mapped back.
// All-day series are dates, the same in every zone: passed through as they are.
import { fromDisplay, shownZoneOrNull, toDisplay } from '../time/display-time'
import type { CalendarEvent, DateRange } from '../types'
import type { SeriesEvent } from './occurrences'

type Expand<T> = (series: SeriesEvent, range: DateRange) => T[]

/** The series and range of display times as instants (unchanged for all-day or no zone). */
function asInstants(series: SeriesEvent, range: DateRange, zone: string) {
  const instant = (date: Date) => fromDisplay(date, zone)
  return {
    series: {
      ...series,
      start: instant(series.start),
      end: instant(series.end),
      exdates: series.exdates.map(instant),
    },
    range: { start: instant(range.start), end: instant(range.end) },
  }
}

/** occurrencesOf for a display-time series and range: occurrences in display time. */
export function occurrencesInZone(
  expand: Expand<CalendarEvent>,
  zone: string | null,
): Expand<CalendarEvent> {
  const shown = shownZoneOrNull(zone)
  if (shown === null) return expand
  return (series, range) => {
    if (series.allDay) return expand(series, range)
    const given = asInstants(series, range, shown)
    const show = (date: Date) => toDisplay(date, shown)
    // The ids keep the instant (`<series id>@<start ms>`): the same occurrence in every zone.
    return expand(given.series, given.range).map((event) => ({
      ...event,
      start: show(event.start),
      end: show(event.end),
      ...(event.occurrence && {
        occurrence: {
          ...event.occurrence,
          originalStart: show(event.occurrence.originalStart),
          seriesStart: series.start,
          seriesEnd: series.end,
        },
      }),
    }))
  }
}

/** occurrenceSpans for a display-time series and range: spans in display time. */
export function spansInZone(expand: Expand<DateRange>, zone: string | null): Expand<DateRange> {
  const shown = shownZoneOrNull(zone)
  if (shown === null) return expand
  return (series, range) => {
    if (series.allDay) return expand(series, range)
    const given = asInstants(series, range, shown)
    return expand(given.series, given.range).map(({ start, end }) => ({
      start: toDisplay(start, shown),
      end: toDisplay(end, shown),
    }))
  }
}
