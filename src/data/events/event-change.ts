import type { CalendarEvent, DateRange } from '@/model/types'

/** One write as the cached ranges see it: an event put in (new or changed), or taken out. */
export type EventChange = { put: CalendarEvent } | { remove: string }

/**
 * Whether an event belongs to a loaded range: the rule of the range read (range-filter.ts). It
 * starts before the end and ends after the start; an event whose end is before its start is an
 * instant at its start, so it belongs where it starts (also a zero-length one at the start).
 */
export function inRange(
  event: Pick<CalendarEvent, 'start' | 'end'>,
  { start, end }: DateRange,
): boolean {
  // getTime(): comparing Date objects with < converts both to numbers first, a cost that shows
  // when a month's 12,000 events are filtered for one of its weeks (cached-subset.ts).
  const from = start.getTime()
  const eventStart = event.start.getTime()
  return eventStart < end.getTime() && (event.end.getTime() > from || eventStart >= from)
}

/** The database's order for a range read: start_time, then id. */
const byStartThenId = (a: CalendarEvent, b: CalendarEvent) =>
  a.start.getTime() - b.start.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * A cached range's events after a change, as the next read would return them. Returns the same
 * array when the change does not touch the range, so views of other ranges do not re-render.
 */
export function applyChange(
  events: readonly CalendarEvent[],
  range: DateRange,
  change: EventChange,
): readonly CalendarEvent[] {
  const id = 'put' in change ? change.put.id : change.remove
  const at = events.findIndex((event) => event.id === id)
  const keep = 'put' in change && inRange(change.put, range)
  if (at === -1 && !keep) return events
  const next = at === -1 ? [...events] : events.filter((_, i) => i !== at)
  if (keep) {
    const put = (change as { put: CalendarEvent }).put
    let i = next.findIndex((event) => byStartThenId(put, event) < 0)
    if (i === -1) i = next.length
    next.splice(i, 0, put)
  }
  return next
}
