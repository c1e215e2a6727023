import { usePrefetchQuery, useQuery } from '@tanstack/react-query'
import type { DateRange } from '@/model/types'
import { setDbFeatures } from '../schema/db-features'
import { readDayCounts, type DayCounts } from './day-counts'
import { dayCountKeys } from './query-keys'
import { shownZone, useDisplayZone } from '../settings/display-zone'
import { useCalendars } from '../calendars/use-calendars'

export interface DayCountsState {
  /** The counts of the range's days; undefined until the first read answers. */
  counts: DayCounts | undefined
  fetching: boolean
  /** The last read's error (the caller toasts 'Failed to load events'). */
  error: unknown
}

/** The year view's counts per day of `range` (day-counts.ts), cached like a range's events. */
export function useDayCounts(range: DateRange): DayCountsState {
  // The days counted are the display zone's (the device's by default), as every view shows.
  const display = useDisplayZone()
  const zone = shownZone(display)
  // Hidden calendars' events are not counted: their ids are part of the key.
  const { calendars } = useCalendars()
  const hidden = calendars
    .filter((calendar) => !calendar.shown)
    .map((calendar) => calendar.id)
    .sort()
  const options = {
    queryKey: [...dayCountKeys.range(range, zone), ...hidden],
    queryFn: () => readDayCounts(range, zone, setDbFeatures, display, calendars),
  }
  // The read starts as the view renders, not once it is committed (as useQuery's would): the
  // twelve months' first render and commit took 15-50 ms (docs/performance.md, "Year view
  // counts").
  usePrefetchQuery(options)
  const query = useQuery(options)
  return {
    counts: query.data,
    fetching: query.isFetching,
    error: query.isError ? query.error : null,
  }
}
