// What the connected database has beyond the first setup SQL, learnt by the reads (events-api.ts,
// search-events.ts, import-events.ts) and the calls of the series functions
// (series-functions.ts), and recorded by their callers. A database set up with older SQL keeps
// working: the app reads and writes what exists, hides the controls that need the rest, and
// offers the update (product.md §10).
import { createStore } from '@/lib/store'

export interface DbFeatures {
  /** The all_day column (supabase/migrations/20261123000000_all_day_events.sql). */
  allDay: boolean
  /** The repeating-event columns (supabase/migrations/20261124000000_repeating_events.sql). */
  repeat: boolean
  /**
   * The location column (supabase/migrations/20261130000000_location.sql), learnt by the range
   * read with the others; undefined until then.
   */
  location?: boolean
  /**
   * The calendars table and events.calendar_id (supabase/migrations/20261202000000_calendars.sql),
   * learnt by the range read with the others; undefined until then. Without them there is no
   * calendar list, and events are read and drawn as before.
   */
  calendars?: boolean
  /**
   * The reminders column (supabase/migrations/20261204000000_reminders.sql), learnt by the range
   * read with the others; undefined until then. Without it the event dialog has no 'Reminders'
   * section and nothing is sent for them.
   */
  reminders?: boolean
  /**
   * The imported events' UID column (supabase/migrations/20261126000000_ical_uid.sql): learnt
   * when an import looks for it, so undefined until then.
   */
  icalUid?: boolean
  /** The search view (supabase/migrations/20261125000000_event_search.sql), learnt likewise. */
  search?: boolean
  /**
   * The functions that make a series edit, or an Undo, one transaction
   * (supabase/migrations/20261129000000_series_functions.sql): learnt when one is called.
   */
  seriesFunctions?: boolean
  /**
   * The year view's counts per day (supabase/migrations/20261201000000_year_counts.sql): learnt
   * when the year view asks for them.
   */
  dayCounts?: boolean
  /**
   * The year view's read in one request, its counts and series together
   * (supabase/migrations/20261206000000_year_read.sql): learnt when the year view asks for it.
   */
  dayCountsRead?: boolean
  /**
   * Private mode only: the events' owner column of supabase/private-mode.sql, checked once
   * signed in (owner-column.ts). Without it the database still has the shared calendar's
   * allow-all policy: every signed-in person would see every event.
   */
  owner?: boolean
}

/**
 * Told what a read found out about the database, as soon as it finds out (a read may then still
 * fail). The read's caller records it: eventsQuery, the search box and the import dialog pass
 * setDbFeatures.
 */
export type LearnFeatures = (learnt: Partial<DbFeatures>) => void

const store = createStore<DbFeatures | undefined>(
  undefined,
  (current, next) =>
    current !== undefined &&
    next !== undefined &&
    current.allDay === next.allDay &&
    current.repeat === next.repeat &&
    current.location === next.location &&
    current.calendars === next.calendars &&
    current.reminders === next.reminders &&
    current.icalUid === next.icalUid &&
    current.search === next.search &&
    current.seriesFunctions === next.seriesFunctions &&
    current.dayCounts === next.dayCounts &&
    current.dayCountsRead === next.dayCountsRead &&
    current.owner === next.owner,
)

/** Undefined until the first range read has answered. A change renders useDbFeatures again. */
export const getDbFeatures = store.get

/** Sets what was learnt; the rest stays as known (before the first range read: all there). */
export function setDbFeatures(learnt: Partial<DbFeatures>): void {
  store.set({ allDay: true, repeat: true, ...store.get(), ...learnt })
}

/** Whether the database lacks something the app offers (the update notice shows). */
export const needsUpdate = (features: DbFeatures): boolean =>
  !features.allDay ||
  !features.repeat ||
  features.location === false ||
  features.calendars === false ||
  features.reminders === false ||
  features.icalUid === false ||
  features.search === false ||
  features.seriesFunctions === false ||
  features.dayCounts === false ||
  features.dayCountsRead === false ||
  features.owner === false

export const subscribeDbFeatures = store.subscribe
