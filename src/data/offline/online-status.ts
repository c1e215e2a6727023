// Whether the calendar is offline (docs/decisions.md, "Offline"): the device says it has no
// network, or reads fail for want of one. In the first load, for the header's quiet badge; what
// sets it (connectivity.ts) loads on demand beside the first read.
import { useSyncExternalStore } from 'react'
import { createStore } from '@/lib/store'

export const offlineStore = createStore(
  typeof navigator !== 'undefined' && navigator.onLine === false,
)

/** True while offline; renders again when that changes. */
export const useOffline = (): boolean =>
  useSyncExternalStore(offlineStore.subscribe, offlineStore.get)

/** How many changes made offline wait to be sent (write-replay.ts keeps it). */
export const waitingStore = createStore(0)

/** The badge's words (decisions.md, "Offline"): 'Offline', or how many changes wait. */
export const offlineLabel = (waiting: number): string =>
  waiting === 0 ? 'Offline' : `Offline · ${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting`

/** The toast once the changes made offline are sent: 'N changes saved'. */
export const savedLabel = (saved: number): string =>
  `${saved} ${saved === 1 ? 'change' : 'changes'} saved`

/** How many changes wait; renders again when that changes. */
export const useWaitingChanges = (): number =>
  useSyncExternalStore(waitingStore.subscribe, waitingStore.get)
