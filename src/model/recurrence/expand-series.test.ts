// Expansion of repeating events. The series' zone decides the wall times, not the zone the test
// runs in (every run's zone gives the same instants), except for all-day series, which are the
// viewer's dates. Expected instants are written in the series' zone with TZDate.
import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { expandSeries, lastOccurrenceEnd, type Series } from './expand-series'
import { splitRule } from './split-rule'
import { local, zone } from '@/test/zone'

const NY = 'America/New_York'
const at = (tz: string, y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(new TZDate(y, m - 1, d, h, min, 0, tz).getTime())
const series = (
  tz: string,
  start: Date,
  minutes: number,
  rule: string,
  skip: Date[] = [],
): Series => ({
  start,
  end: new Date(start.getTime() + minutes * 60_000),
  rule,
  tzid: tz,
  allDay: false,
  skip: new Set(skip.map((d) => d.getTime())),
})
const range = (start: Date, end: Date) => ({ start, end })
const iso = (dates: Date[]) => dates.map((d) => d.toISOString())

describe(`expandSeries (${zone})`, () => {
  it('daily, from its first day, cut by the range', () => {
    const s = series(NY, at(NY, 2026, 11, 2, 9), 30, 'FREQ=DAILY')
    expect(iso(expandSeries(s, range(at(NY, 2026, 11, 4), at(NY, 2026, 11, 7))))).toEqual(
      iso([at(NY, 2026, 11, 4, 9), at(NY, 2026, 11, 5, 9), at(NY, 2026, 11, 6, 9)]),
    )
  })

  it('weekly on Monday and Thursday, interval 2', () => {
    const s = series(NY, at(NY, 2026, 11, 2, 18), 60, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH')
    expect(iso(expandSeries(s, range(at(NY, 2026, 11, 1), at(NY, 2026, 12, 1))))).toEqual(
      iso(
        [11, 2, 11, 5, 11, 16, 11, 19, 11, 30].flatMap((_, i, a) =>
          i % 2 ? [] : [at(NY, 2026, a[i]!, a[i + 1]!, 18)],
        ),
      ),
    )
  })

  it('keeps 9:00 AM New York across the November change (a viewer anywhere)', () => {
    // Made on Monday October 5 (EDT, UTC-4); in November New York is EST (UTC-5).
    const s = series(NY, at(NY, 2026, 10, 5, 9), 30, 'FREQ=WEEKLY;BYDAY=MO')
    const nov = expandSeries(s, range(at(NY, 2026, 10, 26), at(NY, 2026, 11, 10)))
    expect(iso(nov)).toEqual([
      '2026-10-26T13:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
      '2026-11-09T14:00:00.000Z',
    ])
    // Seen from Kolkata that is 7:30 PM, then 7:30 PM again (IST has no DST; 9 AM EST = 14:00Z).
    expect(new TZDate(nov[1]!.getTime(), 'Asia/Kolkata').getHours()).toBe(19)
  })

  type Ymd = [number, number, number]
  it.each<[string, Ymd, Ymd, Ymd]>([
    ['Europe/London', [2026, 3, 22], [2026, 3, 29], [2026, 4, 5]],
    ['Australia/Lord_Howe', [2026, 3, 29], [2026, 4, 5], [2026, 4, 12]],
    [NY, [2026, 3, 1], [2026, 3, 8], [2026, 3, 15]],
  ])('weekly at 10:00 stays 10:00 %s across its 2026 change', (tz, a, b, c) => {
    const s = series(tz, at(tz, ...a, 10), 60, 'FREQ=WEEKLY')
    const got = expandSeries(s, range(at(tz, ...a), at(tz, ...c, 23)))
    expect(got.map((d) => new TZDate(d.getTime(), tz).getHours())).toEqual([10, 10, 10])
    expect(iso(got)).toEqual(iso([at(tz, ...a, 10), at(tz, ...b, 10), at(tz, ...c, 10)]))
  })

  it('at 2:30 AM on the day New York skips that hour: 3:30 AM EDT (RFC 5545)', () => {
    const s = series(NY, at(NY, 2026, 3, 7, 2, 30), 30, 'FREQ=DAILY;COUNT=2')
    expect(iso(expandSeries(s, range(at(NY, 2026, 3, 1), at(NY, 2026, 3, 10))))).toEqual([
      '2026-03-07T07:30:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ])
  })

  it('monthly on day 31 skips months without one', () => {
    const s = series(NY, at(NY, 2026, 1, 31, 12), 60, 'FREQ=MONTHLY')
    const got = expandSeries(s, range(at(NY, 2026, 1, 1), at(NY, 2026, 8, 1)))
    expect(got.map((d) => new TZDate(d.getTime(), NY).getMonth() + 1)).toEqual([1, 3, 5, 7])
  })

  it('monthly on the last Friday, and on the second Tuesday', () => {
    const last = series(NY, at(NY, 2026, 1, 30, 16), 60, 'FREQ=MONTHLY;BYDAY=-1FR')
    const second = series(NY, at(NY, 2026, 1, 13, 8), 60, 'FREQ=MONTHLY;BYDAY=2TU')
    const r = range(at(NY, 2026, 1, 1), at(NY, 2026, 4, 1))
    expect(expandSeries(last, r).map((d) => new TZDate(d.getTime(), NY).getDate())).toEqual([
      30, 27, 27,
    ])
    expect(expandSeries(second, r).map((d) => new TZDate(d.getTime(), NY).getDate())).toEqual([
      13, 10, 10,
    ])
  })

  it('yearly on February 29 only in leap years', () => {
    const s = series(NY, at(NY, 2028, 2, 29, 9), 60, 'FREQ=YEARLY')
    const got = expandSeries(s, range(at(NY, 2028, 1, 1), at(NY, 2037, 1, 1)))
    expect(got.map((d) => new TZDate(d.getTime(), NY).getFullYear())).toEqual([2028, 2032, 2036])
  })

  it('COUNT and UNTIL end it', () => {
    const counted = series(NY, at(NY, 2026, 11, 2, 9), 30, 'FREQ=DAILY;COUNT=3')
    const until = series(NY, at(NY, 2026, 11, 2, 9), 30, 'FREQ=DAILY;UNTIL=20261104T140000Z')
    const r = range(at(NY, 2026, 11, 1), at(NY, 2026, 12, 1))
    expect(expandSeries(counted, r)).toHaveLength(3)
    expect(iso(expandSeries(until, r))).toEqual(
      iso([at(NY, 2026, 11, 2, 9), at(NY, 2026, 11, 3, 9), at(NY, 2026, 11, 4, 9)]),
    )
  })

  it('every weekday', () => {
    const s = series(NY, at(NY, 2026, 11, 2, 9), 15, 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR')
    expect(expandSeries(s, range(at(NY, 2026, 11, 1), at(NY, 2026, 11, 15)))).toHaveLength(10)
  })

  it('leaves out cancelled and changed occurrences (their starts are skipped)', () => {
    const skip = [at(NY, 2026, 11, 3, 9), at(NY, 2026, 11, 5, 9)]
    const s = series(NY, at(NY, 2026, 11, 2, 9), 30, 'FREQ=DAILY;COUNT=5', skip)
    expect(iso(expandSeries(s, range(at(NY, 2026, 11, 1), at(NY, 2026, 12, 1))))).toEqual(
      iso([at(NY, 2026, 11, 2, 9), at(NY, 2026, 11, 4, 9), at(NY, 2026, 11, 6, 9)]),
    )
  })

  it('includes an occurrence that began before the range and is still going on', () => {
    const s = series(NY, at(NY, 2026, 11, 2, 22), 240, 'FREQ=DAILY')
    expect(iso(expandSeries(s, range(at(NY, 2026, 11, 4), at(NY, 2026, 11, 5))))).toEqual(
      iso([at(NY, 2026, 11, 3, 22), at(NY, 2026, 11, 4, 22)]),
    )
  })

  it('a daily series of ten years ago gives the same as walking from its start', () => {
    const s = series(NY, at(NY, 2016, 3, 1, 7), 30, 'FREQ=DAILY')
    const got = expandSeries(s, range(at(NY, 2026, 11, 1), at(NY, 2026, 12, 6)))
    expect(got).toHaveLength(35)
    expect(got.every((d) => new TZDate(d.getTime(), NY).getHours() === 7)).toBe(true)
    const weekly = series(NY, at(NY, 2016, 3, 1, 7), 30, 'FREQ=WEEKLY;INTERVAL=3;BYDAY=TU')
    const w = expandSeries(weekly, range(at(NY, 2026, 11, 1), at(NY, 2026, 12, 31)))
    // Every third Tuesday counted from March 1, 2016.
    for (const d of w) {
      const weeks = Math.round((d.getTime() - at(NY, 2016, 3, 1, 7).getTime()) / (7 * 86_400_000))
      expect(weeks % 3).toBe(0)
    }
  })

  it("all day: the viewer's dates", () => {
    const s: Series = {
      start: local(2026, 11, 5),
      end: local(2026, 11, 6),
      rule: 'FREQ=YEARLY',
      tzid: 'UTC',
      allDay: true,
      skip: new Set(),
    }
    expect(expandSeries(s, range(local(2027, 1, 1), local(2028, 1, 1)))).toEqual([
      local(2027, 11, 5),
    ])
  })
})

describe(`rules that no day fits (${zone})`, () => {
  // ical.js walks these a day at a time and never returned: the page hung. Each ends now.
  it.each([
    ['February 31', 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31'],
    ['a BYDAY ordinal in a daily rule (RFC 5545 allows none)', 'FREQ=DAILY;BYDAY=2TU'],
    ['the last Friday, daily', 'FREQ=DAILY;BYDAY=-1FR;COUNT=5'],
  ])('%s: only the first start, found in bounded time', (_name, rule) => {
    const s = series(NY, at(NY, 2026, 1, 1, 9), 30, rule)
    expect(iso(expandSeries(s, range(at(NY, 2026, 1, 1), at(NY, 2027, 1, 1))))).toEqual(
      iso([at(NY, 2026, 1, 1, 9)]),
    )
    expect(iso(expandSeries(s, range(at(NY, 2026, 2, 1), at(NY, 2027, 1, 1))))).toEqual([])
  })

  it('a COUNT such a rule never reaches still gives the series an end', () => {
    const s = series(NY, at(NY, 2026, 1, 1, 9), 30, 'FREQ=DAILY;BYDAY=2TU;COUNT=10')
    expect(lastOccurrenceEnd(s)?.toISOString()).toBe(at(NY, 2026, 1, 1, 9, 30).toISOString())
  })

  it('a date that comes once in years is still found (February 29 on a Monday)', () => {
    const s = series(NY, at(NY, 2016, 2, 29, 9), 30, 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO')
    expect(iso(expandSeries(s, range(at(NY, 2017, 1, 1), at(NY, 2045, 1, 1))))).toEqual(
      iso([at(NY, 2044, 2, 29, 9)]),
    )
  })
})

describe(`splitRule, 'this and following' (${zone})`, () => {
  it('ends the old series a second before the occurrence, in UTC, and keeps the rule for the new', () => {
    const { before, after } = splitRule('FREQ=WEEKLY;BYDAY=MO', at(NY, 2026, 11, 16, 9), 2)
    expect(before).toBe('FREQ=WEEKLY;BYDAY=MO;UNTIL=20261116T135959Z')
    expect(after).toBe('FREQ=WEEKLY;BYDAY=MO')
    const first = series(NY, at(NY, 2026, 11, 2, 9), 30, before)
    const second = series(NY, at(NY, 2026, 11, 16, 9), 30, after)
    const r = range(at(NY, 2026, 11, 1), at(NY, 2026, 12, 1))
    expect([...expandSeries(first, r), ...expandSeries(second, r)]).toEqual(
      expandSeries(series(NY, at(NY, 2026, 11, 2, 9), 30, 'FREQ=WEEKLY;BYDAY=MO'), r),
    )
  })

  it('gives COUNT to the new series, less what the old one keeps', () => {
    const { before, after } = splitRule('FREQ=DAILY;COUNT=10', at(NY, 2026, 11, 5, 9), 3)
    expect(before).toBe('FREQ=DAILY;UNTIL=20261105T135959Z')
    expect(after).toBe('FREQ=DAILY;COUNT=7')
  })
})
