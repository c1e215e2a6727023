import { describe, expect, it } from 'vitest'
import {
  defaultCustom,
  repeatOptions,
  repeatRule,
  type CustomRepeat,
  type RepeatPreset,
  type RepeatValue,
} from './presets'
import { expandSeries } from './expand-series'
import { local, zone } from '@/test/zone'

// Starts are local wall times (new Date(y, m, d, h)): the local date is what the choices read,
// so every expectation holds in every zone the unit tests run in.
const timed = { tzid: zone, allDay: false }
const label = (start: Date, preset: RepeatPreset) =>
  repeatOptions(start).find((option) => option.value === preset)?.label
const custom = (start: Date, fields: Partial<CustomRepeat>): RepeatValue => ({
  preset: 'custom',
  custom: { ...defaultCustom(start), ...fields },
})

describe(`repeatOptions (${zone})`, () => {
  it("lists decisions.md's choices in order, read from the start's local date", () => {
    expect(repeatOptions(local(2026, 11, 10, 9))).toEqual([
      { value: 'none', label: 'Does not repeat' },
      { value: 'daily', label: 'Daily' },
      { value: 'weekly', label: 'Weekly on Tuesday' },
      { value: 'monthly-day', label: 'Monthly on day 10' },
      { value: 'monthly-nth', label: 'Monthly on the second Tuesday' },
      { value: 'yearly', label: 'Annually on November 10' },
      { value: 'weekdays', label: 'Every weekday (Monday to Friday)' },
      { value: 'custom', label: 'Custom\u2026' },
    ])
  })

  it.each([
    // [start, weekly, monthly on day, monthly on the nth, annually]
    [local(2026, 12, 31, 23, 30), 'Thursday', 'day 31', 'the last Thursday', 'December 31'],
    [local(2028, 2, 29), 'Tuesday', 'day 29', 'the last Tuesday', 'February 29'],
    [local(2026, 10, 30, 9), 'Friday', 'day 30', 'the last Friday', 'October 30'],
    [local(2026, 11, 2, 0), 'Monday', 'day 2', 'the first Monday', 'November 2'],
    [local(2026, 11, 7, 12), 'Saturday', 'day 7', 'the first Saturday', 'November 7'],
    [local(2026, 11, 8, 12), 'Sunday', 'day 8', 'the second Sunday', 'November 8'],
    [local(2026, 11, 18, 15), 'Wednesday', 'day 18', 'the third Wednesday', 'November 18'],
    // The fourth Thursday is also November's last: its day (26) says fourth.
    [local(2026, 11, 26, 8), 'Thursday', 'day 26', 'the fourth Thursday', 'November 26'],
    [local(2026, 11, 28, 8), 'Saturday', 'day 28', 'the fourth Saturday', 'November 28'],
    [local(2026, 11, 29, 8), 'Sunday', 'day 29', 'the last Sunday', 'November 29'],
  ])('%s', (start, weekday, day, nth, annually) => {
    expect(label(start, 'weekly')).toBe(`Weekly on ${weekday}`)
    expect(label(start, 'monthly-day')).toBe(`Monthly on ${day}`)
    expect(label(start, 'monthly-nth')).toBe(`Monthly on ${nth}`)
    expect(label(start, 'yearly')).toBe(`Annually on ${annually}`)
  })
})

