import type { EventDraft, Repeat } from '@/model/types'
import { fromDisplay } from '@/model/time/display-time'
import { storedStart, type EventRowPayload } from './event-row'
import { displayZone } from '../settings/display-zone'

type SeriesPayload = Pick<EventRowPayload, 'rrule' | 'tzid' | 'exdates' | 'recurrence_end'>

/**
 * `display`: the zone the draft's times are display times of (display-time.ts; null: instants).
 * The columns that make a row a series (or, with `repeat` null, a one-off event again):
 * the rule, its zone, the skipped starts, and the end of the last occurrence, which the range
 * read uses as its bound. Computing that walks the rule with ical.js, loaded here on demand.
 */
export async function seriesColumns(
  draft: EventDraft,
  repeat: Repeat | null,
  exdates: readonly Date[] = [],
  display: string | null = displayZone(),
): Promise<SeriesPayload> {
  if (!repeat) return { rrule: null, tzid: null, exdates: [], recurrence_end: null }
  const { lastOccurrenceEnd } = await import('@/model/recurrence/expand-series')
  // The rule walks instants: a timed draft's display times (display-time.ts) are read as such.
  const zone = draft.allDay ? null : display
  const end = lastOccurrenceEnd({
    start: fromDisplay(draft.start, zone),
    end: fromDisplay(draft.end, zone),
    rule: repeat.rule,
    tzid: repeat.tzid,
    allDay: draft.allDay,
    skip: new Set(),
  })
  return {
    rrule: repeat.rule,
    tzid: repeat.tzid,
    exdates: exdates.map((date) => storedStart(date, draft.allDay, display)),
    // An all-day series' dates are stored as UTC dates: a day more bounds every zone's reading.
    recurrence_end: end
      ? new Date(end.getTime() + (draft.allDay ? 2 * 86_400_000 : 0)).toISOString()
      : null,
  }
}
