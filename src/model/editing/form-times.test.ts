import { describe, expect, it } from 'vitest'
import { formRange, initialFormTimes, withDate, withStart } from './form-times'
import { allDay, ev } from '@/test/events'
import { local, zone } from '@/test/zone'
import { parseLocal } from '../time/parse-local'

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

describe(`End follows Start (${zone})`, () => {
  const timed = (start: string, end: string) => ({ start, end, allDay: false })

  it('moves End by as much as Start moved, keeping the length', () => {
    expect(withStart(timed('2026-11-24T09:00', '2026-11-24T10:30'), '2026-11-24T13:15')).toEqual(
      timed('2026-11-24T13:15', '2026-11-24T14:45'),
    )
    // A new date: End keeps its time and length, onto the next day when it ran past midnight.
    expect(withStart(timed('2026-11-24T23:00', '2026-11-25T01:00'), '2026-12-03T23:00')).toEqual(
      timed('2026-12-03T23:00', '2026-12-04T01:00'),
    )
  })

  it('keeps a reversed End reversed: the person set it, and it is not checked', () => {
    expect(withStart(timed('2026-11-24T10:00', '2026-11-24T09:00'), '2026-11-25T10:00')).toEqual(
      timed('2026-11-25T10:00', '2026-11-25T09:00'),
    )
  })

  it('leaves End alone while a field is incomplete', () => {
    expect(withStart(timed('2026-11-24T09:00', '2026-11-24T10:00'), '')).toEqual(
      timed('', '2026-11-24T10:00'),
    )
    // Start cleared, then typed again: no length to keep from the empty value.
    expect(withStart(timed('', '2026-11-24T10:00'), '2026-11-26T08:00')).toEqual(
      timed('2026-11-26T08:00', '2026-11-24T10:00'),
    )
    expect(withStart(timed('2026-11-24T09:00', ''), '2026-11-24T11:00')).toEqual(
      timed('2026-11-24T11:00', ''),
    )
  })

  it('keeps the real length across a daylight-saving change', () => {
    // Three hours from midnight, moved onto New York's November change (1 AM happens twice).
    const moved = withStart(timed('2026-10-24T00:00', '2026-10-24T03:00'), '2026-11-01T00:00')
    const hours = (t: { start: string; end: string }) =>
      (parseLocal(t.end)!.getTime() - parseLocal(t.start)!.getTime()) / 3_600_000
    expect(hours(moved)).toBe(3)
    // In New York the wall clock shows 2 AM (EDT midnight + 3 h = 2 AM EST); elsewhere 3 AM.
    expect(moved.end).toBe(zone === 'America/New_York' ? '2026-11-01T02:00' : '2026-11-01T03:00')
    // An hour at 9 AM is 9 to 10 on either side of the change, in every zone.
    expect(withStart(timed('2026-10-31T09:00', '2026-10-31T10:00'), '2026-11-01T09:00')).toEqual(
      timed('2026-11-01T09:00', '2026-11-01T10:00'),
    )
    // March: an hour from 1:30 AM ends at 3:30 AM in New York (2 AM is skipped).
    const spring = withStart(timed('2027-03-13T01:30', '2027-03-13T02:30'), '2027-03-14T01:30')
    expect(hours(spring)).toBe(1)
    expect(spring.end).toBe(zone === 'America/New_York' ? '2027-03-14T03:30' : '2027-03-14T02:30')
  })

  it('moves an all-day End by as many days as Start, keeping its hidden time', () => {
    const times = { start: '2026-11-24T09:00', end: '2026-11-26T10:00', allDay: true }
    expect(withStart(times, '2026-11-30T09:00')).toEqual({
      start: '2026-11-30T09:00',
      end: '2026-12-02T10:00',
      allDay: true,
    })
    // Across the daylight-saving change, still days: three days stay three days.
    expect(withStart(times, '2026-10-30T09:00').end).toBe('2026-11-01T10:00')
  })
})
