// The writes made offline, kept and sent when the network is back (docs/decisions.md,
// "Offline"): one queue per owner of the device's copy, in IndexedDB beside it (removed with it
// at sign-out), re-applied over the restored cache after a reload, and sent in order, the same
// way as any write (send-write.ts). Loaded at boot beside the device's copy (persist-cache.ts),
// so it is there before the network goes; the first load does not carry it.
import type { QueryClient } from '@tanstack/react-query'
import { del, get, set } from 'idb-keyval'
import type { CalendarEvent } from '@/model/types'
import { calendarKeys, dayCountKeys, eventKeys, isRangeKey } from '../events/query-keys'
import type { EventWrite, WriteSender } from '../events/send-write'
import { cacheStore, onForgetDeviceCache } from './device-cache'
import { offlineStore, waitingStore } from './online-status'
import { reportReplay } from './replay-reports'
import {
  enqueue,
  nextDue,
  nextTryAt,
  outcomeOf,
  retryNow,
  settleHead,
  type WriteQueue,
} from './write-queue'

/** Writes made offline are these: a one-off event's create, change, move, delete or Undo. */
export function isQueueable(write: EventWrite): boolean {
  if (write.kind === 'create') return !write.draft.repeat
  if (write.kind === 'restore') return write.undo.of === 'delete' && !write.event.occurrence
  return !write.event.occurrence && !(write.kind === 'update' && write.draft.repeat)
}

/**
 * Whether `write`, which failed with `failure` (null: not tried, the device is offline), is
 * kept to send later: a write the queue takes, made offline (outcomeOf, write-queue.ts).
 */
export const keepsOffline = (write: EventWrite, failure: unknown): boolean =>
  isQueueable(write) &&
  (failure === null || outcomeOf(failure, navigator.onLine, false).kind === 'offline')

const queueKey = (owner: string) => `write-queue:${owner}`

let client: QueryClient | undefined
/** The online event and the cache are followed from the first start on. */
let started = false
let sender: WriteSender | undefined
let owner = 'shared'
let queue: WriteQueue<EventWrite> = []
let sending = false
let saved = 0
let timer: ReturnType<typeof setTimeout> | undefined
/** Saves in the order they were made: a slow one never lands over a newer queue. */
let saving: Promise<unknown> = Promise.resolve()
/** Counts the sign-outs: a save planned before one is not made (it would outlive the person's). */
let epoch = 0

function setQueue(next: WriteQueue<EventWrite>) {
  queue = next
  waitingStore.set(queue.length)
  const key = queueKey(owner)
  const kept = queue
  const mine = epoch
  // An empty queue leaves no entry: the device holds nothing of it.
  saving = saving
    .then(() => {
      if (mine !== epoch) return
      return kept.length > 0 ? set(key, kept, cacheStore()) : del(key, cacheStore())
    })
    .catch(() => {})
}

/**
 * Keeps `write`, made offline, to send when the network is back; its change stays shown. A
 * create gets its id here, unless it has one: its change, shown so far under `shownId` (a
 * pending id), is shown under it from now on, so that a change made to it offline is a change
 * of the row its create makes.
 */
export function queueWrite(
  queryClient: QueryClient,
  using: WriteSender,
  write: EventWrite,
  shownId?: string,
): void {
  follow(queryClient)
  client ??= queryClient
  sender ??= using
  // Offline, by the device or by a write that got no answer (the reads say so on their own):
  // the badge says so and counts it, until the network or a read that succeeds is back.
  offlineStore.set(true)
  let kept = write
  if (write.kind === 'create' && !write.id) {
    kept = { ...write, id: crypto.randomUUID() }
    if (shownId) using.applyToCaches(queryClient, { remove: shownId })
    using.applyToCaches(queryClient, using.changesOf(kept, using.ledgerFor(queryClient)).apply)
  }
  setQueue(enqueue(queue, kept, kept.kind === 'create' ? kept.id! : crypto.randomUUID()))
  schedule()
}

/** The event as a refused write would have left it, for the dialog and the toast. */
function intended(write: EventWrite): CalendarEvent | null {
  if (write.kind === 'update') return { ...write.event, ...write.draft, id: write.event.id }
  if (write.kind === 'create') return null
  return write.event
}

