// What the connected database has beyond the first setup SQL, learnt from the range reads
// (events-api.ts). A database set up with older SQL keeps working: the app reads and writes what
// exists, hides the controls that need the rest, and offers the update (product.md §10).

export interface DbFeatures {
  /** The all_day column (supabase/migrations/20261123000000_all_day_events.sql). */
  allDay: boolean
  /** The repeating-event columns (supabase/migrations/20261124000000_repeating_events.sql). */
  repeat: boolean
  /**
   * The imported events' UID column (supabase/migrations/20261126000000_ical_uid.sql): learnt
   * when an import looks for it, so undefined until then.
   */
  icalUid?: boolean
  /** The search view (supabase/migrations/20261125000000_event_search.sql), learnt likewise. */
  search?: boolean
}

/**
 * Told what a read found out about the database, as soon as it finds out (a read may then still
 * fail). The read's caller records it: eventsQuery, the search box and the import dialog pass
 * setDbFeatures.
 */
export type LearnFeatures = (learnt: Partial<DbFeatures>) => void

type Listener = () => void

let current: DbFeatures | undefined
const listeners = new Set<Listener>()

/** Undefined until the first range read has answered. */
export const getDbFeatures = (): DbFeatures | undefined => current

/** Sets what was learnt; the rest stays as known (before the first range read: all there). */
export function setDbFeatures(learnt: Partial<DbFeatures>): void {
  const next: DbFeatures = { allDay: true, repeat: true, ...current, ...learnt }
  if (
    current &&
    current.allDay === next.allDay &&
    current.repeat === next.repeat &&
    current.icalUid === next.icalUid &&
    current.search === next.search
  )
    return
  current = next
  for (const listener of listeners) listener()
}

/** Whether the database lacks something the app offers (the update notice shows). */
export const needsUpdate = (features: DbFeatures): boolean =>
  !features.allDay || !features.repeat || features.icalUid === false || features.search === false

export function subscribeDbFeatures(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
