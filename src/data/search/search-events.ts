// Search (product.md §10): events whose title or description holds every word, across all
// dates, through the events_search view and its trigram index
// (supabase/migrations/20261125000000_event_search.sql; docs/performance.md, "Search").
import { addDays, startOfDay } from 'date-fns'
import { occurrencesInZone } from '@/model/recurrence/occurrences-in-zone'
import { toDisplay } from '@/model/time/display-time'
import type { CalendarEvent } from '@/model/types'
import { displayZone } from '../settings/display-zone'
import { rowToChangedOccurrence, rowToEvent, rowToSeries, type EventRow } from '../events/event-row'
import type { LearnFeatures } from '../schema/db-features'
import { readSeriesById } from '../events/events-api'
import { isMissingColumn } from '../schema/missing-column'
import { isMissingTable } from '../schema/missing-table'
import {
  CALENDAR_EVENT_COLUMNS,
  EVENT_COLUMNS,
  LOCATION_EVENT_COLUMNS,
  REPEAT_EVENT_COLUMNS,
} from '../events/range-filter'
import { searchQuery } from './search-query'
import { loadSupabase } from '../client/supabase'

/**
 * The events matching every word (searchWords' output), ready to open: nearest upcoming first,
 * then the past ones, latest first. A repeating series is given as its next occurrence (its
 * first, if it has none to come); a changed occurrence with its series, so that it opens as one.
 * `learn` is told whether the database has the search view.
 */
export async function searchEvents(
  words: readonly string[],
  now: Date,
  learn: LearnFeatures,
): Promise<CalendarEvent[]> {
  if (words.length === 0) return []
  const setup = await loadSupabase()
  if (!setup.ok) throw new Error(setup.message)
  const search = (columns: string) =>
    Promise.all([
      searchQuery(setup.client, words, now, 'coming', columns),
      searchQuery(setup.client, words, now, 'past', columns),
    ])
  let columns = EVENT_COLUMNS
  let [coming, past] = await search(columns)
  // A database set up before reminders: the same search without the column.
  if (isMissingColumn(coming.error ?? past.error, 'reminders')) {
    columns = CALENDAR_EVENT_COLUMNS
    ;[coming, past] = await search(columns)
  }
  // A database set up before calendars: the same search without the column.
  if (isMissingColumn(coming.error ?? past.error, 'calendar_id')) {
    columns = LOCATION_EVENT_COLUMNS
    ;[coming, past] = await search(columns)
  }
  // A database set up before locations: the same search without the column (the range read
  // learns that and the notice offers the update).
  if (isMissingColumn(coming.error ?? past.error, 'location')) {
    columns = REPEAT_EVENT_COLUMNS
    ;[coming, past] = await search(columns)
  }
  const error = coming.error ?? past.error
  // A database set up before search: the notice offers the update (db-features.ts).
  learn({ search: !(error && isMissingTable(error)) })
  if (error) throw error
  const seen = new Set<string>()
  const rows = [...(coming.data ?? []), ...(past.data ?? [])].filter((row) => {
    const id = (row as unknown as EventRow).id
    return !seen.has(id) && seen.add(id)
  }) as unknown as EventRow[]
  return hitsOf(rows, now, columns)
}

async function hitsOf(rows: EventRow[], instant: Date, columns: string): Promise<CalendarEvent[]> {
  // The hits in display times (display-time.ts), and 'now' with them.
  const zone = displayZone()
  const now = toDisplay(instant, zone)
  const parents = rows.flatMap((row) => (row.series_id ? [row.series_id] : []))
  const seriesRows = parents.length > 0 ? await readSeriesById([...new Set(parents)], columns) : []
  const series = new Map(seriesRows.map((row) => [row.id, rowToSeries(row, zone)]))
  const expand = rows.some((row) => row.rrule)
    ? occurrencesInZone((await import('@/model/recurrence/occurrences')).occurrencesOf, zone)
    : undefined
  const today = startOfDay(now)
  const hits = rows.map((row): CalendarEvent => {
    if (row.rrule && expand) {
      const one = rowToSeries(row, zone)
      // The next occurrence within a year and a bit, else the first.
      const next =
        expand(one, { start: today, end: addDays(today, 400) })[0] ??
        expand(one, { start: one.start, end: new Date(one.start.getTime() + 1) })[0]
      return next ?? rowToEvent(row, zone)
    }
    const parent = row.series_id ? series.get(row.series_id) : undefined
    return parent ? rowToChangedOccurrence(row, parent, zone) : rowToEvent(row, zone)
  })
  const upcoming = (hit: CalendarEvent) =>
    Math.max(hit.end.getTime(), hit.start.getTime()) >= now.getTime()
  const byStart = (a: CalendarEvent, b: CalendarEvent) => a.start.getTime() - b.start.getTime()
  return [
    ...hits.filter(upcoming).sort(byStart),
    ...hits.filter((hit) => !upcoming(hit)).sort((a, b) => byStart(b, a)),
  ]
}
