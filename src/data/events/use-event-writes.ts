import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CalendarEvent, DateRange, EventDraft, SeriesScope } from '@/model/types'
import { EditConflict } from './edit-conflict'
import { applyChange, inRange, type EventChange } from './event-change'
import { createEvent, updateEvent } from './events-api'
import { dayCountKeys, eventKeys, isRangeKey, rangeOfKey, updateRangeCaches } from './query-keys'
import { setDbFeatures } from '../schema/db-features'
import { deleteReturning, putBack } from './undo-rows'
import { undoTouchesSeries, type UndoRecord } from './undo-record'
import { writeLedgerFor, type Touched, type WriteLedger } from './write-ledger'

/**
 * A write: create a draft, change an event (as it was when opened) to a draft, or delete. An
 * occurrence of a repeating event is changed or deleted in a scope (series-api.ts).
 */
export type EventWrite =
  | { kind: 'create'; draft: EventDraft }
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
async function send(write: EventWrite, ledger: WriteLedger): Promise<UndoRecord | undefined> {
  if (write.kind === 'create') return void (await createEvent(write.draft))
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
function touchesSeries(write: EventWrite): boolean {
  if (write.kind === 'create') return Boolean(write.draft.repeat)
  if (write.kind === 'restore') return undoTouchesSeries(write.undo)
  if (write.event.occurrence) return (write.scope ?? 'this') !== 'this'
  return write.kind === 'update' && Boolean(write.draft.repeat)
}

/** The change to show at once, and the one that undoes it if the server says no. */
function changesOf(
  write: EventWrite,
  ledger: WriteLedger,
): { apply: EventChange; undo: EventChange } {
  if (write.kind === 'create') {
    const id = ledger.pendingId()
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
function touchedBy(write: EventWrite): CalendarEvent[] {
  if (write.kind === 'restore') return [write.event]
  const drafts = write.kind === 'delete' ? [] : [{ ...write.draft, id: '' }]
  return write.kind === 'create' ? drafts : [write.event, ...drafts]
}

const applyToCaches = (queryClient: QueryClient, change: EventChange) =>
  updateRangeCaches(queryClient, (events, range) => applyChange(events, range, change))

/** Refetch the cached ranges that show any of these events (old or new place), and no other. */
function refetchTouched(queryClient: QueryClient, touched: Touched) {
  // Any write may change a day's count in the year view: read again where shown.
  void queryClient.invalidateQueries({ queryKey: dayCountKeys.all })
  const touches = (range: DateRange) =>
    touched === 'all' || touched.some((event) => inRange(event, range))
  return queryClient.invalidateQueries({
    queryKey: eventKeys.all,
    predicate: ({ queryKey }) => isRangeKey(queryKey) && touches(rangeOfKey(queryKey)),
  })
}

/**
 * Writes to the events table, shown at once in every cached range they touch (TanStack Query's
 * optimistic update), undone there if the server refuses, then confirmed by refetching only the
 * ranges they touch (after a success). Writes run one after another (one mutation scope), so the server applies
 * them in the order they were made; the refetch waits for the last write in flight, so an
 * earlier write's refetch never paints over a later write's optimistic change.
 * Resolves when the server has answered; rejects with its error.
 */
export function useEventWrites(): (write: EventWrite) => Promise<UndoRecord | undefined> {
  const queryClient = useQueryClient()
  const ledger = writeLedgerFor(queryClient)
  const mutation = useMutation({
    mutationKey: eventKeys.writes,
    scope: { id: 'events' },
    mutationFn: (write: EventWrite) => send(write, ledger),
    onMutate: async (write) => {
      // A read under way could land after this and paint the old state over it.
      await queryClient.cancelQueries({ queryKey: eventKeys.all, type: 'active' })
      const { apply, undo } = changesOf(write, ledger)
      applyToCaches(queryClient, apply)
      return { undo }
    },
    onError: (_error, _write, context) => {
      if (context) applyToCaches(queryClient, context.undo)
    },
    onSettled: (_data, failure, write) => {
      // A refused write is undone exactly above; refetching its ranges would only add a
      // 'Failed to load events' over its own toast when the backend is unreachable. A conflict
      // is refused too, but the event is not as cached, and may be anywhere now: every cached
      // range is read again.
      const conflict = failure instanceof EditConflict
      const error = conflict ? null : failure
      // While other writes are in flight, the last of them reads back what they all touched.
      const events = ledger.settle(
        conflict || (!error && touchesSeries(write)) ? 'all' : error ? [] : touchedBy(write),
      )
      if (events === undefined) return
      // Returned, so the write resolves once its ranges are read back (a created event has its
      // real id by the time the toast says it was created).
      const reread =
        events === 'all' || events.length > 0 ? refetchTouched(queryClient, events) : undefined
      return Promise.resolve(reread).then(() => ledger.readBack())
    },
  })
  return mutation.mutateAsync
}
