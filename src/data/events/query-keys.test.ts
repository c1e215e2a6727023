import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ev } from '@/test/events'
import { local } from '@/test/zone'
import { eventKeys, isRangeKey, rangeOfKey, searchKeys, updateRangeCaches } from './query-keys'

const week = { start: local(2026, 11, 15), end: local(2026, 11, 22) }
const nextWeek = { start: local(2026, 11, 22), end: local(2026, 11, 29) }
const standup = ev('s1', local(2026, 11, 16, 9), local(2026, 11, 16, 10))

describe('query keys', () => {
  it('reads a range back from its key; only a range read has one', () => {
    const key = eventKeys.range(week)
    expect(isRangeKey(key)).toBe(true)
    expect(rangeOfKey(key)).toEqual(week)
    expect(isRangeKey(eventKeys.all)).toBe(false)
    expect(isRangeKey(eventKeys.writes)).toBe(false)
    expect(isRangeKey(searchKeys.query(['a', 'b', 'c']))).toBe(false)
  })

  it('spells a search by its words, under the key that marks every search', () => {
    expect(searchKeys.query(['team', 'lunch'])).toEqual(['search', 'team lunch', ''])
    expect(searchKeys.query([]).slice(0, 1)).toEqual(searchKeys.all)
  })
})

describe('updateRangeCaches', () => {
  const cached = () => {
    const client = new QueryClient()
    client.setQueryData(eventKeys.range(week), [standup])
    client.setQueryData(eventKeys.range(nextWeek), [])
    return client
  }

  it('sets what the update changed in each range, and leaves the rest as it was', () => {
    const client = cached()
    const empty = client.getQueryData(eventKeys.range(nextWeek))
    const seen: number[] = []
    updateRangeCaches(client, (events, range) => {
      seen.push(range.start.getTime())
      return range.start.getTime() === week.start.getTime() ? [] : events
    })
    expect(seen.sort()).toEqual([week.start.getTime(), nextWeek.start.getTime()])
    expect(client.getQueryData(eventKeys.range(week))).toEqual([])
    expect(client.getQueryData(eventKeys.range(nextWeek))).toBe(empty)
  })

  it("sets nothing when a range answers 'reread', and marks every range stale", () => {
    const client = cached()
    updateRangeCaches(client, (_events, range) =>
      range.start.getTime() === nextWeek.start.getTime() ? 'reread' : [],
    )
    expect(client.getQueryData(eventKeys.range(week))).toEqual([standup])
    expect(client.getQueryState(eventKeys.range(week))?.isInvalidated).toBe(true)
    expect(client.getQueryState(eventKeys.range(nextWeek))?.isInvalidated).toBe(true)
  })
})
