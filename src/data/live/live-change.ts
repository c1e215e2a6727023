// A change from elsewhere (Supabase Realtime's postgres_changes on the events table) as the
// cached ranges take it: a one-off event put in or taken out, like the app's own writes
// (event-change.ts); anything a series is part of is read again instead, since its occurrences
// are expanded from the series row.
import type { CalendarEvent, DateRange } from '@/model/types'
import { applyChange } from '../events/event-change'
import { rowToEvent, type EventRow } from '../events/event-row'
import { compareVersions } from '../events/version-order'

/** The fields of a postgres_changes payload that say what changed. */
export interface LiveChange {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE'
  new: Partial<EventRow>
  old: Partial<EventRow>
}

/**
 * A cached range after the change, or 'reread' when it cannot be worked out here: a series or a
 * changed occurrence (inserted, updated or deleted), an event that used to be a series, or a
 * payload without an id. The same array when the range is not touched.
 */
export function applyLiveChange(
  events: readonly CalendarEvent[],
  range: DateRange,
  change: LiveChange,
): readonly CalendarEvent[] | 'reread' {
  const row = change.eventType === 'DELETE' ? change.old : change.new
  const id = row.id
  if (!id) return 'reread'
  if (row.rrule || row.series_id) return 'reread'
  // An occurrence of this id shows a series that is now something else (or gone).
  if (events.some((event) => event.occurrence?.seriesId === id)) return 'reread'
  if (change.eventType === 'DELETE') return applyChange(events, range, { remove: id })
  if (!row.title || !row.start_time || !row.end_time) return 'reread'
  // Older than what is shown: a change held while this tab's writes were in flight, whose
  // read back already showed a later version (it must not paint the earlier one back).
  const shown = events.find((event) => event.id === id)
  if (shown?.version && row.updated_at && compareVersions(row.updated_at, shown.version) < 0)
    return events
  return applyChange(events, range, { put: rowToEvent(row as EventRow) })
}
