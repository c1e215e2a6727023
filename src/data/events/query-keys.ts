// Every TanStack Query key the app uses, in one place, and the one walk over the cached range
// reads that writes (use-event-writes.ts) and live changes (live-subscription.ts) update.
import type { QueryClient } from '@tanstack/react-query'
import type { CalendarEvent, DateRange } from '@/model/types'
import { displayZone } from '../settings/display-zone'

/**
 * A range read's key: ['events', start, end, zone], the range's display times as ISO strings
 * and the display zone they are in ('' for the device's): the same range in another zone holds
 * other events (display-time.ts), so a zone change reads anew instead of mixing the two.
 */
export type RangeKey = readonly ['events', string, string, string]

const zoneKey = (zone: string | null): string => zone ?? ''

export const eventKeys = {
  /** Every events query starts with this key; writes update and refetch the ones they touch. */
  all: ['events'] as const,
  /** The read of one range (a view's, one fetched ahead, an agenda page). */
  range: (range: DateRange, zone: string | null = displayZone()): RangeKey => [
    'events',
    range.start.toISOString(),
    range.end.toISOString(),
    zoneKey(zone),
  ],
  /** The mutation key of every write, so the writes in flight can be counted. */
  writes: ['events', 'write'] as const,
}

/**
 * Whether a key under eventKeys.all is a range read's in the current display zone (no other
 * events query is cached): a read of another zone, until it is dropped (forgetOtherZones), is
 * neither updated by a write nor used as a subset.
 */
export const isRangeKey = (key: readonly unknown[]): key is RangeKey =>
  key.length === 4 && key[0] === eventKeys.all[0] && key[3] === zoneKey(displayZone())

/** Drops the range reads of other display zones than the current one: a zone change's. */
export function forgetOtherZones(queryClient: QueryClient): void {
  queryClient.removeQueries({
    queryKey: eventKeys.all,
    predicate: ({ queryKey }) => queryKey.length === 4 && !isRangeKey(queryKey),
  })
}

/** The range a cached query holds, read back from its key. */
export const rangeOfKey = (key: RangeKey): DateRange => ({
  start: new Date(key[1]),
  end: new Date(key[2]),
})

/**
 * The year view's counts per day (day-counts.ts): apart from eventKeys.all, whose queries hold
 * events and are walked as such; a write or a live change marks them stale.
 */
export const dayCountKeys = {
  all: ['day-counts'] as const,
  range: (range: DateRange, zone: string) =>
    [dayCountKeys.all[0], range.start.toISOString(), range.end.toISOString(), zone] as const,
}

/** The calendars (data/calendars): one list, apart from the events it colours and filters. */
export const calendarKeys = {
  all: ['calendars'] as const,
  /** The mutation key of every calendar write, so a live echo can wait for them. */
  writes: ['calendars', 'write'] as const,
}

export const searchKeys = {
  /** Every search: a change to any event may change their results. */
  all: ['search'] as const,
  /** The search for these words (searchWords' output), its hits in this display zone's times. */
  query: (words: readonly string[], zone: string | null = displayZone()) =>
    [searchKeys.all[0], words.join(' '), zoneKey(zone)] as const,
}

/**
 * Passes each cached range read's events, with the range it holds, through `update` and sets
 * what it changed. 'reread' from any range sets nothing and marks every events query stale
 * instead (the active ones are read again).
 */
export function updateRangeCaches(
  queryClient: QueryClient,
  update: (
    events: readonly CalendarEvent[],
    range: DateRange,
  ) => readonly CalendarEvent[] | 'reread',
): void {
  const updates: [RangeKey, readonly CalendarEvent[]][] = []
  for (const [key, events] of queryClient.getQueriesData<readonly CalendarEvent[]>({
    queryKey: eventKeys.all,
  })) {
    if (!events || !isRangeKey(key)) continue
    const next = update(events, rangeOfKey(key))
    if (next === 'reread') {
      void queryClient.invalidateQueries({ queryKey: eventKeys.all })
      return
    }
    if (next !== events) updates.push([key, next])
  }
  for (const [key, next] of updates) queryClient.setQueryData(key, next)
}
