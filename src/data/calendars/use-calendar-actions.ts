// The calendar writes the sidebar and the dialogs use. Shown/hidden, rename and recolour change
// the cached list at once and then write; a failed write puts back what it changed and rejects
// (the caller shows the error toast: data/ has no UI). Delete takes the calendar and its events
// off the screen at once and answers the snapshot its 'Undo' (restoreCalendar) puts back.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  calendarColorError,
  calendarNameError,
  normalCalendarName,
  type Calendar,
} from '@/model/calendars/calendar'
import {
  calendarKeys,
  dayCountKeys,
  eventKeys,
  searchKeys,
  updateRangeCaches,
} from '../events/query-keys'
import { applyCalendarChange, type CalendarChange } from './calendar-change'
import type { CalendarSnapshot } from './calendar-row'
import { clearShownOverride, setShownOverride } from './shown-overrides'
import {
  countEventsOf,
  deleteCalendarRows,
  insertCalendar,
  recolorCalendarRows,
  restoreCalendarRows,
  updateCalendar,
} from './calendars-api'

/** Bad input, refused before anything is sent: `message` is for beside the field. */
export class CalendarInputError extends Error {
  override name = 'CalendarInputError'
}

export interface CalendarActions {
  /** Adds a calendar at the end of the list; answers it as stored. */
  createCalendar(name: string, color: string): Promise<Calendar>
  renameCalendar(id: string, name: string): Promise<void>
  recolorCalendar(id: string, color: string): Promise<void>
  /** Shows or hides its events in every view (optimistic: the views change at once). */
  setCalendarShown(id: string, shown: boolean): Promise<void>
  /** Deletes it and its events (refused for the last calendar); answers what 'Undo' needs. */
  deleteCalendar(id: string): Promise<CalendarSnapshot>
  /** Puts a deleted calendar and its events back, with the same ids. */
  restoreCalendar(snapshot: CalendarSnapshot): Promise<void>
  /** How many events go with it (for the delete's question). */
  countCalendarEvents(id: string): Promise<number>
}

const cached = (queryClient: QueryClient) =>
  queryClient.getQueryData<readonly Calendar[]>(calendarKeys.all) ?? []

function change(queryClient: QueryClient, ...changes: CalendarChange[]) {
  queryClient.setQueryData<readonly Calendar[]>(calendarKeys.all, (list) =>
    changes.reduce<readonly Calendar[]>((next, one) => applyCalendarChange(next, one), list ?? []),
  )
}

/** The events (their ranges, searches and counts) read again: a calendar came or went. */
function rereadEvents(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: eventKeys.all })
  void queryClient.invalidateQueries({ queryKey: searchKeys.all })
  void queryClient.invalidateQueries({ queryKey: dayCountKeys.all })
}

export function useCalendarActions(): CalendarActions {
  const queryClient = useQueryClient()
  // One mutation for every calendar write, so their number in flight is known (the live
  // subscription holds echoes while there are any, calendars-live.ts).
  const { mutateAsync } = useMutation({
    mutationKey: calendarKeys.writes,
    mutationFn: (write: () => Promise<unknown>) => write(),
    onSettled: () => {
      // The last write of a burst: the list as the server has it (a write answered out of order,
      // or a live change held meanwhile).
      if (queryClient.isMutating({ mutationKey: calendarKeys.writes }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: calendarKeys.all })
      }
    },
  })

  return useMemo(() => {
    const run = <T>(write: () => Promise<T>) => mutateAsync(write) as Promise<T>

    /** Changes one calendar's fields at once, then writes them; puts them back if refused. */
    async function patch(id: string, fields: Partial<Pick<Calendar, 'name' | 'color' | 'shown'>>) {
      await queryClient.cancelQueries({ queryKey: calendarKeys.all })
      const old = cached(queryClient).find((calendar) => calendar.id === id)
      if (!old) throw new CalendarInputError('This calendar is not there any more.')
      change(queryClient, { put: { ...old, ...fields } })
      try {
        await run(() => updateCalendar(id, fields))
      } catch (error) {
        const now = cached(queryClient).find((calendar) => calendar.id === id)
        const back = Object.fromEntries(
          Object.keys(fields).map((key) => [key, old[key as keyof typeof fields]]),
        )
        if (now) change(queryClient, { put: { ...now, ...back } })
        throw error
      }
    }

    const others = (id: string | null) => cached(queryClient).filter((c) => c.id !== id)
    const checkName = (name: string, id: string | null) => {
      const message = calendarNameError(name, others(id))
      if (message) throw new CalendarInputError(message)
    }
    const checkColor = (color: string) => {
      const message = calendarColorError(color)
      if (message) throw new CalendarInputError(message)
    }

    return {
      async createCalendar(name, color) {
        checkName(name, null)
        checkColor(color)
        const list = cached(queryClient)
        const position = list.reduce((max, calendar) => Math.max(max, calendar.position + 1), 0)
        const made = await run(() =>
          insertCalendar({ name: normalCalendarName(name), color, position }),
        )
        change(queryClient, { put: made })
        return made
      },
      async renameCalendar(id, name) {
        checkName(name, id)
        await patch(id, { name: normalCalendarName(name) })
      },
      async recolorCalendar(id, color) {
        checkColor(color)
        await queryClient.cancelQueries({ queryKey: calendarKeys.all })
        const old = cached(queryClient).find((calendar) => calendar.id === id)
        if (!old) throw new CalendarInputError('This calendar is not there any more.')
        // At once: the calendar, and its events in its colour (they go with it, as the
        // database's recolor_calendar has them do); then the write, and the events read again
        // for their new versions.
        change(queryClient, { put: { ...old, color } })
        const was = old.color.toLowerCase()
        updateRangeCaches(queryClient, (events) => {
          let changed = false
          const next = events.map((event) => {
            if (event.calendarId !== id || event.color.toLowerCase() !== was) return event
            changed = true
            return { ...event, color }
          })
          return changed ? next : events
        })
        try {
          await run(() => recolorCalendarRows(id, color))
        } catch (error) {
          const now = cached(queryClient).find((calendar) => calendar.id === id)
          if (now) change(queryClient, { put: { ...now, color: old.color } })
          throw error
        } finally {
          rereadEvents(queryClient)
        }
      },
      async setCalendarShown(id, shown) {
        // The views at once (shown-overrides.ts), the cache and the write after.
        setShownOverride(id, shown)
        try {
          await patch(id, { shown })
        } finally {
          clearShownOverride(id)
        }
      },
      async deleteCalendar(id) {
        await queryClient.cancelQueries({ queryKey: calendarKeys.all })
        const old = cached(queryClient).find((calendar) => calendar.id === id)
        if (old) change(queryClient, { remove: id })
        // Its events leave every cached range at once; the reads after bring what the cascade
        // took with them (a series' changed occurrences in other calendars).
        updateRangeCaches(queryClient, (events) => {
          const kept = events.filter((event) => event.calendarId !== id)
          return kept.length === events.length ? events : kept
        })
        try {
          return await run(() => deleteCalendarRows(id))
        } catch (error) {
          if (old) change(queryClient, { put: old })
          throw error
        } finally {
          rereadEvents(queryClient)
        }
      },
      async restoreCalendar(snapshot) {
        await run(() => restoreCalendarRows(snapshot))
        void queryClient.invalidateQueries({ queryKey: calendarKeys.all })
        rereadEvents(queryClient)
      },
      countCalendarEvents: (id) => countEventsOf(id),
    } satisfies CalendarActions
  }, [queryClient, mutateAsync])
}
