import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CalendarEvent, DateRange, EventDraft, SeriesScope } from '@/model/types'
import { EditConflict } from './edit-conflict'
import { applyChange, inRange, type EventChange } from './event-change'
import { createEvent, updateEvent } from './events-api'
import { eventKeys, isRangeKey, rangeOfKey, updateRangeCaches } from './query-keys'
import { deleteReturning, putBack, undoTouchesSeries, type UndoRecord } from './undo-rows'

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
   * with their ids and every column, the rows it made gone. `event` is shown meanwhile.
   */
  | { kind: 'restore'; event: CalendarEvent; undo: UndoRecord }

/** Shown for a created event until the refetch brings its real id. */
let pendingIds = 0

/**
 * Versions this tab's own updates made: `id version` -> the version after. A write is made from
 * the event as shown, whose version is the one before any of this tab's writes still being read
 * back (two quick key moves, a move and its Undo); those writes did not change it elsewhere, so
 * the update goes to the version they left instead of conflicting with them.
 */
const ownVersions = new Map<string, string>()

function latestOwnVersion(id: string, version: string | undefined): string | undefined {
  let latest = version
  while (latest !== undefined && ownVersions.has(`${id} ${latest}`))
    latest = ownVersions.get(`${id} ${latest}`)
  return latest
}

async function sendUpdate(event: CalendarEvent, draft: EventDraft): Promise<void> {
  const version = latestOwnVersion(event.id, event.version)
  const next = await updateEvent(event.id, draft, event.allDay, version)
  if (version !== undefined && next !== undefined) ownVersions.set(`${event.id} ${version}`, next)
}

/**
 * Sends the write. A delete, and a write to a repeating event, answer what undoes them; a one-off
 * event's update is undone by another update (use-event-actions.ts), a create by a delete.
 */
async function send(write: EventWrite): Promise<UndoRecord | undefined> {
  if (write.kind === 'create') return void (await createEvent(write.draft))
  if (write.kind === 'restore') return void (await putBack(write.undo))
  if (write.event.occurrence) {
    const { saveOccurrence, deleteOccurrence } = await import('./series-api')
    const scope = write.scope ?? 'this'
    return write.kind === 'update'
      ? saveOccurrence(write.event, write.draft, scope)
      : deleteOccurrence(write.event, scope)
  }
  if (write.kind === 'update') return void (await sendUpdate(write.event, write.draft))
  return { before: await deleteReturning(write.event.id), made: [] }
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
function changesOf(write: EventWrite): { apply: EventChange; undo: EventChange } {
  if (write.kind === 'create') {
    const id = `pending-${++pendingIds}`
    return { apply: { put: { ...write.draft, id } }, undo: { remove: id } }
  }
  if (write.kind === 'update') {
    const { id, occurrence } = write.event
    const put = occurrence ? { ...write.draft, id, occurrence } : { ...write.draft, id }
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

/**
 * Per cache: what the writes since the last refetch touched ('all': a series changed); the
 * last write refetches it all.
 */
const unconfirmed = new WeakMap<QueryClient, CalendarEvent[] | 'all'>()

const applyToCaches = (queryClient: QueryClient, change: EventChange) =>
  updateRangeCaches(queryClient, (events, range) => applyChange(events, range, change))

/** Refetch the cached ranges that show any of these events (old or new place), and no other. */
function refetchTouched(queryClient: QueryClient, touched: CalendarEvent[] | 'all') {
  const touches = (range: DateRange) =>
    touched === 'all' || touched.some((event) => inRange(event, range))
  return queryClient.invalidateQueries({
    queryKey: eventKeys.all,
    predicate: ({ queryKey }) => isRangeKey(queryKey) && touches(rangeOfKey(queryKey)),
  })
}

/** Per cache: what waits for the writes in flight to be read back (whenWritesSettle). */
const deferred = new WeakMap<QueryClient, (() => void)[]>()

function runDeferred(queryClient: QueryClient) {
  const waiting = deferred.get(queryClient) ?? []
  deferred.delete(queryClient)
  for (const run of waiting) run()
}

/**
 * Runs `run` now, or once the writes in flight are read back: a live change (use-live-events)
 * that arrives meanwhile is often the echo of one of them, and applied over its optimistic
 * change it would show an older place (the first of two quick moves) or the created event
 * twice (its real id beside its pending one). Applied afterwards, in the order they came, the
 * last change of each event is the newest.
 */
export function whenWritesSettle(queryClient: QueryClient, run: () => void) {
  if (queryClient.isMutating({ mutationKey: eventKeys.writes }) === 0) return run()
  const waiting = deferred.get(queryClient) ?? []
  waiting.push(run)
  deferred.set(queryClient, waiting)
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
  const mutation = useMutation({
    mutationKey: eventKeys.writes,
    scope: { id: 'events' },
    mutationFn: send,
    onMutate: async (write) => {
      // A read under way could land after this and paint the old state over it.
      await queryClient.cancelQueries({ queryKey: eventKeys.all, type: 'active' })
      const { apply, undo } = changesOf(write)
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
      const before = unconfirmed.get(queryClient) ?? []
      const events =
        before === 'all' || conflict || (!error && touchesSeries(write))
          ? 'all'
          : [...before, ...(error ? [] : touchedBy(write))]
      if (queryClient.isMutating({ mutationKey: eventKeys.writes }) > 1) {
        unconfirmed.set(queryClient, events)
        return
      }
      unconfirmed.delete(queryClient)
      // Returned, so the write resolves once its ranges are read back (a created event has its
      // real id by the time the toast says it was created).
      const reread =
        events === 'all' || events.length > 0 ? refetchTouched(queryClient, events) : undefined
      return Promise.resolve(reread).then(() => runDeferred(queryClient))
    },
  })
  return mutation.mutateAsync
}
