// The visible-range read as supabase-js builds it, in one place: the app (events-api.ts) and
// the benchmark (bench/lib/server-bench.mjs) send the same request.
import type { SupabaseClient } from '@supabase/supabase-js'
import { EVENT_COLUMNS, overlapFilter, seriesFilter, spanClassFilter } from './range-filter'

/**
 * The events overlapping [start, end), ordered by start_time then id, before paging.
 * `byView` reads the events_by_span view with its duration-class arms (docs/performance.md);
 * without it, the same rows come from the table. `columns`: what to read (EVENT_COLUMNS, or
 * LEGACY_EVENT_COLUMNS on a database set up before all-day events).
 */
export function rangeQuery(
  client: SupabaseClient,
  range: { start: Date; end: Date },
  byView: boolean,
  columns = EVENT_COLUMNS,
) {
  const query = client
    .from(byView ? 'events_by_span' : 'events')
    .select(columns)
    .lt('start_time', range.end.toISOString())
    .or(overlapFilter(range))
  return (byView ? query.or(spanClassFilter(range)) : query)
    .order('start_time', { ascending: true })
    .order('id', { ascending: true })
}

/**
 * The repeating series that may have occurrences in the range (range-filter.ts seriesFilter),
 * ordered by start_time then id, before paging. The app expands them (expand-series.ts).
 */
export function seriesQuery(
  client: SupabaseClient,
  range: { start: Date; end: Date },
  columns = EVENT_COLUMNS,
) {
  return client
    .from('events')
    .select(columns)
    .not('rrule', 'is', null)
    .lt('start_time', range.end.toISOString())
    .or(seriesFilter(range))
    .order('start_time', { ascending: true })
    .order('id', { ascending: true })
}
