import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '../types'
import { applyCalendars } from './apply-calendars'
import type { Calendar } from './calendar'

const calendar = (id: string, shown = true, color = '#3b82f6'): Calendar => ({
  id,
  name: id,
  color,
  shown,
  position: 0,
})

const event = (id: string, calendarId?: string, follows = false, color = '#ef4444') =>
  ({
    id,
    title: id,
    description: null,
    start: new Date(Date.UTC(2026, 10, 2, 10)),
    end: new Date(Date.UTC(2026, 10, 2, 11)),
    color,
    allDay: false,
    ...(calendarId ? { calendarId } : {}),
    ...(follows ? { followsCalendarColor: true } : {}),
  }) satisfies CalendarEvent

describe('applyCalendars', () => {
  it('returns the same array when there are no calendars (a database before them)', () => {
    const events = [event('a', 'work')]
    expect(applyCalendars(events, [])).toBe(events)
  })

  it('returns the same array when every calendar is shown and every colour is right', () => {
    const events = [event('a', 'work'), event('b', 'home', true, '#10b981'), event('c')]
    expect(applyCalendars(events, [calendar('work'), calendar('home', true, '#10b981')])).toBe(
      events,
    )
  })

  it("leaves out a hidden calendar's events and keeps the order", () => {
    const events = [event('a', 'work'), event('b', 'home'), event('c', 'work'), event('d')]
    const shown = applyCalendars(events, [calendar('work', false), calendar('home')])
    expect(shown.map((e) => e.id)).toEqual(['b', 'd'])
  })

  it("gives an event without its own colour its calendar's, and keeps an own colour", () => {
    const follows = event('a', 'home', true, '#3b82f6')
    const own = event('b', 'home', false, '#ef4444')
    const shown = applyCalendars([follows, own], [calendar('home', true, '#8b5cf6')])
    expect(shown.map((e) => e.color)).toEqual(['#8b5cf6', '#ef4444'])
    expect(shown[1]).toBe(own)
    expect(follows.color).toBe('#3b82f6') // the input is not changed
  })

  it('keeps an event whose calendar is not in the list yet', () => {
    const events = [event('a', 'unknown'), event('b', 'work')]
    expect(applyCalendars(events, [calendar('work', false)]).map((e) => e.id)).toEqual(['a'])
  })

  // Its speed is measured by npm run bench (calendar-toggle-bench.mjs), not here: a timed unit
  // test fails on a busy machine and proves nothing on a quiet one.
  it('hides and shows a year of 50,000 events, all of them and only them', () => {
    const calendars = [calendar('work'), calendar('home', true, '#10b981'), calendar('gym')]
    const events = Array.from({ length: 50_000 }, (_, i) =>
      event(String(i), calendars[i % 3]!.id, i % 2 === 0),
    )
    const hidden = calendars.map((c) => (c.id === 'gym' ? { ...c, shown: false } : c))
    const shown = applyCalendars(events, hidden)
    expect(shown).toHaveLength(50_000 - Math.ceil((50_000 - 2) / 3))
    expect(shown.some((e) => e.calendarId === 'gym')).toBe(false)
    expect(applyCalendars(shown, calendars)).toHaveLength(shown.length)
  })
})
