// A calendar shown or hidden this very moment: the checkbox's wish, before the cached list has
// it. TanStack Query tells its observers on a later task (its notifyManager's setTimeout), and
// the write waits for a cancelled read first, so without this the events would repaint a frame
// or more after the click (issue 27: a repaint within one frame budget). Set at the click,
// cleared when the write has settled (its optimistic change, or its rollback, is then in the
// cache). Module state: the sidebar sets it, every useCalendars reads it.
import { useSyncExternalStore } from 'react'

let overrides: ReadonlyMap<string, boolean> = new Map()
const listeners = new Set<() => void>()

const emit = () => {
  for (const listener of listeners) listener()
}

export function setShownOverride(id: string, shown: boolean): void {
  overrides = new Map(overrides).set(id, shown)
  emit()
}

export function clearShownOverride(id: string): void {
  if (!overrides.has(id)) return
  const next = new Map(overrides)
  next.delete(id)
  overrides = next
  emit()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useShownOverrides = (): ReadonlyMap<string, boolean> =>
  useSyncExternalStore(subscribe, () => overrides)
