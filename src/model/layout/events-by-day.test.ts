import { addDays, addMinutes } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { eventsByDay } from './events-by-day'
import { compareEvents } from './compare-events'
import { VIEWS } from '../views'
import type { CalendarEvent } from '../types'

/** The rule written the slow, obvious way: filter every event for the day, then sort. */
function oracle(events: CalendarEvent[], day: Date): CalendarEvent[] {
  const dayStart = new Date(day.getFullYear(), day.getMonth(), day.getDate())
  const dayEnd = addDays(dayStart, 1)
  return events
    .filter((event) => {
      const end = Math.max(event.end.getTime(), event.start.getTime())
      return event.start < dayEnd && (end > dayStart.getTime() || event.start >= dayStart)
    })
    .sort(compareEvents)
}

/** A deterministic generator, so a failure is reproducible. */
function random(seed: number) {
  let s = seed
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}

// Events around a month grid: short, multi-day, reversed, zero-length, on midnights, and
// starting before or ending after the grid. Runs in every test time zone (DST months too).
function someEvents(seed: number, around: Date): CalendarEvent[] {
  const next = random(seed)
  return Array.from({ length: 600 }, (_, i) => {
    const start = addMinutes(around, Math.floor((next() - 0.5) * 60 * 24 * 50))
    const minutes = [0, -90, 30, 60 * 24, 60 * 24 * 9, Math.floor(next() * 600)][i % 6]!
    const onMidnight =
      i % 7 === 0 ? new Date(start.getFullYear(), start.getMonth(), start.getDate()) : start
    return {
      id: `e${i}`,
      title: `Event ${i}`,
      description: null,
      start: onMidnight,
      end: addMinutes(onMidnight, minutes),
      color: '#3b82f6',
      allDay: false,
    }
  })
}

describe('eventsByDay', () => {
  it.each([
    ['November 2026', new Date(2026, 10, 15)],
    ['March 2026 (DST in New York and London)', new Date(2026, 2, 15)],
    ['October 2026 (DST ends in Europe)', new Date(2026, 9, 15)],
  ])('gives every day of the %s grid what the obvious filter gives', (_name, date) => {
    const days = VIEWS.month.days(date)
    const events = someEvents(date.getMonth() + 1, date)
    const of = eventsByDay(events, days)
    for (const day of days) {
      expect(of(day).map((e) => e.id)).toEqual(oracle(events, day).map((e) => e.id))
    }
  })

  it('answers by local day, whatever the time of day asked, and nothing outside the days', () => {
    const day = new Date(2026, 10, 21)
    const event = {
      id: 'a',
      title: 'A',
      description: null,
      start: new Date(2026, 10, 21, 9),
      end: new Date(2026, 10, 21, 10),
      color: '#000',
      allDay: false,
    }
    const of = eventsByDay([event], [day])
    expect(of(new Date(2026, 10, 21, 18))).toEqual([event])
    expect(of(addDays(day, 1))).toEqual([])
  })
})
