// Live changes of the calendars (another tab, another device, psql) applied to the cached list.
// A channel of its own, apart from the events': a database set up before calendars has no such
// table, and its refusal must not stop the events' live updates. Loaded with supabase-js, by the
// events' subscription (live-subscription.ts).
import type { QueryClient } from '@tanstack/react-query'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Calendar } from '@/model/calendars/calendar'
import { calendarKeys } from '../events/query-keys'
import { applyCalendarChange } from './calendar-change'
import { rowToCalendar, type CalendarRow } from './calendar-row'

interface CalendarPayload {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE'
  new: Partial<CalendarRow>
  old: Partial<CalendarRow>
}

/** Subscribes; returns the unsubscribe. */
export function subscribeCalendarsLive(client: SupabaseClient, queryClient: QueryClient) {
  let lost = false
  const channel = client
    .channel('calendar-calendars')
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'calendars' },
      (payload: unknown) => {
        // This tab's own writes are in flight: their last one reads the list again when it
        // settles (use-calendar-actions.ts), so an older echo never undoes a newer click.
        if (queryClient.isMutating({ mutationKey: calendarKeys.writes }) > 0) return
        const change = payload as CalendarPayload
        if (change.eventType === 'DELETE') {
          if (change.old.id) {
            queryClient.setQueryData<readonly Calendar[]>(calendarKeys.all, (list) =>
              applyCalendarChange(list, { remove: change.old.id! }),
            )
          }
          return
        }
        const row = change.new
        if (!row.id || typeof row.name !== 'string') {
          void queryClient.invalidateQueries({ queryKey: calendarKeys.all })
          return
        }
        queryClient.setQueryData<readonly Calendar[]>(calendarKeys.all, (list) =>
          applyCalendarChange(list, { put: rowToCalendar(row as CalendarRow) }),
        )
      },
    )
    .subscribe((state) => {
      if (state === 'SUBSCRIBED') {
        if (lost) void queryClient.invalidateQueries({ queryKey: calendarKeys.all })
        lost = false
      } else {
        lost = true
      }
    })
  return () => void client.removeChannel(channel)
}
