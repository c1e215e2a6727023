// Where the banner 'Get reminders as notifications' goes (notice-slot.tsx marks it): the
// sidebar's foot while one is drawn. The reminders (their own chunk) hand the banner over as
// an element to draw there; not a portal, whose react-dom import would be a chunk of the first
// load of its own.
import { useSyncExternalStore, type ReactElement } from 'react'
import { createStore } from '@/lib/store'

/** How many sidebars are drawn (the one beside the calendar, and a phone's open sheet). */
export const noticeSlots = createStore(0)
/** What the sidebar draws at its foot: the banner, or nothing. */
export const noticeElement = createStore<ReactElement | null>(null)

/** Whether a sidebar is drawn to take the banner. */
export const useNoticeSlotShown = (): boolean =>
  useSyncExternalStore(noticeSlots.subscribe, noticeSlots.get, noticeSlots.get) > 0

export const useNoticeElement = (): ReactElement | null =>
  useSyncExternalStore(noticeElement.subscribe, noticeElement.get, noticeElement.get)
