import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PersistedClient } from '@tanstack/react-query-persist-client'

// The schedule of the copy's writes, not IndexedDB (offline.spec.ts reads the copy a real
// Chromium wrote): idb-keyval's set is recorded instead of stored.
const written: unknown[] = []
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  set: async (_key: string, value: unknown) => {
    written.push(value)
  },
  get: async () => undefined,
  del: async () => {},
  clear: async () => {},
  keys: async () => [],
}))
const { devicePersister } = await import('./device-cache')

const client = (at: number): PersistedClient => ({
  timestamp: at,
  buster: '1',
  clientState: {
    mutations: [],
    queries: [
      {
        queryKey: ['events'],
        queryHash: '["events"]',
        dehydratedAt: at,
        state: { dataUpdatedAt: at } as never,
      },
    ],
  },
})

describe('devicePersister', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    written.length = 0
  })
  afterEach(() => vi.useRealTimers())

  it('writes the latest state a second after the first change, once', async () => {
    const persister = devicePersister('shared')
    await persister.persistClient(client(1))
    await persister.persistClient(client(2))
    await vi.advanceTimersByTimeAsync(999)
    expect(written).toEqual([])
    await vi.advanceTimersByTimeAsync(10)
    expect(written).toEqual([client(2)])
    await vi.advanceTimersByTimeAsync(5000)
    expect(written).toHaveLength(1)
  })

  it('puts a write off while the page is busy, and writes once it is not', async () => {
    let busy = true
    const persister = devicePersister('shared', () => busy)
    await persister.persistClient(client(1))
    await vi.advanceTimersByTimeAsync(4000)
    expect(written).toEqual([])
    busy = false
    await vi.advanceTimersByTimeAsync(1010)
    expect(written).toEqual([client(1)])
  })

  it('writes anyway after ten seconds of a page that stays busy', async () => {
    const persister = devicePersister('shared', () => true)
    await persister.persistClient(client(1))
    await vi.advanceTimersByTimeAsync(9000)
    expect(written).toEqual([])
    await vi.advanceTimersByTimeAsync(3100)
    expect(written).toEqual([client(1)])
  })
})
