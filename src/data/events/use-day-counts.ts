import { useQuery } from '@tanstack/react-query'
import type { DateRange } from '@/model/types'
import { setDbFeatures } from '../schema/db-features'
import { readDayCounts, type DayCounts } from './day-counts'
import { dayCountKeys } from './query-keys'
import { shownZone, useDisplayZone } from '../settings/display-zone'

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
  const query = useQuery({
    queryKey: dayCountKeys.range(range, zone),
    queryFn: () => readDayCounts(range, zone, setDbFeatures, display),
  })
  return {
    counts: query.data,
    fetching: query.isFetching,
    error: query.isError ? query.error : null,
  }
}
