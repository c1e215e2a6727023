import { useQuery } from '@tanstack/react-query'
import { sortCalendars, type Calendar } from '@/model/calendars/calendar'
import { calendarKeys } from '../events/query-keys'
import { setDbFeatures } from '../schema/db-features'
import { listCalendars } from './calendars-api'

export interface CalendarsState {
  /** By position, then name; empty until read, and on a database set up before calendars. */
  calendars: readonly Calendar[]
  isLoading: boolean
  error: unknown
}

const NONE: readonly Calendar[] = []

/** The calendars, cached (TanStack Query), kept current by this tab's writes and live changes. */
export function useCalendars(): CalendarsState {
  const query = useQuery({
    queryKey: calendarKeys.all,
    queryFn: () => listCalendars(setDbFeatures),
    select: sortCalendars,
  })
  return {
    calendars: query.data ?? NONE,
    isLoading: query.isLoading,
    error: query.isError ? query.error : null,
  }
}