describe(`repeatRule (${zone})`, () => {
  it.each([
    // [preset, start, rule]
    ['none', local(2026, 11, 10, 9), null],
    ['daily', local(2026, 11, 10, 9), 'FREQ=DAILY'],
    ['weekly', local(2026, 11, 10, 9), 'FREQ=WEEKLY;BYDAY=TU'],
    ['weekly', local(2026, 11, 8, 23, 45), 'FREQ=WEEKLY;BYDAY=SU'],
    ['monthly-day', local(2026, 12, 31, 9), 'FREQ=MONTHLY;BYMONTHDAY=31'],
    ['monthly-nth', local(2026, 11, 10, 9), 'FREQ=MONTHLY;BYDAY=2TU'],
    ['monthly-nth', local(2026, 11, 2, 0), 'FREQ=MONTHLY;BYDAY=1MO'],
    ['monthly-nth', local(2026, 11, 18, 9), 'FREQ=MONTHLY;BYDAY=3WE'],
    ['monthly-nth', local(2026, 11, 26, 9), 'FREQ=MONTHLY;BYDAY=4TH'],
    ['monthly-nth', local(2026, 10, 30, 9), 'FREQ=MONTHLY;BYDAY=-1FR'],
    ['yearly', local(2028, 2, 29, 9), 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29'],
    ['weekdays', local(2026, 11, 10, 9), 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
  ] as const)('%s from %s: %s', (preset, start, rule) => {
    const value = { preset, custom: defaultCustom(start) }
    expect(repeatRule(value, start, timed)).toBe(rule)
    expect(repeatRule(value, start, { tzid: 'UTC', allDay: true })).toBe(rule)
  })

  it('a preset ignores the custom fields kept beside it', () => {
    const start = local(2026, 11, 10, 9)
    const value = custom(start, { freq: 'DAILY', interval: 3, ends: { kind: 'after', count: 4 } })
    expect(repeatRule({ ...value, preset: 'weekly' }, start, timed)).toBe('FREQ=WEEKLY;BYDAY=TU')
  })

  it('custom: interval when above 1, weekdays Monday first, the start’s day for months and years', () => {
    const start = local(2026, 11, 10, 9)
    const rule = (fields: Partial<CustomRepeat>) => repeatRule(custom(start, fields), start, timed)
    expect(rule({ freq: 'DAILY', interval: 1 })).toBe('FREQ=DAILY')
    expect(rule({ freq: 'DAILY', interval: 2 })).toBe('FREQ=DAILY;INTERVAL=2')
    expect(rule({ freq: 'WEEKLY', interval: 1 })).toBe('FREQ=WEEKLY;BYDAY=TU')
    expect(rule({ freq: 'WEEKLY', interval: 2, weekdays: [4, 1] })).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
    )
    expect(rule({ freq: 'WEEKLY', interval: 1, weekdays: [6, 0, 3, 3] })).toBe(
      'FREQ=WEEKLY;BYDAY=WE,SA,SU',
    )
    expect(rule({ freq: 'MONTHLY', interval: 3 })).toBe('FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=10')
    expect(rule({ freq: 'YEARLY', interval: 2 })).toBe(
      'FREQ=YEARLY;INTERVAL=2;BYMONTH=11;BYMONTHDAY=10',
    )
    expect(rule({ freq: 'DAILY', interval: 1, ends: { kind: 'after', count: 10 } })).toBe(
      'FREQ=DAILY;COUNT=10',
    )
  })

  it.each([
    // [tzid, last date, UNTIL]: the last second of that date in tzid, written in UTC
    ['America/New_York', '2026-12-31', '20270101T045959Z'],
    ['America/New_York', '2026-03-07', '20260308T045959Z'], // EST
    ['America/New_York', '2026-03-08', '20260309T035959Z'], // the spring-forward day: EDT at its end
    ['America/New_York', '2026-11-01', '20261102T045959Z'], // the fall-back day: EST at its end
    ['Asia/Kolkata', '2026-12-31', '20261231T182959Z'],
    ['UTC', '2026-12-31', '20261231T235959Z'],
    ['Australia/Lord_Howe', '2026-12-31', '20261231T125959Z'],
  ])('custom UNTIL, timed, in %s through %s: %s', (tzid, date, until) => {
    const start = local(2026, 1, 5, 9) // a Monday, before every date above
    const value = custom(start, { freq: 'WEEKLY', weekdays: [1, 4], ends: { kind: 'on', date } })
    expect(repeatRule(value, start, { tzid, allDay: false })).toBe(
      `FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=${until}`,
    )
  })

  it('custom UNTIL, all day: the DATE itself, whatever the zone', () => {
    const start = local(2026, 11, 10)
    const value = custom(start, {
      freq: 'DAILY',
      interval: 2,
      ends: { kind: 'on', date: '2026-12-31' },
    })
    for (const tzid of ['America/New_York', 'Asia/Kolkata', 'UTC']) {
      expect(repeatRule(value, start, { tzid, allDay: true })).toBe(
        'FREQ=DAILY;INTERVAL=2;UNTIL=20261231',
      )
    }
  })
})

describe(`repeatRule with expandSeries (${zone})`, () => {
  // The 'On' date is inclusive: its occurrence happens, the next day's does not.
  const expand = (start: Date, rule: string, allDay: boolean) =>
    expandSeries(
      {
        start,
        end: new Date(start.getTime() + 3_600_000),
        rule,
        tzid: zone,
        allDay,
        skip: new Set(),
      },
      { start, end: local(2027, 2, 1) },
    )

  it('a timed daily repeat ending on December 31 has its 11:30 PM occurrence that day', () => {
    const start = local(2026, 12, 28, 23, 30)
    const value = custom(start, { freq: 'DAILY', ends: { kind: 'on', date: '2026-12-31' } })
    const starts = expand(start, repeatRule(value, start, timed)!, false)
    expect(starts.map((d) => d.getDate())).toEqual([28, 29, 30, 31])
  })

  it('an all-day weekly repeat ending on a Thursday has that Thursday', () => {
    const start = local(2026, 12, 3)
    const value = custom(start, { weekdays: [4], ends: { kind: 'on', date: '2026-12-31' } })
    const rule = repeatRule(value, start, { tzid: zone, allDay: true })!
    expect(expand(start, rule, true)).toEqual([3, 10, 17, 24, 31].map((d) => local(2026, 12, d)))
  })

  it('the last Friday of every month, and February 29 only in leap years', () => {
    const friday = local(2026, 10, 30, 9)
    const rule = repeatRule(
      { preset: 'monthly-nth', custom: defaultCustom(friday) },
      friday,
      timed,
    )!
    expect(expand(friday, rule, false).map((d) => d.getDate())).toEqual([30, 27, 25, 29])
    const leap = local(2024, 2, 29)
    const yearly = repeatRule({ preset: 'yearly', custom: defaultCustom(leap) }, leap, timed)!
    const starts = expandSeries(
      {
        start: leap,
        end: local(2024, 3, 1),
        rule: yearly,
        tzid: zone,
        allDay: true,
        skip: new Set(),
      },
      { start: leap, end: local(2033, 1, 1) },
    )
    expect(starts).toEqual([local(2024, 2, 29), local(2028, 2, 29), local(2032, 2, 29)])
  })
})
