import { deviceZone } from '@/lib/device-zone'
import { useQuery } from '@tanstack/react-query'
import type { DateRange } from '@/model/types'
import { setDbFeatures } from '../schema/db-features'
import { readDayCounts, type DayCounts } from './day-counts'
import { dayCountKeys } from './query-keys'

export interface DayCountsState {
  /** The counts of the range's days; undefined until the first read answers. */
  counts: DayCounts | undefined
  fetching: boolean
  /** The last read's error (the caller toasts 'Failed to load events'). */
  error: unknown
}

/** The year view's counts per day of `range` (day-counts.ts), cached like a range's events. */
export function useDayCounts(range: DateRange): DayCountsState {
  // The days counted are the device's days, as every view shows them.
  const zone = deviceZone()
  const query = useQuery({
    queryKey: dayCountKeys.range(range, zone),
    queryFn: () => readDayCounts(range, zone, setDbFeatures),
  })
  return {
    counts: query.data,
    fetching: query.isFetching,
    error: query.isError ? query.error : null,
  }
}
