import { lazyWithPreload } from '@/lib/lazy-with-preload'

// Not needed for the first paint. The dialog's chunk is fetched once the page has loaded
// (preloadEventDialog), so it still opens if the server that served the app goes away: then
// Save can report 'Failed to create event' instead of the page going blank.
const eventDialog = lazyWithPreload(() => import('../event-dialog/event-dialog'))

export const LazyEventDialog = eventDialog.Component
export const preloadEventDialog = eventDialog.preload
