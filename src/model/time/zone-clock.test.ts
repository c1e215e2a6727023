// The zone clock against the platform's own reading, in every test zone: the answers depend on
// the zone named, never on the zone the test runs in.
import { tzOffset } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import {
  instantInZone,
  instantOfLocal,
  offsetThroughout,
  wallInZone,
  zoneOffset,
} from './zone-clock'
import { zone } from '@/test/zone'

const NY = 'America/New_York'
const wall = (year: number, month: number, day: number, hour = 0, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
})
const iso = (ms: number) => new Date(ms).toISOString()

describe(`zone clock (run in ${zone})`, () => {
  it('reads offsets east positive, on both sides of a change', () => {
    expect(zoneOffset('Asia/Kolkata', Date.UTC(2026, 10, 1))).toBe(5.5 * 3_600_000)
    expect(zoneOffset(NY, Date.UTC(2026, 10, 1, 5, 59))).toBe(-4 * 3_600_000)
    expect(zoneOffset(NY, Date.UTC(2026, 10, 1, 6, 0))).toBe(-5 * 3_600_000)
    expect(zoneOffset('Australia/Lord_Howe', Date.UTC(2026, 0, 1))).toBe(11 * 3_600_000)
    expect(zoneOffset('Australia/Lord_Howe', Date.UTC(2026, 6, 1))).toBe(10.5 * 3_600_000)
  })

  it('reads the wall clock of an instant in a zone', () => {
    expect(wallInZone(Date.UTC(2026, 9, 26, 13), NY)).toEqual(wall(2026, 10, 26, 9))
    expect(wallInZone(Date.UTC(2026, 9, 26, 13), 'Asia/Kolkata')).toEqual(
      wall(2026, 10, 26, 18, 30),
    )
    expect(wallInZone(Date.UTC(2026, 10, 1, 5, 30), NY)).toEqual(wall(2026, 11, 1, 1, 30))
    expect(wallInZone(Date.UTC(2026, 10, 1, 6, 30), NY)).toEqual(wall(2026, 11, 1, 1, 30))
  })

  it('places a wall time, away from and next to a change', () => {
    expect(iso(instantInZone(wall(2026, 10, 26, 9), NY))).toBe('2026-10-26T13:00:00.000Z')
    expect(iso(instantInZone(wall(2026, 11, 2, 9), NY))).toBe('2026-11-02T14:00:00.000Z')
    // The day of the change, after it: EST.
    expect(iso(instantInZone(wall(2026, 11, 1, 10), NY))).toBe('2026-11-01T15:00:00.000Z')
    expect(iso(instantInZone(wall(2026, 3, 8, 1, 59), NY))).toBe('2026-03-08T06:59:00.000Z')
    expect(iso(instantInZone(wall(2026, 3, 8, 3), NY))).toBe('2026-03-08T07:00:00.000Z')
    expect(iso(instantInZone(wall(2026, 10, 26, 18, 30), 'Asia/Kolkata'))).toBe(
      '2026-10-26T13:00:00.000Z',
    )
  })

  it('moves a skipped time forward by the gap and gives a repeated one its first instant', () => {
    // 2:30 AM on March 8, 2026 does not happen in New York: 3:30 AM EDT.
    expect(iso(instantInZone(wall(2026, 3, 8, 2, 30), NY))).toBe('2026-03-08T07:30:00.000Z')
    // 1:30 AM on November 1, 2026 happens twice: the first, EDT.
    expect(iso(instantInZone(wall(2026, 11, 1, 1, 30), NY))).toBe('2026-11-01T05:30:00.000Z')
    // Lord Howe moves by half an hour: 2:15 AM on October 4, 2026 is skipped (2:00 -> 2:30).
    expect(iso(instantInZone(wall(2026, 10, 4, 2, 15), 'Australia/Lord_Howe'))).toBe(
      '2026-10-03T15:45:00.000Z',
    )
  })

  it('takes overflowing days as Date.UTC does', () => {
    expect(iso(instantInZone(wall(2026, 10, 32, 9), NY))).toBe('2026-11-01T14:00:00.000Z')
  })

  it('agrees with Intl on every hour of 2026 in three zones', () => {
    for (const tz of [NY, 'Asia/Kolkata', 'Europe/London']) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
        const back = instantInZone(wallInZone(t, tz), tz)
        // Only a repeated hour's second instance reads back as its first.
        if (back !== t) expect(t - back).toBe(3_600_000)
      }
    }
  })

  it('reads the offset at every quarter hour as @date-fns/tz does, on change days too', () => {
    // The cache is per UTC day: these zones change by 30 minutes (Lord Howe), at 2:45 AM
    // (Chatham), on either side of UTC midnight, and by a whole day (Samoa, end of 2011).
    const spans: [string, number, number][] = [
      ['Australia/Lord_Howe', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)],
      ['Pacific/Chatham', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)],
      [NY, Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)],
      ['Pacific/Apia', Date.UTC(2011, 11, 27), Date.UTC(2012, 0, 2)],
    ]
    for (const [tz, from, to] of spans) {
      for (let t = from; t < to; t += 900_000) {
        if (zoneOffset(tz, t) !== tzOffset(tz, new Date(t)) * 60_000) {
          expect({ tz, at: iso(t), offset: zoneOffset(tz, t) }).toEqual({
            tz,
            at: iso(t),
            offset: tzOffset(tz, new Date(t)) * 60_000,
          })
        }
      }
    }
  })
})

describe('offsetThroughout', () => {
  const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 86_400_000

  it('is the offset of a span the zone does not change in, and null across a change', () => {
    expect(offsetThroughout('UTC', day(2026, 1, 1), day(2026, 12, 31))).toBe(0)
    expect(offsetThroughout('Asia/Kolkata', day(2026, 1, 1), day(2026, 12, 31))).toBe(19_800_000)
    expect(offsetThroughout(NY, day(2026, 11, 2), day(2027, 3, 7))).toBe(-5 * 3_600_000)
    // New York's change on 8 March 2026 falls on the span's last day, then on its first.
    expect(offsetThroughout(NY, day(2026, 1, 1), day(2026, 3, 8))).toBeNull()
    expect(offsetThroughout(NY, day(2026, 3, 8), day(2026, 6, 1))).toBeNull()
    expect(offsetThroughout('Australia/Lord_Howe', day(2026, 1, 1), day(2026, 12, 31))).toBeNull()
  })

  it('does not look at a span longer than a few years (a walk to the end of time)', () => {
    expect(offsetThroughout('UTC', day(2026, 1, 1), day(2027, 12, 31))).toBe(0)
    // 8.64e15 ms is the last Date: 100 million days, a lookup each, would hang the page.
    expect(offsetThroughout('UTC', day(2026, 1, 1), 8.64e15 / 86_400_000)).toBeNull()
  })

  it('places each wall time of a span as instantOfLocal does', () => {
    // Kolkata has no change; New York's span is a day clear of its changes each way.
    const spans: [string, number, number][] = [
      ['Asia/Kolkata', day(2026, 1, 1), day(2026, 2, 1)],
      [NY, day(2026, 11, 3), day(2027, 3, 12)],
    ]
    for (const [tz, first, last] of spans) {
      const offset = offsetThroughout(tz, first - 1, last + 1)
      expect(offset).not.toBeNull()
      for (let d = first; d <= last; d++) {
        for (const time of [0, 9.5 * 3_600_000, 23.75 * 3_600_000]) {
          const local = d * 86_400_000 + time
          expect(local - offset!).toBe(instantOfLocal(local, tz))
        }
      }
    }
  })
})
