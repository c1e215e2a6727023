import { useState } from 'react'
import { useSettings } from '@/data/settings/settings-store'
import type { Reminder } from '@/model/reminders/reminder'
import { newEventReminders } from '@/model/reminders/new-event-reminders'
import { sameReminders } from '@/model/reminders/reminder'
import type { CalendarEvent, EventDraft } from '@/model/types'
import { RemindersField } from '../reminders/reminders-field'

/**
 * The dialog's reminders (decisions.md, "Reminders: stored, in the dialog and in Settings"): an event's own, or a new
 * event's the person's defaults for its kind, swapped for the other kind's when 'All day' is
 * toggled before the list was touched. `toSend` is what the draft carries: nothing when the
 * database has no column, nor for a list as it was (an edit) or as the database would make it
 * (a new event with the built-in default), so a new event's insert stays the spec's columns.
 */
export function useReminders(
  available: boolean,
  event: CalendarEvent | undefined,
  quick: Partial<EventDraft> | undefined,
  allDay: boolean,
) {
  const { defaultReminders, timeFormat } = useSettings()
  const defaultsOf = (allDay: boolean) =>
    allDay ? defaultReminders.allDay : defaultReminders.timed
  const [state, setState] = useState(() => ({
    list: event ? (event.savedReminders ?? []) : (quick?.reminders ?? defaultsOf(allDay)),
    allDay,
    touched: false,
  }))
  if (state.allDay !== allDay) {
    setState({ ...state, allDay, list: state.touched ? state.list : defaultsOf(allDay) })
  }
  const toSend = (): Reminder[] | undefined => {
    if (!available) return undefined
    if (!event) return newEventReminders(state.list, allDay)
    return sameReminders(state.list, event.savedReminders ?? []) ? undefined : state.list
  }
  const field = available ? (
    <RemindersField
      legend="Reminders"
      allDay={allDay}
      value={state.list}
      onChange={(list) => setState({ ...state, list, touched: true })}
      timeFormat={timeFormat}
    />
  ) : null
  return { field, toSend }
}
