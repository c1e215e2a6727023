// An event's reminders as VALARMs, as Google Calendar's export writes them (valarm.ts's
// alarmOfReminder): ACTION:DISPLAY, DESCRIPTION:This is an event reminder, and the TRIGGER
// relative to the start with every part ('-P0DT0H10M0S'). Importing the file gives them back.
import ICAL from 'ical.js'
import type { EventRow } from '@/data/events/event-row'
import { fitsEvent, type Reminder } from '@/model/reminders/reminder'
import { readReminders } from '@/model/reminders/stored-reminders'
import { alarmOfReminder } from '@/model/reminders/valarm'

/**
 * The reminders a row's VEVENT lists: its own, or for a changed occurrence that follows its
 * series (null), the series' (in iCalendar an occurrence's VEVENT lists its alarms itself).
 * None that do not fit the event (a day reminder left on a timed event never fires).
 */
export function exportedReminders(row: EventRow, series: EventRow | undefined): Reminder[] {
  const stored = row.reminders === null && series ? series.reminders : row.reminders
  return readReminders(stored).filter((reminder) => fitsEvent(reminder, row.all_day === true))
}

/** Adds a VALARM to `event` for each of the row's reminders. */
export function addAlarms(
  event: InstanceType<typeof ICAL.Component>,
  row: EventRow,
  series: EventRow | undefined,
) {
  for (const reminder of exportedReminders(row, series)) {
    const alarm = alarmOfReminder(reminder)
    const valarm = new ICAL.Component('valarm')
    valarm.addPropertyWithValue('action', alarm.action)
    valarm.addPropertyWithValue('description', alarm.description)
    // Written as Google writes it: ical.js's own duration text would be '-PT10M'.
    valarm.addPropertyWithValue('trigger', alarm.trigger)
    event.addSubcomponent(valarm)
  }
}
