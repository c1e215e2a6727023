import { createElement, lazy, type ComponentProps, type ComponentType } from 'react'

/**
 * A component whose code is a chunk of its own (React.lazy), and `preload`, which fetches that
 * chunk ahead of its first render (once the first events are in). A failed preload is left to
 * the render, which asks again and reports it. Once the chunk is in, the component renders it
 * directly: React.lazy suspends on its first render even when the chunk has long arrived, and
 * the views and the dialog would show a frame of nothing when first opened.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: T | undefined
  const remember = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  const Lazy = lazy(remember)
  const Component = (props: ComponentProps<T>) =>
    createElement(loaded ?? (Lazy as unknown as T), props)
  return { Component, preload: () => void remember().catch(() => undefined) }
}
