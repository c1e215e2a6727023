import { describe, expect, it } from 'vitest'
import { memoByEvents } from './memo-by-events'
import type { CalendarEvent } from '../types'

const event = (id: string): CalendarEvent => ({
  id,
  title: id,
  description: null,
  start: new Date(2026, 10, 2, 9),
  end: new Date(2026, 10, 2, 10),
  color: '#3b82f6',
  allDay: false,
})
const week = (day: number) => Array.from({ length: 7 }, (_, i) => new Date(2026, 10, day + i))

describe('memoByEvents', () => {
  it('lays out once per events array and days, the days compared by value', () => {
    let runs = 0
    const layout = memoByEvents((events, days) => ({
      n: events.length,
      days: days.length,
      run: ++runs,
    }))
    const events = [event('a')]
    const first = layout(events, week(1))
    // Other Date objects of the same days, as the view's own days are after a prefetch.
    expect(layout(events, week(1))).toBe(first)
    expect(runs).toBe(1)
    expect(layout(events, week(8))).not.toBe(first)
    expect(layout(events, week(1).slice(0, 1))).not.toBe(first)
    expect(runs).toBe(3)
  })

  it('lays out a new events array anew (a write makes one)', () => {
    const layout = memoByEvents((events) => events.map((e) => e.id))
    const events = [event('a')]
    expect(layout(events, week(1))).toEqual(['a'])
    expect(layout([...events, event('b')], week(1))).toEqual(['a', 'b'])
  })
})
