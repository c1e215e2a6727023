// A write to the events table, apart from the hook that makes it (use-event-writes.ts) so that
// the replay of writes made offline (write-replay.ts) sends it the same way: what it sends, what
// it shows at once, and what it touches.
import type { QueryClient } from '@tanstack/react-query'
import type { CalendarEvent, EventDraft, SeriesScope } from '@/model/types'
import { applyChange, type EventChange } from './event-change'
import { createEvent, updateEvent } from './events-api'
import { updateRangeCaches } from './query-keys'
import { setDbFeatures } from '../schema/db-features'
import { deleteReturning, putBack } from './undo-rows'
import { undoTouchesSeries, type UndoRecord } from './undo-record'
import { EditConflict } from './edit-conflict'
import { writeLedgerFor, type WriteLedger } from './write-ledger'

/**
 * A write: create a draft, change an event (as it was when opened) to a draft, or delete. An
 * occurrence of a repeating event is changed or deleted in a scope (series-api.ts).
 */
export type EventWrite =
  /** `id`: made on the device (a create made offline), so its replay never creates twice. */
  | { kind: 'create'; draft: EventDraft; id?: string }
  | { kind: 'update'; event: CalendarEvent; draft: EventDraft; scope?: SeriesScope }
  | { kind: 'delete'; event: CalendarEvent; scope?: SeriesScope }
  /**
   * The 'Undo' of a delete or of a change to a repeating event: the rows back as they were,
   * with their ids and every column, the rows it made gone, if they are still as the write left
   * them (else an EditConflict). `event` is shown meanwhile.
   */
  | { kind: 'restore'; event: CalendarEvent; undo: UndoRecord }

/** An update, conditional on the version this tab's own updates left (write-ledger.ts). */
async function sendUpdate(event: CalendarEvent, draft: EventDraft, ledger: WriteLedger) {
  const version = ledger.versionFor(event.id, event.version)
  ledger.recordVersion(event.id, version, await updateEvent(event.id, draft, event.allDay, version))
}

/**
 * Sends the write. A delete, and a write to a repeating event, answer what undoes them; a one-off
 * event's update is undone by another update (use-event-actions.ts), a create by a delete. What
 * the series functions' calls learn of the database is recorded (db-features.ts).
 */
export async function send(
  write: EventWrite,
  ledger: WriteLedger,
): Promise<UndoRecord | undefined> {
  if (write.kind === 'create') return void (await createEvent(write.draft, write.id))
  if (write.kind === 'restore') return void (await putBack(write.undo, write.event, setDbFeatures))
  if (write.event.occurrence) {
    const { saveOccurrence, deleteOccurrence } = await import('./series-api')
    const scope = write.scope ?? 'this'
    return write.kind === 'update'
      ? saveOccurrence(write.event, write.draft, scope, setDbFeatures)
      : deleteOccurrence(write.event, scope, setDbFeatures)
  }
  if (write.kind === 'update') return void (await sendUpdate(write.event, write.draft, ledger))
  return deleteReturning(write.event.id)
}

/**
 * Whether a write changes other occurrences than the one shown: a series made, changed or
 * ended. Those show once read back, and every cached range is read again.
 */
export function touchesSeries(write: EventWrite): boolean {
  if (write.kind === 'create') return Boolean(write.draft.repeat)
  if (write.kind === 'restore') return undoTouchesSeries(write.undo)
  if (write.event.occurrence) return (write.scope ?? 'this') !== 'this'
  return write.kind === 'update' && Boolean(write.draft.repeat)
}

/** The change to show at once, and the one that undoes it if the server says no. */
export function changesOf(
  write: EventWrite,
  ledger: WriteLedger,
): { apply: EventChange; undo: EventChange } {
  if (write.kind === 'create') {
    const id = write.id ?? ledger.pendingId()
    return { apply: { put: { ...write.draft, id } }, undo: { remove: id } }
  }
  if (write.kind === 'update') {
    const { id, occurrence } = write.event
    // The reminders the event will have (a dialog reopened before the refetch shows them).
    const savedReminders = write.draft.reminders ?? write.event.savedReminders
    const draft = savedReminders ? { ...write.draft, savedReminders } : write.draft
    const put = occurrence ? { ...draft, id, occurrence } : { ...draft, id }
    return { apply: { put }, undo: { put: write.event } }
  }
  if (write.kind === 'restore')
    return { apply: { put: write.event }, undo: { remove: write.event.id } }
  return { apply: { remove: write.event.id }, undo: { put: write.event } }
}

/** The instants a write touches: where the event was and where it is now. */
export function touchedBy(write: EventWrite): CalendarEvent[] {
  if (write.kind === 'restore') return [write.event]
  const drafts = write.kind === 'delete' ? [] : [{ ...write.draft, id: '' }]
  return write.kind === 'create' ? drafts : [write.event, ...drafts]
}

export const applyToCaches = (queryClient: QueryClient, change: EventChange) =>
  updateRangeCaches(queryClient, (events, range) => applyChange(events, range, change))

/**
 * What the replay of writes made offline needs of this module, handed to it (write-replay.ts)
 * rather than imported there: imported, the bundler splits this module and its imports out of
 * the first load into chunks of their own, each costing the first load its few hundred bytes.
 */
export const writeSender = {
  send,
  changesOf,
  applyToCaches,
  ledgerFor: writeLedgerFor,
  isConflict: (error: unknown): error is EditConflict => error instanceof EditConflict,
}

export type WriteSender = typeof writeSender
