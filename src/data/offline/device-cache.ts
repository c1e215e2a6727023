// The device's copy of the query cache: TanStack's persister over IndexedDB with idb-keyval (the
// IndexedDB recipe of TanStack Query's persistQueryClient docs), one entry per person, and its
// removal at sign-out. Values are stored as IndexedDB's structured clones, not JSON: events hold
// Dates, which JSON would turn into strings.
import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval'
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client'
import { cacheKeyFor, ownerOfKey } from './persisted-queries'

/** Writes are at most this often: the whole copy is written each time, from the latest state. */
const WRITE_EVERY_MS = 1000
/** A write put off while the page is busy is made anyway after this long. */
const PUT_OFF_AT_MOST_MS = 10_000

/** Each kept query and the version of its answer: what a write would put on the device. */
const contentsOf = (client: PersistedClient): string =>
  [
    client.buster,
    ...client.clientState.queries.map((query) => `${query.queryHash}@${query.state.dataUpdatedAt}`),
  ].join('\n')

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 0)

/** A User Timing entry for the bench; a browser without the options form of measure() has none. */
function measure(name: string, start: number) {
  try {
    performance.measure(name, { start })
  } catch {
    // Nothing to record then.
  }
}

let store: UseStore | undefined
/** Opened on first use: importing this module (sign-out does) opens no database. The queue of
 * writes made offline is kept in it too (write-replay.ts), and goes with it at sign-out. */
export const cacheStore = () => (store ??= createStore('calendar-offline', 'query-cache'))

/**
 * Counts the forgettings of this page (sign-out): a write planned before one is dropped, so a
 * throttled write of the person who signed out cannot land after their copy was removed.
 */
let generation = 0

/**
 * The persister of `owner`'s copy: saves the latest state once a second (the cache changes many
 * times per read), restores it, removes it. A write is put off while `busy` (page-busy.ts: a
 * read under way, a click a moment ago), for at most PUT_OFF_AT_MOST_MS. Each write and restore
 * is measured (performance.measure 'offline-cache:write' / 'offline-cache:restore', read by
 * the bench).
 */
export function devicePersister(owner: string, busy: () => boolean = () => false): Persister {
  const key = cacheKeyFor(owner)
  const born = generation
  let latest: PersistedClient | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  /** When the planned write was first due; null while none is planned. */
  let due: number | null = null
  /** What the copy on the device holds: a write that would change nothing is not made. */
  let written = ''
  const write = async () => {
    timer = undefined
    if (due !== null && busy() && performance.now() - due < PUT_OFF_AT_MOST_MS) {
      plan()
      return
    }
    due = null
    const client = latest
    latest = undefined
    if (!client || born !== generation) return
    const holds = contentsOf(client)
    if (holds === written) return
    const start = performance.now()
    await set(key, client, cacheStore())
    measure('offline-cache:write', start)
    written = holds
  }
  // At most once a second, when the page is idle (IndexedDB's copy of the events is made on
  // the page's thread); a failed write (storage full, blocked) leaves the last copy, and the
  // next change tries again.
  const plan = () => {
    timer ??= setTimeout(() => whenIdle(() => void write().catch(() => {})), WRITE_EVERY_MS)
  }
  return {
    persistClient: (client) => {
      latest = client
      due ??= performance.now() + WRITE_EVERY_MS
      plan()
    },
    restoreClient: async () => {
      const start = performance.now()
      const client = await get<PersistedClient>(key, cacheStore())
      measure('offline-cache:restore', start)
      // Restored as it is on the device: the same queries, shown again, are not written again.
      written = client ? contentsOf(client) : ''
      return client
    },
    removeClient: () => del(key, cacheStore()),
  }
}

/** Removes every copy but `owner`'s: in private mode the device keeps one person's calendar. */
export async function forgetOtherOwners(owner: string): Promise<void> {
  const others = (await keys(cacheStore())).filter((key) => {
    const keyOwner = ownerOfKey(key)
    return keyOwner !== null && keyOwner !== owner
  })
  await Promise.all(others.map((key) => del(key, cacheStore())))
}

/** What else the page keeps of the person, dropped with their copy (write-replay.ts's queue). */
const forgetting = new Set<() => void>()

/** Calls `forget` at each 'Sign out', before the store is cleared. */
export function onForgetDeviceCache(forget: () => void): void {
  forgetting.add(forget)
}

/** Removes every copy from the device, and drops writes already planned: 'Sign out'. */
export async function forgetDeviceCache(): Promise<void> {
  generation += 1
  for (const forget of forgetting) forget()
  try {
    await clear(cacheStore())
  } catch {
    // No IndexedDB (blocked storage): nothing was kept either.
  }
}
