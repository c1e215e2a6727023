import { useMemo } from 'react'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import type { CalendarEvent } from '@/model/types'
import { VIEWS, type ViewMode } from '@/model/views'
import { useDisplayZone } from '../settings/display-zone'
import { useShownEventsFilter } from '../calendars/use-shown-events'
import { fromCache } from './use-events'
import { neighbourDates } from './neighbour-ranges'

export interface AheadRange {
  /** The date the range is shown for (a 'previous', the date itself, a 'next'). */
  date: Date
  /** The view's days for it (VIEWS[view].days). */
  days: readonly Date[]
  /** Its events as the views draw them, or undefined while none are cached. */
  events: readonly CalendarEvent[] | undefined
}

/**
 * The cached events of `date`'s range and of the ranges one 'previous' and one 'next' away,
 * for a view that renders them ahead (the month and the time grid: use-pages-ahead.ts). It
 * reads the cache only: useEvents fetches them (the shown range, then its neighbours after the
 * paint). Nothing while `date` is null. The arrays are the ones useEvents gives for the same
 * range (the calendars applied once per array: use-shown-events.ts), so a range rendered ahead
 * and then shown is the same input twice.
 */
export function useAheadEvents(view: ViewMode, date: Date | null): AheadRange[] {
  const queryClient = useQueryClient()
  const zone = useDisplayZone()
  const dates = useMemo(() => {
    if (!date) return []
    const [previous, next] = neighbourDates(view, date) as [Date, Date]
    return [previous, date, next].map((one) => ({ date: one, days: VIEWS[view].days(one) }))
  }, [view, date])
  const results = useQueries({
    queries: dates.map((one) => ({
      // As useEvents asks (a range held by a cached one starts from it), whichever asks first.
      ...fromCache(queryClient, VIEWS[view].range(one.date), zone),
      enabled: false,
    })),
  })
  const shown = useShownEventsFilter()
  return dates.map((one, i) => {
    const events = results[i]?.data
    return { ...one, events: events && shown(events) }
  })
}
