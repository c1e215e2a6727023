import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { sortCalendars, type Calendar } from '@/model/calendars/calendar'
import { calendarKeys } from '../events/query-keys'
import { setDbFeatures } from '../schema/db-features'
import { listCalendars } from './calendars-api'
import { useShownOverrides } from './shown-overrides'

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
  // A checkbox just clicked wins over the cache until its write settles (shown-overrides.ts).
  const overrides = useShownOverrides()
  const cached = query.data ?? NONE
  const calendars = useMemo(
    () =>
      cached.some((c) => (overrides.get(c.id) ?? c.shown) !== c.shown)
        ? cached.map((c) => {
            const shown = overrides.get(c.id)
            return shown === undefined || shown === c.shown ? c : { ...c, shown }
          })
        : cached,
    [cached, overrides],
  )
  return {
    calendars,
    isLoading: query.isLoading,
    error: query.isError ? query.error : null,
  }
}
