// Where the calendars meet the events on their way to the views: a hidden calendar's events are
// left out and an event without its own colour takes its calendar's (applyCalendars). Used by
// the range read (useEvents: every view but the agenda's later pages), the agenda's pages
// (useAgendaPages) and the search results, so a hidden calendar is hidden everywhere.
import { useCallback, useMemo, useState } from 'react'
import { applyCalendars } from '@/model/calendars/apply-calendars'
import type { Calendar } from '@/model/calendars/calendar'
import type { CalendarEvent } from '@/model/types'
import { useCalendars } from './use-calendars'

/**
 * applyCalendars remembered per events array and what the calendars draw: every reader of one
 * range (the shown month or week, and the same one rendered ahead as a neighbour:
 * use-pages-ahead.ts) gets the same array, so a view memoised on it keeps its work when it is
 * handed from one to the other.
 */
const shownOf = new WeakMap<
  readonly CalendarEvent[],
  { key: string; shown: readonly CalendarEvent[] }
>()

const drawnKey = (calendars: readonly Calendar[]) =>
  calendars.map((c) => `${c.id}:${c.shown ? 1 : 0}:${c.color}`).join()

function applyCalendarsOnce<T extends CalendarEvent>(
  events: readonly T[],
  calendars: readonly Calendar[],
): readonly T[] {
  const key = drawnKey(calendars)
  const kept = shownOf.get(events)
  if (kept?.key === key) return kept.shown as readonly T[]
  const shown = applyCalendars(events, calendars)
  shownOf.set(events, { key, shown })
  return shown
}

/**
 * The calendars, the same array while what the views draw of them is the same (which are shown,
 * their colours): a read of the list after a write brings new versions and names, which must
 * not lay the events out again (a hide would otherwise lay them out twice, at the click and at
 * the write's read).
 */
function useDrawnCalendars(): readonly Calendar[] {
  const { calendars } = useCalendars()
  const key = drawnKey(calendars)
  // React's "information from previous renders": kept in state, replaced during the render
  // that sees a new key (React renders this component again at once, before its children).
  const [kept, setKept] = useState({ key, calendars })
  if (kept.key !== key) {
    setKept({ key, calendars })
    return calendars
  }
  return kept.calendars
}

/** `events` as the views draw them; the same array while no calendar hides or recolours any. */
export function useShownEvents<T extends CalendarEvent>(events: readonly T[]): readonly T[] {
  const calendars = useDrawnCalendars()
  return useMemo(() => applyCalendarsOnce(events, calendars), [events, calendars])
}

/** The same as a function, for several lists (the agenda's pages) or a query's `select`. */
export function useShownEventsFilter(): <T extends CalendarEvent>(
  events: readonly T[],
) => readonly T[] {
  const calendars = useDrawnCalendars()
  return useCallback(
    <T extends CalendarEvent>(events: readonly T[]) => applyCalendarsOnce(events, calendars),
    [calendars],
  )
}
