import { createElement, lazy, type ComponentProps, type ComponentType } from 'react'
import { retryingImport } from './retrying-import'

/** How to renew each lazy component whose chunk failed (retryFailedLoads). */
const failed = new Set<() => void>()

/** Renews the lazy components whose chunk failed, so that their next render fetches it again. */
export function retryFailedLoads() {
  for (const renew of failed) renew()
  failed.clear()
}

/**
 * A component whose code is a chunk of its own (React.lazy), the export `name` of the module
 * `load` imports, and `preload`, which fetches that chunk ahead of its first render (once the
 * first events are in). A failed preload is left to the render, which asks again and reports
 * it. Once the chunk is in, the component renders it directly: React.lazy suspends on its
 * first render even when the chunk has long arrived, and the views and the dialog would show a
 * frame of nothing when first opened.
 *
 * A chunk that fails to arrive (the server that served the app went away, the network dropped)
 * throws to the nearest LoadBoundary. React.lazy keeps that answer for good, so the boundary's
 * retry calls retryFailedLoads, which puts a fresh React.lazy in each failed one's place: its
 * next render fetches the chunk again, at a URL of its own where the browser keeps the failed
 * import (retryingImport). Not at once on failure: React renders once more after an error
 * before a boundary takes it, and a fresh lazy there would fetch again, and again.
 */
export function lazyWithPreload<
  K extends string = 'default',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
  M extends Record<K, ComponentType<any>> = Record<K, ComponentType<any>>,
>(load: () => Promise<M>, name: K = 'default' as K) {
  type T = M[K]
  let loaded: T | undefined
  const importChunk = retryingImport(load)
  const remember = () =>
    importChunk().then((module) => {
      loaded = module[name]
      return { default: loaded }
    })
  const fresh = () =>
    lazy(() =>
      remember().catch((error: unknown) => {
        failed.add(() => (Lazy = fresh()))
        throw error
      }),
    )
  let Lazy = fresh()
  const Component = (props: ComponentProps<T>) =>
    createElement(loaded ?? (Lazy as unknown as T), props)
  return { Component, preload: () => void remember().catch(() => undefined) }
}

/**
 * React.lazy for a part that is not fetched ahead (a banner, a dialog opened rarely): like
 * lazyWithPreload's component, a failed fetch is tried again on a LoadBoundary's retry, where
 * React.lazy's own would fail for good.
 */
export const lazyPart = <
  K extends string = 'default',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
  M extends Record<K, ComponentType<any>> = Record<K, ComponentType<any>>,
>(
  load: () => Promise<M>,
  name?: K,
) => lazyWithPreload<K, M>(load, name).Component
