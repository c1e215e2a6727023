// Where the banner 'Get reminders as notifications' goes (notice-slot.tsx marks it), and
// whether it is wanted: the sidebar's foot while one is drawn, floating otherwise
// (reminder-center.tsx). It is wanted once reminders exist: on an event shown, said by the
// calendar's screen as its events come in, or in the reminders' window, said by the reminders
// (their own chunk, loaded later). The first is what puts it on the screen with the events
// rather than seconds after them (docs/performance.md, Lighthouse).
import { useSyncExternalStore } from 'react'
import { createStore } from '@/lib/store'

/** How many sidebars are drawn (the one beside the calendar, and a phone's open sheet). */
export const noticeSlots = createStore(0)
/** An event shown has reminders. */
export const shownReminders = createStore(false)
/** The reminders' window has an alarm. */
export const windowReminders = createStore(false)

/** Whether a sidebar is drawn to take the banner. */
export const useNoticeSlotShown = (): boolean =>
  useSyncExternalStore(noticeSlots.subscribe, noticeSlots.get, noticeSlots.get) > 0

const useFlag = (store: typeof shownReminders) =>
  useSyncExternalStore(store.subscribe, store.get, store.get)

/** Whether reminders exist, so the banner is offered. */
export function useRemindersExist(): boolean {
  // Both hooks on every render: `a() || b()` would skip the second once the first is true, and
  // React's hooks must be called in the same order each time (error #300 took the screen down).
  const shown = useFlag(shownReminders)
  const inWindow = useFlag(windowReminders)
  return shown || inWindow
}
