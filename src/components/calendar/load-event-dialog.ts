import { lazy } from 'react'

// Not needed for the first paint. The dialog's chunk is fetched once the page has loaded
// (preloadEventDialog), so it still opens if the server that served the app goes away: then
// Save can report 'Failed to create event' instead of the page going blank.
const loadEventDialog = () => import('../event-dialog/event-dialog')

export const LazyEventDialog = lazy(loadEventDialog)

export function preloadEventDialog() {
  void loadEventDialog().catch(() => undefined)
}
