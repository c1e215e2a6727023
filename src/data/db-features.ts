// What the connected database has beyond the first setup SQL, learnt from the range reads
// (events-api.ts). A database set up with older SQL keeps working: the app reads and writes what
// exists, hides the controls that need the rest, and offers the update (product.md §10).

export interface DbFeatures {
  /** The all_day column (supabase/migrations/20261123000000_all_day_events.sql). */
  allDay: boolean
  /** The repeating-event columns (supabase/migrations/20261124000000_repeating_events.sql). */
  repeat: boolean
}

type Listener = () => void

let current: DbFeatures | undefined
const listeners = new Set<Listener>()

/** Undefined until the first range read has answered. */
export const getDbFeatures = (): DbFeatures | undefined => current

export function setDbFeatures(next: DbFeatures): void {
  if (current && current.allDay === next.allDay && current.repeat === next.repeat) return
  current = next
  for (const listener of listeners) listener()
}

export function subscribeDbFeatures(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
