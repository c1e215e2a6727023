// 'Get reminders as notifications' (decisions.md, "Reminders"): a small card at the sidebar's
// foot (notice-slot.tsx), never a bar that pushes the calendar down once it is drawn. The
// browser's permission is asked only from its button, a click of the person's, never on its
// own. Shown once there are reminders, while the browser has not been asked; its close button
// hides it on this device.
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

/** The banner, where reminders exist (its place decides: notice-slot.tsx, reminder-center.tsx). */
export function NotificationNotice() {
  const [shown, setShown] = useState(() => askable() && !dismissed())
  if (!shown) return null
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
      className="pointer-events-auto relative rounded-lg border border-blue-200 bg-blue-50 p-3 pr-9 text-sm text-blue-950 shadow-sm print:hidden dark:border-blue-900 dark:bg-blue-950 dark:text-blue-50"
    >
      <p className="flex items-center gap-2 font-medium">
        <BellRing aria-hidden className="size-4 shrink-0" />
        Get reminders as notifications
      </p>
      <p className="mt-1 text-blue-900 dark:text-blue-200">
        They reach you in any tab or window while the calendar is open.
      </p>
      <Button
        size="sm"
        className="mt-2 h-7 bg-blue-600 text-white hover:bg-blue-700"
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
        className="absolute top-1.5 right-1.5 size-7 hover:bg-blue-100 dark:hover:bg-blue-900"
        onClick={hide}
      >
        <X />
      </Button>
    </section>
  )
}
