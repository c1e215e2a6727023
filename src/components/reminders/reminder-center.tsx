// Reminders on this device (issue 28; decisions.md, "Reminders"): the events of the reminders'
// window read like a view's range, their alarms scheduled by the tab that leads, shown as
// system notifications or, without permission, as in-app alerts every tab shows until one
// dismisses them (over the calendar's bottom left, above dialogs); and the notice that offers
// notifications (at the sidebar's foot; over the alerts, under dialogs, when no sidebar is
// drawn: floating-notice.tsx). Loaded on demand, after the first events are in: nothing of it
// is on the first load's path.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { alarmsOf } from '@/model/reminders/alarms'
import { reminderOccurrences, type EventOccurrence } from '@/model/reminders/reminder-occurrences'
import { reminderWindow } from '@/model/reminders/reminder-window'
import type { LoggedAlarm } from '@/model/reminders/reminder-log'
import { fromDisplay } from '@/model/time/display-time'
import { leadTabs } from '@/lib/tab-leader'
import { eventsQuery } from '@/data/events/use-events'
import { shownZone, useDisplayZone } from '@/data/settings/display-zone'
import { getSettings } from '@/data/settings/settings-store'
import { useCalendarActions, useCalendar } from '../shell/calendar-context'
import { ReminderScheduler } from './reminder-scheduler'
import { showSystemNotification } from './system-notification'
import { ReminderAlerts } from './reminder-alerts'
import { NotificationNotice } from './notification-notice'
import { FloatingNotice } from './floating-notice'
import { useNoticeSlotShown, useRemindersExist, windowReminders } from './notice-slot-store'

/** The lock whose holder schedules: one tab of the app's origin at a time. */
const LEAD_LOCK = 'calendar.reminders'

const occurrenceId = (eventId: string, occurrenceStart: number) => `${eventId}|${occurrenceStart}`

/** Whether this tab leads (holds LEAD_LOCK); false until its turn comes. */
function useLeading(): boolean {
  const [leading, setLeading] = useState(false)
  useEffect(() => leadTabs(LEAD_LOCK, () => setLeading(true)), [])
  return leading
}

/**
 * The device's zone name, read again when the page is shown: a laptop carried to another zone
 * (with the setting at the device's zone) moves its all-day reminders' wall times with it.
 */
function useShownZoneName(zone: string | null): string {
  const [name, setName] = useState(() => shownZone(zone))
  useEffect(() => {
    const read = () => setName(shownZone(zone))
    read()
    document.addEventListener('visibilitychange', read)
    return () => document.removeEventListener('visibilitychange', read)
  }, [zone])
  return name
}

export default function ReminderCenter() {
  const zone = useDisplayZone()
  const zoneName = useShownZoneName(zone)
  // `today` moves at each wall minute: the window moves on at midnight, read again once a day.
  const { goTo, today } = useCalendar()
  const { openEvent } = useCalendarActions()
  const day = reminderWindow(today).start.getTime()
  const range = useMemo(() => reminderWindow(new Date(day)), [day])
  const { data } = useQuery(eventsQuery(range, zone))

  const occurrences = useMemo(() => (data ? reminderOccurrences(data, zone) : null), [data, zone])
  const byId = useMemo(
    () => new Map((occurrences ?? []).map((o) => [occurrenceId(o.eventId, o.occurrenceStart), o])),
    [occurrences],
  )
  const alarms = useMemo(
    () => (occurrences ? alarmsOf(occurrences, zoneName) : null),
    [occurrences, zoneName],
  )

  /** Shows the occurrence an alarm is for, its dialog open (an event deleted since: nothing). */
  const open = useCallback(
    (alarm: Pick<LoggedAlarm, 'eventId' | 'occurrenceStart'>) => {
      const found: EventOccurrence | undefined = byId.get(
        occurrenceId(alarm.eventId, alarm.occurrenceStart),
      )
      if (!found) return
      goTo(found.event.start)
      openEvent(found.event)
    },
    [byId, goTo, openEvent],
  )
  // The scheduler outlives renders; what it calls is read from here when it calls.
  const latest = useRef({ open, zoneName })
  useEffect(() => {
    latest.current = { open, zoneName }
  })

  const inSidebar = useNoticeSlotShown()
  const alertsBox = useRef<HTMLElement>(null)
  const leading = useLeading()
  const scheduler = useRef<ReminderScheduler | null>(null)
  useEffect(() => {
    if (!leading) return
    const next = new ReminderScheduler({
      notify: (alarm) =>
        showSystemNotification(alarm, latest.current.zoneName, getSettings().timeFormat, () =>
          latest.current.open(alarm),
        ),
    })
    next.start()
    scheduler.current = next
    return () => {
      next.stop()
      scheduler.current = null
    }
  }, [leading])
  useEffect(() => {
    if (leading && alarms) scheduler.current?.setAlarms(alarms, zoneName)
  }, [leading, alarms, zoneName])

  const hasAlarms = (alarms?.length ?? 0) > 0
  useEffect(() => {
    windowReminders.set(hasAlarms)
    return () => windowReminders.set(false)
  }, [hasAlarms])
  // In the sidebar when one is drawn (notice-slot.tsx), else floating here.
  const remindersExist = useRemindersExist()
  const floating = !inSidebar && remindersExist
  return (
    <>
      {floating && (
        <FloatingNotice alerts={alertsBox}>
          <NotificationNotice />
        </FloatingNotice>
      )}
      <section
        ref={alertsBox}
        aria-label="Reminders"
        className="pointer-events-none fixed bottom-0 left-0 z-[90] flex max-h-dvh w-full flex-col justify-end gap-2 overflow-y-auto p-4 empty:hidden sm:max-w-sm print:hidden"
      >
        <ReminderAlerts zone={zoneName} now={fromDisplay(today, zone).getTime()} onOpen={open} />
      </section>
    </>
  )
}
