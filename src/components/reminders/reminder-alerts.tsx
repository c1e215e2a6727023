// The in-app alert (decisions.md, "Reminders"): a reminder when the system's notifications are
// not allowed, kept until dismissed. Every tab shows the same alerts (the shared log); 'Dismiss'
// or 'Snooze 5 minutes' in one takes it away in all.
import { BellRing } from 'lucide-react'
import { notificationBody } from '@/model/reminders/notification-body'
import { dismissAlert, snoozeAlert, type LoggedAlarm } from '@/model/reminders/reminder-log'
import { updateLog, useReminderAlerts } from '@/data/reminders/reminder-log-store'
import { useTimeFormat } from '@/data/settings/settings-store'
import { Button } from '../ui/button'

interface ReminderAlertsProps {
  /** The zone the times are told in (the display zone's name). */
  zone: string
  /** The time now (ms), moved on each minute: 'In 10 minutes' counts down. */
  now: number
  /** Shows the alert's event, its dialog open. */
  onOpen: (alert: LoggedAlarm) => void
}

export function ReminderAlerts({ zone, now, onOpen }: ReminderAlertsProps) {
  const alerts = useReminderAlerts()
  const time = useTimeFormat()
  return alerts.map((alert) => (
    <div
      key={alert.key}
      role="alert"
      data-testid="reminder-alert"
      className="pointer-events-auto flex gap-3 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg"
    >
      <BellRing aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          className="block max-w-full truncate text-left font-semibold hover:underline focus-visible:underline focus-visible:outline-none"
          onClick={() => {
            onOpen(alert)
            updateLog((log) => dismissAlert(log, alert.key))
          }}
        >
          {alert.title || '(No title)'}
        </button>
        <p className="text-sm text-muted-foreground">{notificationBody(alert, now, zone, time)}</p>
        <div className="mt-3 flex gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => updateLog((log) => snoozeAlert(log, alert.key, Date.now()))}
          >
            Snooze 5 minutes
          </Button>
          <Button size="sm" onClick={() => updateLog((log) => dismissAlert(log, alert.key))}>
            Dismiss
          </Button>
        </div>
      </div>
    </div>
  ))
}
