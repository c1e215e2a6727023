/* global window, location, requestAnimationFrame */
// Every peer page: ?view=month|week&size=N; all events of the year from /data/events-N.json,
// given to the library at once, as an app using it would. The page opens on ?date= (the
// harness passes the real now, where our app opens).
export const params = new URLSearchParams(location.search)
export const view = params.get('view') === 'week' ? 'week' : 'month'
export const INITIAL_DATE = new Date(params.get('date') ?? Date.now())

export async function loadEvents() {
  const response = await fetch(`/data/events-${params.get('size')}.json`)
  const rows = await response.json()
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    start: new Date(row.start_time),
    end: new Date(row.end_time),
    color: row.color,
    allDay: row.all_day,
  }))
}

/** Tells the harness the first render is on screen. */
export function ready() {
  requestAnimationFrame(() => setTimeout(() => (window.__benchReady = true), 0))
}
