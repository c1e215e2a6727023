import { describe, expect, it } from 'vitest'
import { local, zone } from '@/test/zone'
import { openingScrollTop } from './opening-scroll'
import { timeGridLayout } from './time-grid-layout'
import type { CalendarEvent } from '../types'

const ev = (id: string, start: Date, end: Date): CalendarEvent => ({
  id,
  title: id,
  description: null,
  start,
  end,
  color: '#3b82f6',
  allDay: false,
})

const opens = (events: CalendarEvent[], days: Date[]) =>
  openingScrollTop(timeGridLayout(events, days).columns)

const week = Array.from({ length: 7 }, (_, i) => local(2026, 11, 15 + i))

describe(`where the time grid opens (${zone})`, () => {
  it('an hour before the earliest timed event of the shown days, on its hour line', () => {
    const events = [
      ev('late', local(2026, 11, 16, 14), local(2026, 11, 16, 15)),
      ev('first', local(2026, 11, 18, 9, 30), local(2026, 11, 18, 10)),
    ]
    // 9:30 less an hour is 8:30; the 8 AM line, 8px above it for its label.
    expect(opens(events, week)).toBe(8 * 60 - 8)
  })

  it('the working morning, 8 AM, with no timed event', () => {
    expect(opens([], week)).toBe(8 * 60 - 8)
    const allDay = ev('trip', local(2026, 11, 16), local(2026, 11, 18))
    expect(opens([allDay], week)).toBe(8 * 60 - 8)
  })

  it('an early flight opens the grid early; one at 00:30 at the very top', () => {
    expect(opens([ev('f', local(2026, 11, 17, 5), local(2026, 11, 17, 7))], week)).toBe(4 * 60 - 8)
    expect(opens([ev('f', local(2026, 11, 17, 0, 30), local(2026, 11, 17, 2))], week)).toBe(0)
  })

  it('an event running on from the day before does not count; events outside the days neither', () => {
    const redEye = ev('red-eye', local(2026, 11, 16, 22), local(2026, 11, 17, 6))
    const day = [local(2026, 11, 17)]
    expect(opens([redEye], day)).toBe(8 * 60 - 8)
    const standup = ev('standup', local(2026, 11, 17, 10), local(2026, 11, 17, 10, 15))
    expect(opens([redEye, standup], day)).toBe(9 * 60 - 8)
    expect(opens([standup], [local(2026, 11, 18)])).toBe(8 * 60 - 8)
  })

  it('on a clock-change day, by the wall clock of the event', () => {
    const day = [local(2026, 3, 8)]
    const e = ev('e', local(2026, 3, 8, 7), local(2026, 3, 8, 8))
    expect(opens([e], day)).toBe(6 * 60 - 8)
  })
})
