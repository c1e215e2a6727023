// Where the calendars meet the events on their way to the views: a hidden calendar's events are
// left out and an event without its own colour takes its calendar's (applyCalendars). Used by
// the range read (useEvents: every view but the agenda's later pages), the agenda's pages
// (useAgendaPages) and the search results, so a hidden calendar is hidden everywhere.
import { useCallback, useMemo } from 'react'
import { applyCalendars } from '@/model/calendars/apply-calendars'
import type { CalendarEvent } from '@/model/types'
import { useCalendars } from './use-calendars'

/** `events` as the views draw them; the same array while no calendar hides or recolours any. */
export function useShownEvents<T extends CalendarEvent>(events: readonly T[]): readonly T[] {
  const { calendars } = useCalendars()
  return useMemo(() => applyCalendars(events, calendars), [events, calendars])
}

/** The same as a function, for several lists (the agenda's pages) or a query's `select`. */
export function useShownEventsFilter(): <T extends CalendarEvent>(
  events: readonly T[],
) => readonly T[] {
  const { calendars } = useCalendars()
  return useCallback(
    <T extends CalendarEvent>(events: readonly T[]) => applyCalendars(events, calendars),
    [calendars],
  )
}
