import { describe, expect, it } from 'vitest'
import { ev } from '@/test/events'
import { local, zone } from '@/test/zone'
import { applyChange, inRange } from './event-change'

const week = { start: local(2026, 11, 15), end: local(2026, 11, 22) }
const a = ev('a', local(2026, 11, 16, 9), local(2026, 11, 16, 10))
const b = ev('b', local(2026, 11, 17, 9), local(2026, 11, 17, 10))
const c = ev('c', local(2026, 11, 18, 9), local(2026, 11, 18, 10))
const ids = (events: readonly { id: string }[]) => events.map((e) => e.id)

describe(`applyChange (${zone})`, () => {
  it('puts a new event in start order', () => {
    const n = ev('n', local(2026, 11, 17, 8), local(2026, 11, 17, 9))
    expect(ids(applyChange([a, b, c], week, { put: n }))).toEqual(['a', 'n', 'b', 'c'])
  })

  it('orders equal starts by id, as the read does', () => {
    const n = ev('aa', a.start, a.end)
    expect(ids(applyChange([a, b], week, { put: n }))).toEqual(['a', 'aa', 'b'])
  })

  it('moves a changed event to its new place', () => {
    const moved = { ...a, start: local(2026, 11, 19, 9), end: local(2026, 11, 19, 10) }
    const next = applyChange([a, b, c], week, { put: moved })
    expect(ids(next)).toEqual(['b', 'c', 'a'])
    expect(next[2]).toBe(moved)
  })

  it('drops an event moved out of the range, and takes one moved in', () => {
    const away = { ...b, start: local(2026, 11, 25, 9), end: local(2026, 11, 25, 10) }
    expect(ids(applyChange([a, b, c], week, { put: away }))).toEqual(['a', 'c'])
    const into = { ...away, start: local(2026, 11, 21, 23), end: local(2026, 11, 22, 1) }
    expect(ids(applyChange([a, c], week, { put: into }))).toEqual(['a', 'c', 'b'])
  })

  it('removes by id', () => {
    expect(ids(applyChange([a, b, c], week, { remove: 'b' }))).toEqual(['a', 'c'])
  })

  it('returns the same array when the range is not touched', () => {
    const events = [a, b]
    const elsewhere = ev('x', local(2026, 12, 1, 9), local(2026, 12, 1, 10))
    expect(applyChange(events, week, { put: elsewhere })).toBe(events)
    expect(applyChange(events, week, { remove: 'x' })).toBe(events)
  })

  it.each([
    ['ending at the start', local(2026, 11, 14, 23), local(2026, 11, 15), false],
    ['crossing the start', local(2026, 11, 14, 23), local(2026, 11, 15, 1), true],
    ['starting at the end', local(2026, 11, 22), local(2026, 11, 22, 1), false],
    ['zero length at the start', local(2026, 11, 15), local(2026, 11, 15), true],
    ['reversed, starting inside', local(2026, 11, 16, 9), local(2026, 11, 10), true],
    ['reversed, starting before', local(2026, 11, 14, 9), local(2026, 11, 10), false],
  ])('inRange: %s -> %s', (_, start, end, expected) => {
    expect(inRange(ev('e', start, end), week)).toBe(expected)
  })
})
