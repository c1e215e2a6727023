// The search request as supabase-js builds it, in one place: the app (search-events.ts) and the
// benchmark (bench/lib/search-bench.mjs) send the same request.
import type { SupabaseClient } from '@supabase/supabase-js'
// Relative, not '@/': the benchmark runs this file under tsx, which has no alias.
import { containsPattern } from '@/model/search-words'
import { EVENT_COLUMNS } from '../events/range-filter'

/** Rows read each way (coming and past): the nearest are what a search is for. */
const SEARCH_LIMIT = 30

/**
 * The events_search rows holding every word (searchWords' output): `coming` ones (not over at
 * `now`, or a series with occurrences to come) soonest first, or the `past` ones latest first.
 * Past is over on both ends (an event whose end is before its start is an instant at its
 * start): bounded by `start_time < now`, the read walks back from now on the start_time index
 * instead of through every event still to come first.
 */
export function searchQuery(
  client: SupabaseClient,
  words: readonly string[],
  now: Date,
  when: 'coming' | 'past',
  /** EVENT_COLUMNS, or REPEAT_EVENT_COLUMNS on a database set up before locations. */
  columns = EVENT_COLUMNS,
) {
  let query = client.from('events_search').select(columns)
  for (const word of words) query = query.ilike('search', containsPattern(word))
  const at = now.toISOString()
  const ascending = when === 'coming'
  return (
    when === 'coming'
      ? query.or(
          `end_time.gte.${at},start_time.gte.${at},and(rrule.not.is.null,or(recurrence_end.is.null,recurrence_end.gt.${at}))`,
        )
      : query.lt('end_time', at).lt('start_time', at)
  )
    .order('start_time', { ascending })
    .order('id', { ascending })
    .limit(SEARCH_LIMIT)
}
