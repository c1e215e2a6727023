import { useMemo } from 'react'
import { useQueries } from '@tanstack/react-query'
import type { CalendarEvent } from '@/model/types'
import { VIEWS } from '@/model/views'
import { eventsQuery } from './use-events'
import { useDisplayZone } from '../settings/display-zone'
import { useShownEventsFilter } from '../calendars/use-shown-events'

export interface AgendaPage {
  /** The page's local days, oldest first. */
  days: Date[]
  /** Its events, ordered by start_time then id; undefined while it loads (or if it failed). */
  events: readonly CalendarEvent[] | undefined
}

/**
 * The agenda's first `count` pages from `date`: ranges of the agenda's table entry, each read
 * and cached as any view's range is (the same bounded range query, the same cache key: the
 * first is the one useEvents reads, the second the one it fetches ahead), so a page is read
 * once and a write updates it as it does a month.
 */
export function useAgendaPages(date: Date, count: number): { pages: AgendaPage[]; error: unknown } {
  const dates = useMemo(() => {
    const starts = [date]
    while (starts.length < count) starts.push(VIEWS.agenda.step(starts.at(-1)!, 1))
    return starts
  }, [date, count])
  // Pages of the display zone, read anew when it changes (as useEvents' range).
  const zone = useDisplayZone()
  const results = useQueries({
    queries: dates.map((page) => eventsQuery(VIEWS.agenda.range(page), zone)),
  })
  // Hidden calendars' events left out, calendar colours given (use-shown-events.ts).
  const shown = useShownEventsFilter()
  return {
    pages: dates.map((page, i) => {
      const events = results[i]?.data
      return { days: VIEWS.agenda.days(page), events: events && shown(events) }
    }),
    // The first page's error is useEvents' to report (the toast, or the setup banner).
    error: results.slice(1).find((result) => result.isError)?.error ?? null,
  }
}
