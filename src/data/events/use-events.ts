import { useEffect, useMemo, useRef, useState } from 'react'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CalendarEvent, DateRange } from '@/model/types'
import { isCountsOnly, VIEW_MODES, VIEWS, type ViewMode } from '@/model/views'
import { afterPaint } from '@/lib/after-paint'
import { backgroundTask } from '@/lib/background-task'
import { cachedSubset } from './cached-subset'
import { listEvents } from './events-api'
import { eventKeys, forgetOtherZones } from './query-keys'
import { displayZone, useDisplayZone } from '../settings/display-zone'
import { setDbFeatures } from '../schema/db-features'
import { isMissingTable } from '../schema/missing-table'
import { neighbourDates, neighbourRanges } from './neighbour-ranges'
import { recentRanges } from './recent-ranges'
import { useShownEvents } from '../calendars/use-shown-events'

/** Ranges kept cached: the shown one, its two neighbours, and the two used before. */
const KEEP_RANGES = 5

const NO_EVENTS: readonly CalendarEvent[] = []

/**
 * The query of one range (a view's, or an agenda page): its key and how to read it. What the
 * read finds out about the database's columns is recorded here, where its events enter React.
 */
export const eventsQuery = (range: DateRange, zone: string | null = displayZone()) => ({
  queryKey: eventKeys.range(range, zone),
  queryFn: () => listEvents(range, setDbFeatures, zone),
})

export interface EventsState {
  /** The shown range's events, ordered by start_time then id; empty while loading. */
  events: readonly CalendarEvent[]
  /** A read of the shown range is under way. */
  fetching: boolean
  /**
   * product.md §4: set when a load fails because the table is absent, cleared by the next
   * successful load (a range still loading keeps it as it was).
   */
  missingTable: boolean
  /** The last load's error when it is not the missing table (the 'Failed to load events' case). */
  loadError: unknown
}

/**
 * A range's query, starting from the events of a cached range that holds it when there is one
 * (the month's for one of its weeks: a switch from month to week draws at once), as fresh as
 * that range; else read.
 */
export function fromCache(queryClient: QueryClient, range: DateRange, zone: string | null) {
  return {
    ...eventsQuery(range, zone),
    initialData: () => cachedSubset(queryClient, range)?.events,
    initialDataUpdatedAt: () => cachedSubset(queryClient, range)?.updatedAt,
  }
}

/** The events of the visible range; the previous and next ranges are fetched ahead. */
export function useEvents(view: ViewMode, date: Date): EventsState {
  const queryClient = useQueryClient()
  // `date` and the ranges are display times of this zone (display-time.ts); a change of zone
  // reads the shown range anew, under its own key, and drops the other zone's reads.
  const zone = useDisplayZone()
  useEffect(() => forgetOtherZones(queryClient), [queryClient, zone])
  const range = useMemo(() => VIEWS[view].range(date), [view, date])
  // The year reads counts per day instead (views.ts, countsOnly): its range is not read.
  const reads = !isCountsOnly(view)
  const query = useQuery({ ...fromCache(queryClient, range, zone), enabled: reads })
  const recent = useRef<(readonly string[])[]>([])

  const around = useMemo(() => neighbourDates(view, date), [view, date])
  const neighbours = useMemo(() => neighbourRanges(view, date), [view, date])
  // The shown range's events are in (cached, or just read).
  const shown = query.data !== undefined
  useEffect(() => {
    // Once the shown range's events are painted: reading and expanding a neighbour (tens of
    // milliseconds at 50,000 events a year) would otherwise hold up that paint, and on a first
    // load its reads would queue beside the shown range's on the server. A no-op for ranges
    // already fresh in the cache. Each is then laid out for the view (remembered, views.ts),
    // so 'next' and 'previous' only draw.
    if (!shown || !reads) return
    let prepare: { cancel: () => void } | undefined
    const prefetch = afterPaint(() => {
      neighbours.forEach((neighbour, i) => {
        const query = fromCache(queryClient, neighbour, zone)
        void queryClient.prefetchQuery(query).then(() => {
          const events = queryClient.getQueryData<readonly CalendarEvent[]>(query.queryKey)
          if (events) VIEWS[view].layout(events, VIEWS[view].days(around[i]!))
        })
      })
      // The other views of this date whose range this one holds (from a month, its week and
      // the day): their events are a subset of the shown ones (cached-subset.ts), picked out
      // and laid out ahead (10-20 ms at 50,000 events a year), so a switch to one of them only
      // draws. At background priority: nothing queued behind the paint waits for it.
      prepare = backgroundTask(() => {
        for (const other of VIEW_MODES) {
          if (other === view || isCountsOnly(other)) continue
          const subset = cachedSubset(queryClient, VIEWS[other].range(date))
          if (subset) VIEWS[other].layout(subset.events, VIEWS[other].days(date))
        }
      })
    })
    return () => {
      prefetch.cancel()
      prepare?.cancel()
    }
  }, [queryClient, view, date, shown, reads, around, neighbours, zone])

  useEffect(() => {
    if (!reads) return
    const used = [range, ...neighbours].map((one) => eventKeys.range(one, zone))
    const next = recentRanges(recent.current, used, KEEP_RANGES)
    recent.current = next.recent
    for (const queryKey of next.evicted) {
      queryClient.removeQueries({ queryKey, exact: true, type: 'inactive' })
    }
  }, [queryClient, range, neighbours, reads, zone])

  const missing = query.isError && isMissingTable(query.error)
  const [missingTable, setMissingTable] = useState(false)
  // Derived during render (React's "adjusting state when a prop changes"): no extra paint.
  if (missing && !missingTable) setMissingTable(true)
  if (query.isSuccess && missingTable) setMissingTable(false)

  // Hidden calendars' events left out, calendar colours given (use-shown-events.ts).
  const events = useShownEvents(query.data ?? NO_EVENTS)
  return {
    events,
    fetching: query.isFetching,
    missingTable,
    loadError: query.isError && !missing ? query.error : null,
  }
}
