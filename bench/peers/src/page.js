/* global window, location, requestAnimationFrame */
// Every peer page: ?view=month|week&size=N&load=all|range&date=<ISO>. The page opens on
// `date` (the harness passes the real now, where our app opens). `load` picks how the events
// reach the library: all of the year at once (load-all.js) or the visible range read from the
// backend that served the page, as our app reads it (read-range.js).
export const params = new URLSearchParams(location.search)
export const view = params.get('view') === 'week' ? 'week' : 'month'
export const size = params.get('size')
export const byRange = params.get('load') === 'range'
export const INITIAL_DATE = new Date(params.get('date') ?? Date.now())

/** Tells the harness the first render is on screen (its settle rule then waits for the rest). */
export function ready() {
  requestAnimationFrame(() => setTimeout(() => (window.__benchReady = true), 0))
}
