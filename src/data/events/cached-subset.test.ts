// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { ev } from '@/test/events'
import { local } from '@/test/zone'
import { cachedSubset } from './cached-subset'
import { eventKeys } from './query-keys'

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone

// November 2026's month grid (Sunday Nov 1 .. Sunday Dec 13) holds the week of Nov 15.
const month = { start: local(2026, 11, 1), end: local(2026, 12, 13) }
const week = { start: local(2026, 11, 15), end: local(2026, 11, 22) }
const events = [
  ev('before', local(2026, 11, 10, 9), local(2026, 11, 10, 10)),
  ev('across', local(2026, 11, 14, 22), local(2026, 11, 15, 2)),
  ev('inside', local(2026, 11, 18, 9), local(2026, 11, 18, 10)),
  ev('reversed', local(2026, 11, 21, 23), local(2026, 11, 21, 22)),
  ev('edge', local(2026, 11, 22), local(2026, 11, 22, 1)),
]

let client: QueryClient
beforeEach(() => {
  client = new QueryClient()
})

describe(`cachedSubset (${zone})`, () => {
  it("gives a contained range's events from the holding range, in its order", () => {
    client.setQueryData(eventKeys.range(month), events)
    const subset = cachedSubset(client, week)
    expect(subset?.events.map((e) => e.id)).toEqual(['across', 'inside', 'reversed'])
    expect(subset?.updatedAt).toBe(client.getQueryState(eventKeys.range(month))!.dataUpdatedAt)
  })

  it('gives the same array for the same read, a new one once the read changes', () => {
    client.setQueryData(eventKeys.range(month), events)
    const first = cachedSubset(client, week)?.events
    // The same array: a layout worked out ahead for it (memo-by-events.ts) is found again.
    expect(cachedSubset(client, week)?.events).toBe(first)
    client.setQueryData(eventKeys.range(month), events.slice(1))
    const after = cachedSubset(client, week)?.events
    expect(after).not.toBe(first)
    expect(after?.map((e) => e.id)).toEqual(['across', 'inside', 'reversed'])
  })

  it('gives nothing for a range reaching past every cached one', () => {
    client.setQueryData(eventKeys.range(week), events)
    expect(cachedSubset(client, month)).toBeUndefined()
    expect(cachedSubset(client, { start: local(2026, 11, 30), end: local(2026, 12, 20) })).toBe(
      undefined,
    )
  })

  it('ignores an invalidated range (a write or a reconnect asked for it again)', async () => {
    client.setQueryData(eventKeys.range(month), events)
    await client.invalidateQueries({ queryKey: eventKeys.range(month), refetchType: 'none' })
    expect(cachedSubset(client, week)).toBeUndefined()
  })

  it('keeps a read whose read again failed for want of a network, not one the server refused', async () => {
    client.setQueryData(eventKeys.range(month), events)
    const fail = (error: unknown) =>
      client
        .fetchQuery({
          queryKey: eventKeys.range(month),
          queryFn: () => Promise.reject(error),
          retry: false,
        })
        .catch(() => undefined)
    // What fetch throws offline: the kept month still gives its week.
    await fail(new TypeError('Failed to fetch'))
    expect(client.getQueryState(eventKeys.range(month))!.status).toBe('error')
    expect(cachedSubset(client, week)?.events.map((e) => e.id)).toEqual([
      'across',
      'inside',
      'reversed',
    ])
    // A refusal (PostgREST's error for a dropped table): not a stand-in for the week.
    await fail({ code: '42P01', message: 'relation "public.events" does not exist' })
    expect(cachedSubset(client, week)).toBeUndefined()
  })
})
