// All events of the year at once, from data/events-<size>.json next to the page (bench/run.mjs
// writes it: the series already expanded over the year, so the library pays nothing for them).
import { size } from './page.js'

export async function loadAll() {
  const response = await fetch(`data/events-${size}.json`)
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
