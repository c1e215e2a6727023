import { useEffect, useMemo } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { navigate } from '@/calendar/navigate'
import { visibleRange } from '@/calendar/range'
import type { DateRange, ViewMode } from '@/calendar/types'
import { listEvents } from './events-api'

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

  const startKey = range.start.getTime()
  useEffect(() => {
    const anchor = new Date(startKey)
    for (const direction of [-1, 1] as const) {
      const neighbour = visibleRange(view, navigate(view, anchor, direction))
      void queryClient.prefetchQuery(rangeQuery(neighbour))
    }
  }, [queryClient, view, startKey])

  return query
}
