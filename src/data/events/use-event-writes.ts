import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { DateRange } from '@/model/types'
import { EditConflict } from './edit-conflict'
import { inRange } from './event-change'
import { dayCountKeys, eventKeys, isRangeKey, rangeOfKey } from './query-keys'
import {
  applyToCaches,
  changesOf,
  send,
  touchedBy,
  touchesSeries,
  writeSender,
  type EventWrite,
} from './send-write'
import type { UndoRecord } from './undo-record'
import { writeLedgerFor, type Touched } from './write-ledger'

export type { EventWrite } from './send-write'

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
/** The writes kept offline: none is read back until sent (write-replay.ts). */
const queued = new WeakSet<EventWrite>()
/** The id each write's change is shown under (a create's pending id until read back). */
const shownIds = new WeakMap<EventWrite, string>()

export function useEventWrites(): (write: EventWrite) => Promise<UndoRecord | undefined> {
  const queryClient = useQueryClient()
  const ledger = writeLedgerFor(queryClient)
  const mutation = useMutation({
    mutationKey: eventKeys.writes,
    scope: { id: 'events' },
    // Sent offline too (not paused, TanStack's default): a write made offline is kept instead.
    networkMode: 'always',
    mutationFn: async (write: EventWrite) => {
      let failure: unknown = null
      if (navigator.onLine) {
        try {
          return await send(write, ledger)
        } catch (error) {
          failure = error
        }
      }
      // Made offline (no network, or no answer): kept, and sent when the network is back;
      // its change stays shown meanwhile (write-replay.ts, loaded at boot, not in the first
      // load). A write the queue does not take, or the server's own answer, fails as before.
      const replay = await import('../offline/write-replay')
      if (!replay.keepsOffline(write, failure)) throw failure ?? new TypeError('Offline')
      replay.queueWrite(queryClient, writeSender, write, shownIds.get(write))
      queued.add(write)
      return undefined
    },
    onMutate: async (write) => {
      // A read under way could land after this and paint the old state over it.
      await queryClient.cancelQueries({ queryKey: eventKeys.all, type: 'active' })
      const { apply, undo } = changesOf(write, ledger)
      if ('put' in apply) shownIds.set(write, apply.put.id)
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
      // A write kept offline touches nothing to read back: the network is not there.
      const conflict = failure instanceof EditConflict
      const error = conflict ? null : failure
      // While other writes are in flight, the last of them reads back what they all touched.
      const events = ledger.settle(
        queued.has(write)
          ? []
          : conflict || (!error && touchesSeries(write))
            ? 'all'
            : error
              ? []
              : touchedBy(write),
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
