// A range's events from a cached range that holds all of it: switching from month to week (or
// to a day) shows the week at once from the month's events, instead of reading it again. A
// cached range read holds every event overlapping it (series expanded), so the events of a
// range inside it are exactly those of its own that overlap the smaller one.
import type { QueryClient } from '@tanstack/react-query'
import type { CalendarEvent, DateRange } from '@/model/types'
import { inRange } from './event-change'
import { eventKeys, isRangeKey, rangeOfKey } from './query-keys'
import { isNetworkFailure } from '../offline/network-failure'

/**
 * Each holding range's subsets, by the range asked for: the same array every time for the same
 * cached read, so a view's layout worked out ahead for it (memo-by-events.ts) is found by the
 * click that shows it. Weak: a read replaced or evicted takes its subsets with it.
 */
const subsets = new WeakMap<readonly CalendarEvent[], Map<string, readonly CalendarEvent[]>>()

function subsetOf(events: readonly CalendarEvent[], range: DateRange): readonly CalendarEvent[] {
  const key = `${range.start.getTime()}-${range.end.getTime()}`
  let byRange = subsets.get(events)
  if (!byRange) subsets.set(events, (byRange = new Map()))
  let subset = byRange.get(key)
  if (!subset) byRange.set(key, (subset = events.filter((event) => inRange(event, range))))
  return subset
}

export interface CachedSubset {
  events: readonly CalendarEvent[]
  /** When the holding range was read: the subset is as fresh as that. */
  updatedAt: number
}

/**
 * Whether a read's events may stand for a range inside it: answered, not invalidated, and not
 * refused by the server since. A read again that failed for want of a network keeps its events
 * (the month shows them, offline), and so do its weeks and days: offline, the week was empty
 * with 'Failed to load events' once the kept month's read again had failed.
 */
const usable = (state: { data: unknown; status: string; error: unknown; isInvalidated: boolean }) =>
  state.data !== undefined &&
  // A failed read is marked invalidated too: the network's failure keeps the events anyway.
  ((state.status === 'success' && !state.isInvalidated) ||
    (state.status === 'error' && isNetworkFailure(state.error)))

/** `range`'s events from a cached, valid range read that contains it; undefined if none does. */
export function cachedSubset(queryClient: QueryClient, range: DateRange): CachedSubset | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: eventKeys.all })) {
    const { queryKey, state } = query
    if (!isRangeKey(queryKey) || !usable(state)) continue
    const held = rangeOfKey(queryKey)
    if (held.start > range.start || held.end < range.end) continue
    const events = state.data as readonly CalendarEvent[]
    return {
      events: subsetOf(events, range),
      updatedAt: state.dataUpdatedAt,
    }
  }
  return undefined
}
