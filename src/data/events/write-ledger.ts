// What orders this tab's writes (use-event-writes.ts), one ledger per QueryClient: the versions
// its own updates made, what the writes since the last refetch touched, and what waits for them
// to be read back (live changes, live-subscription.ts). Kept with the cache it orders, so a
// test that makes a fresh QueryClient gets a fresh ledger.
import type { QueryClient } from '@tanstack/react-query'
import type { CalendarEvent } from '@/model/types'
import { eventKeys } from './query-keys'

/** What writes touched: their events, old and new places, or 'all' (a series changed). */
export type Touched = CalendarEvent[] | 'all'

export interface WriteLedger {
  /** An id shown for a created event until the refetch brings its real one. */
  pendingId(): string
  /**
   * The version to make an update of `id` conditional on, given the one it is shown with: a
   * write is made from the event as shown, whose version is the one before any of this tab's
   * writes still being read back (two quick key moves, a move and its Undo); those writes did
   * not change it elsewhere, so the update goes to the version they left instead of
   * conflicting with them.
   */
  versionFor(id: string, shown: string | undefined): string | undefined
  /** An update of `id` conditional on `sent` left the row at `next`. */
  recordVersion(id: string, sent: string | undefined, next: string | undefined): void
  /**
   * A write settled, touching `touched` (nothing if the server refused it). While other writes
   * are in flight, what it touched waits for the last of them: undefined. The last one gets
   * everything the writes since the last refetch touched, to read back.
   */
  settle(touched: Touched): Touched | undefined
  /**
   * Runs `run` now, or once the writes in flight are read back (readBack): a live change that
   * arrives meanwhile is often the echo of one of them, and applied over its optimistic change
   * it would show an older place (the first of two quick moves) or the created event twice
   * (its real id beside its pending one). Applied afterwards, in the order they came, the last
   * change of each event is the newest.
   */
  whenWritesSettle(run: () => void): void
  /** What the last write touched is read back: runs what waited, in order. */
  readBack(): void
}

/**
 * `writesInFlight` counts the writes not yet settled, the one settling included (TanStack Query
 * counts a mutation as pending until its onSettled is done).
 */
export function createWriteLedger(writesInFlight: () => number): WriteLedger {
  let pending = 0
  /**
   * `id version` -> the version after. Never pruned, not even once read back: the Undo of a
   * one-off move is made from the event as it was before the move, and it can only be clicked
   * after the move is read back (its toast shows then); a range not shown keeps its optimistic
   * copy, at the old version, until it is next read. Nothing here sees those go, so an entry
   * stays for the client's life (one per update this tab makes).
   */
  const ownVersions = new Map<string, string>()
  let unconfirmed: Touched = []
  let deferred: (() => void)[] = []

  return {
    pendingId: () => `pending-${++pending}`,
    versionFor(id, shown) {
      let latest = shown
      while (latest !== undefined && ownVersions.has(`${id} ${latest}`))
        latest = ownVersions.get(`${id} ${latest}`)
      return latest
    },
    recordVersion(id, sent, next) {
      if (sent !== undefined && next !== undefined) ownVersions.set(`${id} ${sent}`, next)
    },
    settle(touched) {
      const all = unconfirmed === 'all' || touched === 'all' ? 'all' : [...unconfirmed, ...touched]
      if (writesInFlight() > 1) {
        unconfirmed = all
        return undefined
      }
      unconfirmed = []
      return all
    },
    whenWritesSettle(run) {
      if (writesInFlight() === 0) run()
      else deferred.push(run)
    },
    readBack() {
      const waiting = deferred
      deferred = []
      for (const run of waiting) run()
    },
  }
}

const ledgers = new WeakMap<QueryClient, WriteLedger>()

/** The ledger of the writes made through this client (useEventWrites). */
export function writeLedgerFor(queryClient: QueryClient): WriteLedger {
  let ledger = ledgers.get(queryClient)
  if (!ledger) {
    ledger = createWriteLedger(() => queryClient.isMutating({ mutationKey: eventKeys.writes }))
    ledgers.set(queryClient, ledger)
  }
  return ledger
}

/** 'Sign out': the next person's writes start a fresh ledger, with none of these versions. */
export function forgetWriteLedger(queryClient: QueryClient): void {
  ledgers.delete(queryClient)
}
