// What the replay of writes made offline (write-replay.ts, loaded on demand) tells the person,
// passed to the calendar's screen (use-replay-reports.ts), which words it as toasts and opens
// a conflict in the event dialog. In the first load: a few lines, no dependency.
import type { CalendarEvent } from '@/model/types'
import type { EditConflict } from '../events/edit-conflict'

export type ReplayReport =
  /** The network is back and `count` waiting changes were sent. */
  | { kind: 'saved'; count: number }
  /**
   * The server refused a waiting change: `event` is the change as the person made it; with a
   * `conflict` the event was changed or deleted elsewhere meanwhile (the conflict dialog's
   * case). The changes after it are still sent.
   */
  | { kind: 'refused'; event: CalendarEvent | null; conflict?: EditConflict }

const listeners = new Set<(report: ReplayReport) => void>()

/** Tells every listener (none yet: the report is lost, the calendar shows the database). */
export function reportReplay(report: ReplayReport): void {
  for (const listener of listeners) listener(report)
}

/** Calls `listener` with each report; returns the way to stop. */
export function onReplayReport(listener: (report: ReplayReport) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