/** Sends what is due, oldest first, until the queue is empty or the network fails again. */
async function flush(): Promise<void> {
  const queryClient = client
  const using = sender
  if (sending || !queryClient || !using) return
  sending = true
  try {
    for (let head = nextDue(queue, Date.now()); head; head = nextDue(queue, Date.now())) {
      let outcome
      try {
        await using.send(head.write, using.ledgerFor(queryClient))
        outcome = { kind: 'sent' } as const
      } catch (error) {
        outcome = outcomeOf(error, navigator.onLine, head.write.kind === 'create')
      }
      const { queue: next, refusal } = settleHead(queue, outcome, Date.now())
      setQueue(next)
      if (outcome.kind === 'sent') saved += 1
      if (refusal) {
        const { error } = refusal
        const conflict = using.isConflict(error) ? error : undefined
        reportReplay({ kind: 'refused', event: intended(refusal.failed.write), conflict })
      }
      if (outcome.kind === 'offline') break
    }
  } finally {
    sending = false
  }
  if (queue.length > 0) return schedule()
  // All sent (or refused): the database is what the calendar shows now.
  for (const queryKey of [eventKeys.all, dayCountKeys.all, calendarKeys.all])
    void queryClient.invalidateQueries({ queryKey })
  if (saved > 0) reportReplay({ kind: 'saved', count: saved })
  saved = 0
}

/** Sends now if online and due, else when the head's wait is over (or the network is back). */
function schedule() {
  clearTimeout(timer)
  timer = undefined
  if (!navigator.onLine) return
  const at = nextTryAt(queue)
  if (at === undefined) return
  timer = setTimeout(() => void flush(), Math.max(0, at - Date.now()))
}

// 'Sign out': the person's waiting changes go with their copy, never sent in another session
// (the store itself is cleared by the sign-out).
onForgetDeviceCache(() => {
  clearTimeout(timer)
  timer = undefined
  queue = []
  saved = 0
  waitingStore.set(0)
  epoch += 1
})

const online = () => {
  setQueue(retryNow(queue))
  schedule()
}

/**
 * A restored copy saved while a create was shown under its pending id (before it was queued
 * under its own, or sent) holds that pending copy too: the create is the queue's, or the
 * database's, so the pending one goes. Nothing is pending this early in the page's life.
 */
function dropPending(queryClient: QueryClient, using: WriteSender) {
  const pending = new Set<string>()
  for (const [key, events] of queryClient.getQueriesData<{ id: string }[]>({
    queryKey: eventKeys.all,
  }))
    if (isRangeKey(key) && Array.isArray(events))
      for (const { id } of events) if (id.startsWith('pending-')) pending.add(id)
  for (const id of pending) using.applyToCaches(queryClient, { remove: id })
}

/** Shows the waiting changes over every cached range again (each change is put by its id). */
function reapply(queryClient: QueryClient, using: WriteSender) {
  const ledger = using.ledgerFor(queryClient)
  for (const { write } of queue)
    using.applyToCaches(queryClient, using.changesOf(write, ledger).apply)
}

/**
 * A range read while changes wait (back online before they are sent, a server that answers
 * reads again) shows the database without them: they are put over it again, until sent.
 */
function keepShown(queryClient: QueryClient) {
  queryClient.getQueryCache().subscribe((event) => {
    if (queue.length === 0 || !sender || event.type !== 'updated') return
    const { action } = event
    // A manual success is a cache update (ours among them), not a read.
    if (action.type !== 'success' || action.manual || !isRangeKey(event.query.queryKey)) return
    const using = sender
    queueMicrotask(() => reapply(queryClient, using))
  })
}

/** From the first write kept or the first start on: the online event, the reads. */
function follow(queryClient: QueryClient) {
  if (started) return
  started = true
  addEventListener('online', online)
  // A device can say it is online all along with no server within reach (connectivity.ts):
  // its reads answering again is the network back too, with no online event to say so. (A
  // page reloaded offline in Chromium 150 says it is online: its writes met no network, and
  // waited out their backoff of up to a minute once it was back.)
  let wasOffline = offlineStore.get()
  offlineStore.subscribe(() => {
    const offline = offlineStore.get()
    if (wasOffline && !offline) online()
    wasOffline = offline
  })
  keepShown(queryClient)
}

/**
 * Restores `owner`'s queue after the device's copy is restored into `queryClient`: its changes
 * are shown again over the copy, and sent once online. Called again for another owner, it
 * follows them (a queue belongs to the person who made it).
 */
export async function startWriteReplay(
  queryClient: QueryClient,
  using: WriteSender,
  next: string,
): Promise<void> {
  follow(queryClient)
  client = queryClient
  sender = using
  let kept: WriteQueue<EventWrite> = []
  try {
    kept = (await get<WriteQueue<EventWrite>>(queueKey(next), cacheStore())) ?? []
  } catch {
    // No IndexedDB: nothing was kept either.
  }
  // The same owner: writes queued since the page opened follow those kept before.
  const since = next === owner ? queue.filter((q) => !kept.some((k) => k.id === q.id)) : []
  owner = next
  setQueue([...kept, ...since])
  dropPending(queryClient, using)
  reapply(queryClient, using)
  schedule()
}
