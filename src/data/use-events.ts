import { useEffect, useMemo } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { visibleRange } from '@/calendar/range'
import type { DateRange, ViewMode } from '@/calendar/types'
import { listEvents } from './events-api'
import { neighbourRanges } from './neighbour-ranges'

/** Every events query starts with this key; saving or deleting invalidates them all. */
export const EVENTS_KEY = ['events'] as const

const rangeQuery = (range: DateRange) => ({
  queryKey: [...EVENTS_KEY, range.start.toISOString(), range.end.toISOString()],
  queryFn: () => listEvents(range),
})

/** The events of the visible range; the previous and next ranges are fetched ahead. */
export function useEvents(view: ViewMode, date: Date) {
  const queryClient = useQueryClient()
  const range = useMemo(() => visibleRange(view, date), [view, date])
  const query = useQuery(rangeQuery(range))

  const neighbours = useMemo(() => neighbourRanges(view, date), [view, date])
  useEffect(() => {
    // A no-op for ranges already fresh in the cache.
    for (const neighbour of neighbours) void queryClient.prefetchQuery(rangeQuery(neighbour))
  }, [queryClient, neighbours])

  return query
}
