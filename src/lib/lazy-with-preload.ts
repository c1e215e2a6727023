import { lazy, type ComponentType } from 'react'

/**
 * A component whose code is a chunk of its own (React.lazy), and `preload`, which fetches that
 * chunk ahead of its first render (once the first events are in). A failed preload is left to
 * the render, which asks again and reports it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return {
    Component: lazy(load),
    preload: () => void load().catch(() => undefined),
  }
}
