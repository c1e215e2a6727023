import { describe, expect, it } from 'vitest'
import { formRange, initialFormTimes, withDate } from './form-times'
import { allDay, ev } from '@/test/events'
import { local, zone } from '@/test/zone'

const now = local(2026, 11, 22, 14, 37)

describe(`form times (${zone})`, () => {
  it('opens a timed event with its local wall times', () => {
    const event = ev('e', local(2026, 11, 21, 9, 5), local(2026, 11, 21, 9, 35))
    expect(initialFormTimes(event, undefined, now)).toEqual({
      start: '2026-11-21T09:05',
      end: '2026-11-21T09:35',
      allDay: false,
    })
  })

  it('opens an all-day event with its first and last day, and the default hour', () => {
    const event = allDay('a', local(2026, 11, 5), local(2026, 11, 7))
    expect(initialFormTimes(event, undefined, now)).toEqual({
      start: '2026-11-05T14:00',
      end: '2026-11-07T15:00',
      allDay: true,
    })
  })

  it('opens New Event at the default date and hour, one hour long', () => {
    expect(initialFormTimes(undefined, local(2026, 11, 24, 9), now)).toEqual({
      start: '2026-11-24T09:00',
      end: '2026-11-24T10:00',
      allDay: false,
    })
  })

  it('changes a date and keeps the time', () => {
    expect(withDate('2026-11-24T09:30', '2026-12-01')).toBe('2026-12-01T09:30')
    expect(withDate('', '2026-12-01')).toBe('2026-12-01T00:00')
    // A cleared date input keeps the time for the next date typed.
    expect(withDate(withDate('2026-11-24T09:30', ''), '2026-12-02')).toBe('2026-12-02T09:30')
  })

  it.each([
    [
      { start: '2026-11-05T14:00', end: '2026-11-07T15:00', allDay: true },
      local(2026, 11, 5),
      local(2026, 11, 8),
    ],
    [
      { start: '2026-11-05T14:00', end: '2026-11-05T15:00', allDay: true },
      local(2026, 11, 5),
      local(2026, 11, 6),
    ],
    // New York springs forward on March 8: the day is still one date, midnight to midnight.
    [
      { start: '2026-03-08T10:00', end: '2026-03-08T11:00', allDay: true },
      local(2026, 3, 8),
      local(2026, 3, 9),
    ],
    [
      { start: '2026-11-05T14:00', end: '2026-11-05T15:30', allDay: false },
      local(2026, 11, 5, 14),
      local(2026, 11, 5, 15, 30),
    ],
  ])('%j is %s to %s', (times, start, end) => {
    expect(formRange(times)).toEqual({ start, end })
  })

  it.each([
    { start: '', end: '2026-11-05T15:00', allDay: true },
    { start: '2026-11-05T14:00', end: '', allDay: false },
    { start: '2026-13-05T14:00', end: '2026-11-05T15:00', allDay: true },
  ])('an incomplete field gives nothing: %j', (times) => {
    expect(formRange(times)).toBeUndefined()
  })
})
