import { describe, expect, it } from 'vitest'
import { eventsByDay } from './events-by-day'
import { ev } from '@/test/events'
import { local, zone } from '@/test/zone'

const day = local(2026, 11, 21)
const ids = (events: ReturnType<typeof ev>[], on = day) =>
  eventsByDay(events, [on])(on).map((e) => e.id)

describe(`eventsByDay, one day (${zone})`, () => {
  it.each([
    ['inside the day', [ev('a', local(2026, 11, 21, 9), local(2026, 11, 21, 10))], ['a']],
    ['on another day', [ev('a', local(2026, 11, 22, 9), local(2026, 11, 22, 10))], []],
    ['from the evening before', [ev('a', local(2026, 11, 20, 22), local(2026, 11, 21, 2))], ['a']],
    [
      'ending exactly at midnight before',
      [ev('a', local(2026, 11, 20, 22), local(2026, 11, 21))],
      [],
    ],
    [
      'starting exactly at the next midnight',
      [ev('a', local(2026, 11, 22), local(2026, 11, 22, 1))],
      [],
    ],
    ['across the whole day', [ev('a', local(2026, 11, 20, 8), local(2026, 11, 23, 8))], ['a']],
    ['zero length at midnight', [ev('a', local(2026, 11, 21), local(2026, 11, 21))], ['a']],
    [
      'reversed: only on its start day',
      [ev('a', local(2026, 11, 21, 10), local(2026, 11, 20, 9))],
      ['a'],
    ],
  ])('%s', (_, events, expected) => {
    expect(ids(events)).toEqual(expected)
  })

  it('orders by start, then longer first, so continuing events come first', () => {
    const events = [
      ev('late', local(2026, 11, 21, 18), local(2026, 11, 21, 19)),
      ev('short', local(2026, 11, 21, 9), local(2026, 11, 21, 10)),
      ev('long', local(2026, 11, 21, 9), local(2026, 11, 21, 12)),
      ev('multi-day', local(2026, 11, 19, 9), local(2026, 11, 23, 9)),
    ]
    expect(ids(events)).toEqual(['multi-day', 'long', 'short', 'late'])
  })

  it('finds a multi-day event on every day it touches', () => {
    const events = [ev('trip', local(2026, 11, 20, 22), local(2026, 11, 23, 2))]
    const days = [19, 20, 21, 22, 23, 24].map((d) => ids(events, local(2026, 11, d)).length)
    expect(days).toEqual([0, 1, 1, 1, 1, 0])
  })

  it('uses local days on daylight-saving days', () => {
    const spring = [ev('a', local(2026, 3, 8, 23, 30), local(2026, 3, 9, 0, 30))]
    const fall = [ev('b', local(2026, 11, 1, 23), local(2026, 11, 1, 23, 59))]
    expect(ids(spring, local(2026, 3, 8))).toEqual(['a'])
    expect(ids(spring, local(2026, 3, 9))).toEqual(['a'])
    expect(ids(fall, local(2026, 11, 1))).toEqual(['b'])
    expect(ids(fall, local(2026, 11, 2))).toEqual([])
  })
})
