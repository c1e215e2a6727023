// The display time zone as the data layer and the components read it: the 'Time zone' setting,
// or null when the times shown are the device's own (no setting, or the device's zone chosen).
// Every mapping between instants and display times (model/time/display-time.ts) takes this
// value; null makes each of them the identity.
//
// A value of its own, fed by the settings store (follow-display-zone.ts), rather than a read of
// that store: the store reads the page (private mode, localStorage), and the data layer's logic
// tests run in Node without one; there the zone is the device's unless a test sets it.
import { useSyncExternalStore } from 'react'
import { deviceZone } from '@/lib/device-zone'
import { shownZoneOrNull, toDisplay } from '@/model/time/display-time'

let current: string | null = null
const listeners = new Set<() => void>()

/** The zone times are shown in when it is not the device's; else null. Read at each call. */
export const displayZone = (): string | null => current

/** Sets the setting's zone (null or the device's own: the device's); tells the listeners. */
export function setDisplayZone(zone: string | null): void {
  const next = shownZoneOrNull(zone)
  if (next === current) return
  current = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The same as displayZone, as a hook: components and queries follow a change at once. */
export const useDisplayZone = (): string | null =>
  useSyncExternalStore(subscribe, displayZone, displayZone)

/** The IANA zone times are shown in, the device's included: a new series' zone, a day count's. */
export const shownZone = (zone: string | null = displayZone()): string => zone ?? deviceZone()

/** 'Now' as a display time: what the today button, the now-line and new events start from. */
export const displayNow = (zone: string | null = displayZone()): Date => toDisplay(new Date(), zone)
