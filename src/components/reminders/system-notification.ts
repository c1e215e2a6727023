// A reminder as the system's notification (decisions.md, "Reminders"): the event's title, and
// when it starts with its times. Shown by the page (`new Notification`): the reminders live in
// the page, not in a service worker. Where the page cannot (no permission, Chrome on Android,
// which only lets a service worker show one), the caller shows the in-app alert instead.
import type { LoggedAlarm } from '@/model/reminders/reminder-log'
import type { TimeFormat } from '@/model/time/formats'
import { notificationBody } from '@/model/reminders/notification-body'

/** Whether this page may show system notifications now. */
export const notificationsAllowed = (): boolean =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted'

/**
 * Shows `alarm`; `onClick` when the person clicks it (the tab is brought forward first). The
 * tag is the alarm's key: should two tabs ever both show it, the system keeps one. False when
 * it could not be shown.
 */
export function showSystemNotification(
  alarm: LoggedAlarm,
  zone: string,
  time: TimeFormat,
  onClick: () => void,
): boolean {
  if (!notificationsAllowed()) return false
  try {
    const notification = new Notification(alarm.title || '(No title)', {
      body: notificationBody(alarm, Date.now(), zone, time),
      tag: alarm.key,
    })
    notification.onclick = () => {
      window.focus()
      notification.close()
      onClick()
    }
    return true
  } catch {
    // "Illegal constructor" (Android) or a browser that refuses: the in-app alert shows it.
    return false
  }
}
