import { describe, expect, it } from 'vitest'
import {
  defaultCustom,
  noRepeat,
  repeatRule,
  type CustomRepeat,
  type RepeatPreset,
  type RepeatValue,
} from './presets'
import { readRepeat } from './read-repeat'
import { local, zone } from '@/test/zone'

// Starts are local wall times (new Date(y, m, d, h)): the local date is what the choices read,
// so every expectation holds in every zone the unit tests run in.
const timed = { tzid: zone, allDay: false }
const custom = (start: Date, fields: Partial<CustomRepeat>): RepeatValue => ({
  preset: 'custom',
  custom: { ...defaultCustom(start), ...fields },
})
/** An instant written as a UTC UNTIL, e.g. 20261116T135959Z. */
const utc = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d+/g, '')

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
