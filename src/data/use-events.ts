import { useEffect, useMemo, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { visibleRange } from '@/calendar/range'
import type { DateRange, ViewMode } from '@/calendar/types'
import { listEvents } from './events-api'
import { neighbourRanges } from './neighbour-ranges'
import { recentRanges } from './recent-ranges'

/** Every events query starts with this key; saving or deleting invalidates them all. */
export const EVENTS_KEY = ['events'] as const

/** Ranges kept cached: the shown one, its two neighbours, and the two used before. */
const KEEP_RANGES = 5

const rangeKey = (range: DateRange) => [
  ...EVENTS_KEY,
  range.start.toISOString(),
  range.end.toISOString(),
]

const rangeQuery = (range: DateRange) => ({
  queryKey: rangeKey(range),
  queryFn: () => listEvents(range),
})

/** The events of the visible range; the previous and next ranges are fetched ahead. */
export function useEvents(view: ViewMode, date: Date) {
  const queryClient = useQueryClient()
  const range = useMemo(() => visibleRange(view, date), [view, date])
  const query = useQuery(rangeQuery(range))
  const recent = useRef<string[][]>([])

  const neighbours = useMemo(() => neighbourRanges(view, date), [view, date])
  useEffect(() => {
    // A no-op for ranges already fresh in the cache.
    for (const neighbour of neighbours) void queryClient.prefetchQuery(rangeQuery(neighbour))
    const used = [range, ...neighbours].map(rangeKey)
    const next = recentRanges(recent.current, used, KEEP_RANGES)
    recent.current = next.recent
    for (const queryKey of next.evicted) {
      queryClient.removeQueries({ queryKey, exact: true, type: 'inactive' })
    }
  }, [queryClient, range, neighbours])

  return query
}
