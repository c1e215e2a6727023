import { describe, expect, it } from 'vitest'
import {
  defaultCustom,
  describeRepeat,
  noRepeat,
  readRepeat,
  repeatError,
  repeatOptions,
  repeatRule,
  type CustomRepeat,
  type RepeatPreset,
  type RepeatValue,
} from './repeat-options'
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
/** An instant written as a UTC UNTIL, e.g. 20261116T135959Z. */
const utc = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d+/g, '')

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

describe(`readRepeat (${zone})`, () => {
  it('null or empty: does not repeat, the custom fields at their default', () => {
    const start = local(2026, 11, 10, 9)
    expect(readRepeat(null, start)).toEqual(noRepeat(start))
    expect(readRepeat('', start)).toEqual(noRepeat(start))
    expect(noRepeat(start)).toEqual({
      preset: 'none',
      custom: { freq: 'WEEKLY', interval: 1, weekdays: [2], ends: { kind: 'never' } },
    })
  })

  const starts = [
    local(2026, 11, 10, 9),
    local(2026, 12, 31, 23, 30),
    local(2028, 2, 29, 0),
    local(2026, 10, 30, 12),
    local(2026, 11, 1, 1, 30),
    local(2026, 3, 8, 2, 30),
  ]
  const presets: RepeatPreset[] = [
    'none',
    'daily',
    'weekly',
    'monthly-day',
    'monthly-nth',
    'yearly',
    'weekdays',
  ]

  it.each(starts)('every preset reads back as itself from %s', (start) => {
    for (const preset of presets) {
      for (const allDay of [false, true]) {
        const value = { preset, custom: defaultCustom(start) }
        const rule = repeatRule(value, start, { tzid: zone, allDay })
        expect(readRepeat(rule, start).preset, `${preset} ${rule}`).toBe(preset)
      }
    }
  })

  it.each(starts)('every custom value reads back as itself from %s', (start) => {
    const weekday = start.getDay()
    const other = (weekday + 3) % 7
    const values: CustomRepeat[] = [
      { freq: 'DAILY', interval: 2, weekdays: [weekday], ends: { kind: 'never' } },
      { freq: 'DAILY', interval: 1, weekdays: [weekday], ends: { kind: 'after', count: 10 } },
      { freq: 'DAILY', interval: 999, weekdays: [weekday], ends: { kind: 'after', count: 1 } },
      {
        freq: 'WEEKLY',
        interval: 1,
        weekdays: [weekday, other].sort(),
        ends: { kind: 'never' },
      },
      { freq: 'WEEKLY', interval: 2, weekdays: [weekday], ends: { kind: 'never' } },
      { freq: 'WEEKLY', interval: 3, weekdays: [0, 6], ends: { kind: 'on', date: '2029-01-01' } },
      { freq: 'MONTHLY', interval: 1, weekdays: [weekday], ends: { kind: 'after', count: 5 } },
      { freq: 'MONTHLY', interval: 6, weekdays: [weekday], ends: { kind: 'never' } },
      {
        freq: 'YEARLY',
        interval: 1,
        weekdays: [weekday],
        ends: { kind: 'on', date: '2040-12-31' },
      },
      { freq: 'YEARLY', interval: 4, weekdays: [weekday], ends: { kind: 'never' } },
      {
        freq: 'WEEKLY',
        interval: 1,
        weekdays: [1, 2, 3, 4, 5],
        ends: { kind: 'after', count: 20 },
      },
    ]
    // Ending on the start's own date too.
    const startDate = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`
    values.push({
      freq: 'DAILY',
      interval: 1,
      weekdays: [weekday],
      ends: { kind: 'on', date: startDate },
    })
    for (const fields of values) {
      for (const allDay of [false, true]) {
        const rule = repeatRule({ preset: 'custom', custom: fields }, start, { tzid: zone, allDay })
        expect(readRepeat(rule, start), `${rule} (all day: ${allDay})`).toEqual({
          preset: 'custom',
          custom: fields,
        })
      }
    }
  })

  it('a custom value equal to a preset reads back as that preset, its fields kept', () => {
    const start = local(2026, 11, 10, 9)
    const cases: [Partial<CustomRepeat>, RepeatPreset][] = [
      [{ freq: 'DAILY' }, 'daily'],
      [{ freq: 'WEEKLY', weekdays: [2] }, 'weekly'],
      [{ freq: 'WEEKLY', weekdays: [1, 2, 3, 4, 5] }, 'weekdays'],
      [{ freq: 'MONTHLY' }, 'monthly-day'],
      [{ freq: 'YEARLY' }, 'yearly'],
    ]
    for (const [fields, preset] of cases) {
      const value = custom(start, fields)
      expect(readRepeat(repeatRule(value, start, timed), start)).toEqual({
        preset,
        custom: value.custom,
      })
    }
  })

  it('reads equivalent spellings of a preset as the preset', () => {
    const start = local(2026, 11, 10, 9) // the second Tuesday
    expect(readRepeat('FREQ=WEEKLY', start).preset).toBe('weekly')
    expect(readRepeat('RRULE:freq=weekly;interval=1;byday=tu', start).preset).toBe('weekly')
    expect(readRepeat('FREQ=WEEKLY;WKST=SU;BYDAY=TU', start).preset).toBe('weekly')
    expect(readRepeat('FREQ=WEEKLY;BYDAY=FR,TH,WE,TU,MO', start).preset).toBe('weekdays')
    expect(readRepeat('FREQ=MONTHLY', start).preset).toBe('monthly-day')
    expect(readRepeat('FREQ=MONTHLY;BYDAY=+2TU', start).preset).toBe('monthly-nth')
    expect(readRepeat('FREQ=YEARLY', start).preset).toBe('yearly')
    expect(readRepeat('FREQ=YEARLY;BYMONTHDAY=10;BYMONTH=11', start).preset).toBe('yearly')
  })

  it("a preset of another start is custom: the weekday or day is this start's", () => {
    const start = local(2026, 11, 10, 9)
    expect(readRepeat('FREQ=WEEKLY;BYDAY=MO', start)).toEqual(custom(start, { weekdays: [1] }))
    expect(readRepeat('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH', start)).toEqual(
      custom(start, { weekdays: [1, 2, 3, 4] }),
    )
    expect(readRepeat('FREQ=MONTHLY;BYMONTHDAY=11', start)).toEqual(
      custom(start, { freq: 'MONTHLY' }),
    )
    // The fourth Friday of November 2026 is also its last: '-1FR' is not the preset's '4FR'.
    const fourth = local(2026, 11, 27, 9)
    expect(readRepeat('FREQ=MONTHLY;BYDAY=4FR', fourth).preset).toBe('monthly-nth')
    expect(readRepeat('FREQ=MONTHLY;BYDAY=-1FR', fourth)).toEqual(
      custom(fourth, { freq: 'MONTHLY' }),
    )
  })

  it('UNTIL as a DATE, a floating time or a UTC time, as an inclusive local date', () => {
    const start = local(2026, 11, 2, 9) // Monday 9:00 AM
    const ends = (rule: string) => readRepeat(rule, start).custom.ends
    expect(ends('FREQ=WEEKLY;BYDAY=MO;UNTIL=20261130')).toEqual({ kind: 'on', date: '2026-11-30' })
    expect(ends('FREQ=WEEKLY;BYDAY=MO;UNTIL=20261130T235959')).toEqual({
      kind: 'on',
      date: '2026-11-30',
    })
    expect(ends('FREQ=WEEKLY;BYDAY=MO;UNTIL=20261130T090000')).toEqual({
      kind: 'on',
      date: '2026-11-30',
    })
    // Earlier in the day than the start: that day's occurrence is already past UNTIL.
    expect(ends('FREQ=WEEKLY;BYDAY=MO;UNTIL=20261130T085959')).toEqual({
      kind: 'on',
      date: '2026-11-29',
    })
    // UTC: the last local second of a date reads as that date ...
    expect(ends(`FREQ=WEEKLY;BYDAY=MO;UNTIL=${utc(local(2026, 11, 30, 23, 59))}`)).toEqual({
      kind: 'on',
      date: '2026-11-30',
    })
    // ... the very start of an occurrence still includes it ...
    expect(ends(`FREQ=WEEKLY;BYDAY=MO;UNTIL=${utc(local(2026, 11, 16, 9))}`)).toEqual({
      kind: 'on',
      date: '2026-11-16',
    })
    // ... and one second before one ('This and following events') leaves it out.
    const split = new Date(local(2026, 11, 16, 9).getTime() - 1000)
    expect(ends(`FREQ=WEEKLY;BYDAY=MO;UNTIL=${utc(split)}`)).toEqual({
      kind: 'on',
      date: '2026-11-15',
    })
    // Saved again, that date's UNTIL still ends before the November 16 occurrence.
    const again = repeatRule(
      readRepeat(`FREQ=WEEKLY;BYDAY=MO;UNTIL=${utc(split)}`, start),
      start,
      timed,
    )
    const until = /UNTIL=(\w+)/.exec(again!)![1]!
    expect(until < utc(local(2026, 11, 16, 9))).toBe(true)
    expect(until >= utc(local(2026, 11, 9, 9))).toBe(true)
  })

  it("a UTC UNTIL written in another zone is read on this zone's clock", () => {
    const start = local(2026, 11, 2, 9)
    // New York's last second of December 31 is 04:59:59 UTC on January 1: here it is December
    // 31 (New York), or January 1 before 9:00 AM (UTC, London: the day before), or January 1
    // after 9:00 AM (Kolkata 10:29 AM, Lord Howe 3:59 PM: January 1 itself).
    const ends = readRepeat('FREQ=WEEKLY;BYDAY=MO;UNTIL=20270101T045959Z', start).custom.ends
    const later = ['Asia/Kolkata', 'Asia/Calcutta', 'Australia/Lord_Howe'].includes(zone)
    expect(ends).toEqual({ kind: 'on', date: later ? '2027-01-01' : '2026-12-31' })
  })

  it('keeps interval, weekdays and ends when other parts cannot be shown (documented limit)', () => {
    const start = local(2026, 11, 10, 9)
    expect(readRepeat('FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=-1;COUNT=5', start)).toEqual(
      custom(start, { freq: 'MONTHLY', ends: { kind: 'after', count: 5 } }),
    )
    expect(
      readRepeat('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;BYHOUR=9,17;UNTIL=20261231', start),
    ).toEqual(
      custom(start, {
        interval: 2,
        weekdays: [1, 3],
        ends: { kind: 'on', date: '2026-12-31' },
      }),
    )
    expect(readRepeat('FREQ=DAILY;BYDAY=MO', start)).toEqual(custom(start, { freq: 'DAILY' }))
    expect(readRepeat('FREQ=HOURLY;INTERVAL=3', start)).toEqual(
      custom(start, { freq: 'DAILY', interval: 3 }),
    )
    expect(readRepeat('FREQ=DAILY;INTERVAL=2;COUNT=3;UNTIL=20261231', start).custom.ends).toEqual({
      kind: 'after',
      count: 3,
    })
    expect(readRepeat('FREQ=DAILY;UNTIL=someday', start).custom.ends).toEqual({ kind: 'never' })
  })
})

describe(`repeatError (${zone})`, () => {
  const start = local(2026, 11, 10, 23, 30)
  const error = (fields: Partial<CustomRepeat>) => repeatError(custom(start, fields), start)

  it('accepts every preset, and a sound custom value', () => {
    for (const option of repeatOptions(start)) {
      if (option.value !== 'custom') {
        const value = { preset: option.value, custom: { ...defaultCustom(start), interval: 0 } }
        expect(repeatError(value, start)).toBeNull()
      }
    }
    expect(error({})).toBeNull()
    expect(error({ interval: 999, ends: { kind: 'after', count: 999 } })).toBeNull()
    expect(error({ ends: { kind: 'on', date: '2026-11-10' } })).toBeNull()
  })

  it('rejects an interval that is not a whole number from 1 to 999', () => {
    for (const interval of [0, -1, 1.5, 1000, Number.NaN]) {
      expect(error({ interval })).toBe('Repeat every must be a whole number from 1 to 999')
    }
  })

  it('rejects a weekly repeat on no day; other units need none', () => {
    expect(error({ weekdays: [] })).toBe('Choose at least one day to repeat on')
    expect(error({ freq: 'MONTHLY', weekdays: [] })).toBeNull()
  })

  it('rejects a count that is not a whole number from 1 to 999', () => {
    for (const count of [0, 2.5, 1000, Number.NaN]) {
      expect(error({ ends: { kind: 'after', count } })).toBe(
        'Occurrences must be a whole number from 1 to 999',
      )
    }
  })

  it('rejects a missing end date, or one before the start date', () => {
    for (const date of ['', '2026-02-30', '12/31/2026']) {
      expect(error({ ends: { kind: 'on', date } })).toBe('Choose the date the event ends on')
    }
    expect(error({ ends: { kind: 'on', date: '2026-11-09' } })).toBe(
      'The end date cannot be before the start date',
    )
  })
})

describe(`describeRepeat (${zone})`, () => {
  const monday = local(2026, 11, 2, 9)
  it.each([
    ['FREQ=WEEKLY;BYDAY=MO', monday, 'Repeats weekly on Monday'],
    ['FREQ=WEEKLY', monday, 'Repeats weekly on Monday'],
    ['FREQ=DAILY', monday, 'Repeats daily'],
    ['FREQ=DAILY;INTERVAL=3', monday, 'Repeats every 3 days'],
    [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20261231',
      monday,
      'Repeats every 2 weeks on Monday, Thursday, until December 31, 2026',
    ],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', monday, 'Repeats every weekday'],
    [
      'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=10',
      local(2026, 12, 31, 9),
      'Repeats monthly on day 31, 10 times',
    ],
    ['FREQ=MONTHLY;BYDAY=2TU', local(2026, 11, 10, 9), 'Repeats monthly on the second Tuesday'],
    [
      'FREQ=MONTHLY;BYDAY=-2TU',
      local(2026, 11, 10, 9),
      'Repeats monthly on the second to last Tuesday',
    ],
    [
      'FREQ=MONTHLY;BYDAY=-1FR;COUNT=1',
      local(2026, 10, 30, 9),
      'Repeats monthly on the last Friday, once',
    ],
    ['FREQ=MONTHLY', monday, 'Repeats monthly on day 2'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', local(2028, 2, 29), 'Repeats annually on February 29'],
    ['FREQ=YEARLY;INTERVAL=2', local(2028, 2, 29), 'Repeats every 2 years on February 29'],
  ])('%s -> %s', (rule, start, text) => {
    expect(describeRepeat(rule, start)).toBe(text)
  })

  it('says a UTC UNTIL as the date readRepeat reads', () => {
    const rule = `FREQ=WEEKLY;BYDAY=MO;UNTIL=${utc(new Date(local(2026, 11, 16, 9).getTime() - 1000))}`
    expect(describeRepeat(rule, monday)).toBe('Repeats weekly on Monday, until November 15, 2026')
  })
})
