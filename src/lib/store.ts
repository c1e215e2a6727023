// A value kept outside React, with the three things useSyncExternalStore needs:
// `useSyncExternalStore(store.subscribe, store.get)` renders again when it changes.

export interface Store<T> {
  /** The value now; the same value until it is set (a snapshot React can compare). */
  get: () => T
  /** Sets the value and tells every listener; a value `equal` to the current one tells no one. */
  set: (next: T) => void
  /** Calls `listener` after each change; returns the way to stop. */
  subscribe: (listener: () => void) => () => void
}

/** A store holding `initial`; `equal` says when a value set is no change (default Object.is). */
export function createStore<T>(
  initial: T,
  equal: (current: T, next: T) => boolean = Object.is,
): Store<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set: (next) => {
      if (equal(value, next)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
