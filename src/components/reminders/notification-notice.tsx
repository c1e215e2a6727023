// 'Get reminders as notifications' (decisions.md, "Reminders"): a slim banner under the header,
// as Google Calendar's own, not a card over the calendar. The browser's permission is asked
// only from its button, a click of the person's, never on its own. Shown once there are
// reminders, while the browser has not been asked; its close button hides it on this device.
import { useState } from 'react'
import { BellRing, X } from 'lucide-react'
import { Button } from '../ui/button'

export const NOTICE_KEY = 'calendar.reminders.notice'

function dismissed(): boolean {
  try {
    return localStorage.getItem(NOTICE_KEY) === 'dismissed'
  } catch {
    return false
  }
}

const askable = () => typeof Notification !== 'undefined' && Notification.permission === 'default'

export function NotificationNotice({ hasReminders }: { hasReminders: boolean }) {
  const [shown, setShown] = useState(() => askable() && !dismissed())
  if (!shown || !hasReminders) return null
  const hide = () => {
    try {
      localStorage.setItem(NOTICE_KEY, 'dismissed')
    } catch {
      // Hidden for this page only.
    }
    setShown(false)
  }
  return (
    <section
      aria-label="Get reminders as notifications"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-950 print:hidden dark:border-blue-900 dark:bg-blue-950 dark:text-blue-50"
    >
      <BellRing aria-hidden className="size-4 shrink-0" />
      <p className="font-medium">Get reminders as notifications</p>
      <p className="text-blue-900 dark:text-blue-200">
        They reach you in any tab or window while the calendar is open.
      </p>
      <div className="flex gap-2 sm:ml-auto">
        <Button
          size="sm"
          className="h-7 bg-blue-600 text-white hover:bg-blue-700"
          onClick={() => {
            void Notification.requestPermission().then(() => setShown(askable()))
          }}
        >
          Turn on notifications
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label="Dismiss"
          className="size-7 hover:bg-blue-100 dark:hover:bg-blue-900"
          onClick={hide}
        >
          <X />
        </Button>
      </div>
    </section>
  )
}
