// Fire times name zones explicitly, so each answer is the same in whichever zone the test runs
// (scripts/test.mjs runs it in five); the expectations are UTC instants, written by hand.
import { describe, expect, it } from 'vitest'
import { endsAt, fireTime, startsAt } from './fire-time'
import { before, onDay } from './reminder'
import { zone } from '@/test/zone'

const NY = 'America/New_York'
const LONDON = 'Europe/London'
const LORD_HOWE = 'Australia/Lord_Howe'
const KOLKATA = 'Asia/Kolkata'
const at = (iso: string) => Date.parse(iso)
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const timed = (start: string, end = start) => ({ start: at(start), end: at(end), allDay: false })
/** An all-day event on `first` (yyyy-mm-dd) for `days` days, as stored (UTC midnights). */
const allDay = (first: string, days = 1) => {
  const start = at(`${first}T00:00:00Z`)
  return { start, end: start + days * 86_400_000, allDay: true }
}

describe(`fire times (run in ${zone})`, () => {
  it('counts minutes before a timed event', () => {
    const event = timed('2026-06-10T14:00:00Z', '2026-06-10T15:00:00Z')
    expect(iso(fireTime(before(0), event, NY))).toBe('2026-06-10T14:00:00.000Z')
    expect(iso(fireTime(before(10), event, NY))).toBe('2026-06-10T13:50:00.000Z')
    expect(iso(fireTime(before(10080), event, KOLKATA))).toBe('2026-06-03T14:00:00.000Z')
  })

  it("counts '1 day before' as 1,440 real minutes across every 2026 change", () => {
    // The wall clock of the reminder is an hour (Lord Howe: half an hour) off the event's.
    const cases: [string, string][] = [
      // New York, spring forward: Mar 8 10:00 EDT; Mar 7 09:00 EST.
      ['2026-03-08T14:00:00Z', '2026-03-07T14:00:00.000Z'],
      // New York, fall back: Nov 1 10:00 EST; Oct 31 11:00 EDT.
      ['2026-11-01T15:00:00Z', '2026-10-31T15:00:00.000Z'],
      // London: Mar 29 10:00 BST; Mar 28 09:00 GMT. Oct 25 10:00 GMT; Oct 24 11:00 BST.
      ['2026-03-29T09:00:00Z', '2026-03-28T09:00:00.000Z'],
      ['2026-10-25T10:00:00Z', '2026-10-24T10:00:00.000Z'],
      // Lord Howe: Apr 5 10:00 (+10:30); Apr 4 10:30 (+11). Oct 4 10:00 (+11); Oct 3 09:30.
      ['2026-04-04T23:30:00Z', '2026-04-03T23:30:00.000Z'],
      ['2026-10-03T23:00:00Z', '2026-10-02T23:00:00.000Z'],
    ]
    for (const [start, expected] of cases) {
      expect(iso(fireTime(before(1440), timed(start), NY))).toBe(expected)
    }
  })

  it('counts real minutes across the night of a change', () => {
    // 3:15 AM EDT on Mar 8 in New York; 30 minutes before is 1:45 AM EST.
    expect(iso(fireTime(before(30), timed('2026-03-08T07:15:00Z'), NY))).toBe(
      '2026-03-08T06:45:00.000Z',
    )
    // 1:15 AM GMT (the second 1:15) on Oct 25 in London; 30 minutes before is 1:45 BST.
    expect(iso(fireTime(before(30), timed('2026-10-25T01:15:00Z'), LONDON))).toBe(
      '2026-10-25T00:45:00.000Z',
    )
  })

  it('fires an all-day reminder at 9:00 the day before in the display zone', () => {
    const monday = allDay('2026-03-09')
    expect(iso(fireTime(onDay(1), monday, NY))).toBe('2026-03-08T13:00:00.000Z') // EDT
    expect(iso(fireTime(onDay(1), monday, LONDON))).toBe('2026-03-08T09:00:00.000Z')
    expect(iso(fireTime(onDay(1), monday, KOLKATA))).toBe('2026-03-08T03:30:00.000Z')
    expect(iso(fireTime(onDay(1), monday, LORD_HOWE))).toBe('2026-03-07T22:00:00.000Z')
    expect(iso(fireTime(onDay(1), monday, 'UTC'))).toBe('2026-03-08T09:00:00.000Z')
    expect(iso(fireTime(onDay(0), monday, NY))).toBe('2026-03-09T13:00:00.000Z')
    expect(iso(fireTime(onDay(7), monday, NY))).toBe('2026-03-02T14:00:00.000Z') // EST
  })

  it('keeps 9:00 local on the days the clocks change', () => {
    // The day before is the change's day (or the day after it) in each zone.
    expect(iso(fireTime(onDay(1), allDay('2026-11-02'), NY))).toBe('2026-11-01T14:00:00.000Z')
    expect(iso(fireTime(onDay(1), allDay('2026-03-30'), LONDON))).toBe('2026-03-29T08:00:00.000Z')
    expect(iso(fireTime(onDay(1), allDay('2026-10-26'), LONDON))).toBe('2026-10-25T09:00:00.000Z')
    expect(iso(fireTime(onDay(1), allDay('2026-04-06'), LORD_HOWE))).toBe(
      '2026-04-04T22:30:00.000Z',
    )
    expect(iso(fireTime(onDay(1), allDay('2026-10-05'), LORD_HOWE))).toBe(
      '2026-10-03T22:00:00.000Z',
    )
    // Across a month's start: the day before March 1st is February 28th.
    expect(iso(fireTime(onDay(1), allDay('2026-03-01'), 'UTC'))).toBe('2026-02-28T09:00:00.000Z')
  })

  it('resolves a wall time in a gap as zone-clock does, and a repeated one as its first', () => {
    // 2:30 AM on Mar 8 in New York does not exist: 3:30 AM EDT.
    expect(iso(fireTime(onDay(0, 150), allDay('2026-03-08'), NY))).toBe('2026-03-08T07:30:00.000Z')
    // 1:30 AM on Mar 29 in London: 2:30 AM BST.
    expect(iso(fireTime(onDay(0, 90), allDay('2026-03-29'), LONDON))).toBe(
      '2026-03-29T01:30:00.000Z',
    )
    // 2:15 AM on Oct 4 at Lord Howe (2:00 -> 2:30): 2:45 AM (+11).
    expect(iso(fireTime(onDay(0, 135), allDay('2026-10-04'), LORD_HOWE))).toBe(
      '2026-10-03T15:45:00.000Z',
    )
    // 1:30 AM on Nov 1 in New York happens twice: the first, EDT.
    expect(iso(fireTime(onDay(0, 90), allDay('2026-11-01'), NY))).toBe('2026-11-01T05:30:00.000Z')
  })

  it('gives no time for a reminder that does not fit the event', () => {
    expect(fireTime(onDay(1), timed('2026-06-10T14:00:00Z'), NY)).toBeNull()
    expect(fireTime(before(10), allDay('2026-06-10'), NY)).toBeNull()
  })

  it("reads an all-day event's start and end as the zone's midnights", () => {
    const event = allDay('2026-03-07', 2) // Mar 7 and 8: ends at 00:00 EDT on Mar 9
    expect(iso(startsAt(event, NY))).toBe('2026-03-07T05:00:00.000Z')
    expect(iso(endsAt(event, NY))).toBe('2026-03-09T04:00:00.000Z')
    const meeting = timed('2026-06-10T14:00:00Z', '2026-06-10T15:00:00Z')
    expect(iso(startsAt(meeting, NY))).toBe('2026-06-10T14:00:00.000Z')
    expect(iso(endsAt(meeting, NY))).toBe('2026-06-10T15:00:00.000Z')
  })
})
