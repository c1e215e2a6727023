import { describe, expect, it } from 'vitest'
import { createStore } from './store'

describe('createStore', () => {
  it('holds its value until set, and tells each listener after a change', () => {
    const store = createStore(1)
    const heard: string[] = []
    store.subscribe(() => heard.push(`a ${store.get()}`))
    store.subscribe(() => heard.push(`b ${store.get()}`))
    expect(store.get()).toBe(1)
    store.set(2)
    expect(store.get()).toBe(2)
    expect(heard).toEqual(['a 2', 'b 2'])
  })

  it('tells no one when the value set is the one it holds', () => {
    const store = createStore('light')
    let heard = 0
    store.subscribe(() => heard++)
    store.set('light')
    expect(heard).toBe(0)
  })

  it('compares with `equal` when given one', () => {
    const store = createStore({ n: 1 }, (a, b) => a.n === b.n)
    const first = store.get()
    let heard = 0
    store.subscribe(() => heard++)
    store.set({ n: 1 })
    expect(store.get()).toBe(first)
    store.set({ n: 2 })
    expect(store.get()).toEqual({ n: 2 })
    expect(heard).toBe(1)
  })

  it('stops telling a listener once it unsubscribes', () => {
    const store = createStore(0)
    let heard = 0
    const stop = store.subscribe(() => heard++)
    store.set(1)
    stop()
    store.set(2)
    expect(heard).toBe(1)
  })
})
