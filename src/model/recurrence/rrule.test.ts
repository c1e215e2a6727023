import { describe, expect, it } from 'vitest'
import {
  byDayText,
  monthDayFromStart,
  readByDay,
  readPlainByDay,
  readPlainRule,
  readRule,
  readUntil,
  weekdayOfCode,
  wholeNumber,
  WEEKDAY_CODES,
} from './rrule'

const entries = (parts: Map<string, string> | null) => (parts ? [...parts] : null)

describe('WEEKDAY_CODES', () => {
  it('are indexed by Date#getDay, and read back by weekdayOfCode', () => {
    // November 1, 2026 is a Sunday.
    const codes = [1, 2, 3, 4, 5, 6, 7].map((d) => WEEKDAY_CODES[new Date(2026, 10, d).getDay()])
    expect(codes).toEqual(['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'])
    expect(WEEKDAY_CODES.map(weekdayOfCode)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(weekdayOfCode('XX')).toBe(-1)
    expect(weekdayOfCode('mo')).toBe(-1)
  })
})

describe('readRule', () => {
  it('reads the parts by name, in the order written', () => {
    expect(entries(readRule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20261231T045959Z'))).toEqual([
      ['FREQ', 'WEEKLY'],
      ['INTERVAL', '2'],
      ['BYDAY', 'MO,TH'],
      ['UNTIL', '20261231T045959Z'],
    ])
  })

  it("allows an 'RRULE:' prefix, any case and spaces around names and values", () => {
    const plain = entries(readRule('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU'))
    expect(entries(readRule('RRULE:freq=weekly;interval=1;byday=tu'))).toEqual(plain)
    expect(entries(readRule('rrule:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU'))).toEqual(plain)
    expect(entries(readRule('  FREQ = weekly ; Interval=1 ;BYDAY= Tu  '))).toEqual(plain)
    expect(entries(readRule('FREQ=WEEKLY;UNTIL=20261231t000000z'))).toEqual([
      ['FREQ', 'WEEKLY'],
      ['UNTIL', '20261231T000000Z'],
    ])
  })

  it('leaves out what is not NAME=VALUE; of a name given twice the last value counts', () => {
    expect(entries(readRule('FREQ=DAILY;X;A=B=C;=1;;COUNT=3;'))).toEqual([
      ['FREQ', 'DAILY'],
      ['COUNT', '3'],
    ])
    expect(entries(readRule('FREQ=DAILY;BYDAY='))).toEqual([
      ['FREQ', 'DAILY'],
      ['BYDAY', ''],
    ])
    expect(readRule('FREQ=DAILY;FREQ=WEEKLY').get('FREQ')).toBe('WEEKLY')
    expect(entries(readRule(''))).toEqual([])
    expect(entries(readRule('someday'))).toEqual([])
  })
})

describe('readPlainRule', () => {
  it('reads a rule written as this app writes rules', () => {
    const rule = 'FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR;COUNT=10'
    expect(entries(readPlainRule(rule))).toEqual(entries(readRule(rule)))
    expect(entries(readPlainRule('FREQ=DAILY;BYDAY='))).toEqual([
      ['FREQ', 'DAILY'],
      ['BYDAY', ''],
    ])
  })

  it.each([
    ['lower case', 'FREQ=weekly'],
    ['a space', 'FREQ=DAILY; COUNT=3'],
    ['a prefix', 'RRULE:FREQ=DAILY'],
    ["a '+' sign", 'FREQ=DAILY;INTERVAL=+2'],
    ['an empty part', 'FREQ=DAILY;'],
    ['a part without a value', 'FREQ=DAILY;X'],
    ['a part with two values', 'FREQ=DAILY;COUNT=3=4'],
    ['a name given twice', 'FREQ=DAILY;COUNT=3;COUNT=4'],
    ['nothing', ''],
  ])('rejects %s: %s', (_, rule) => {
    expect(readPlainRule(rule)).toBeNull()
  })
})

describe('wholeNumber', () => {
  it("reads digits with an optional '+'", () => {
    expect(['2', '+2', '02', '0', '999999999'].map(wholeNumber)).toEqual([2, 2, 2, 0, 999999999])
    expect([undefined, '', '-1', '1.5', '2x', ' 2', '+'].map(wholeNumber)).toEqual(
      Array(7).fill(null),
    )
  })
})

describe('readByDay', () => {
  it('reads weekdays, with an ordinal or none', () => {
    expect(readByDay('MO,TH')).toEqual([
      { n: 0, weekday: 1 },
      { n: 0, weekday: 4 },
    ])
    expect(readByDay('2TU,+2TU,02TU,-1FR,-53SU')).toEqual([
      { n: 2, weekday: 2 },
      { n: 2, weekday: 2 },
      { n: 2, weekday: 2 },
      { n: -1, weekday: 5 },
      { n: -53, weekday: 0 },
    ])
    expect(readByDay(' MO , SA ')).toEqual([
      { n: 0, weekday: 1 },
      { n: 0, weekday: 6 },
    ])
  })

  it('leaves out an entry it cannot read', () => {
    expect(readByDay('MO,XX,mo,123TU,2,TU')).toEqual([
      { n: 0, weekday: 1 },
      { n: 0, weekday: 2 },
    ])
    expect(readByDay('')).toEqual([])
    expect(readByDay(undefined)).toEqual([])
  })

  it('writes entries back as this app does, and reads only those plainly', () => {
    expect(readByDay('TU,2TU,+2TU,-1FR').map(byDayText)).toEqual(['TU', '2TU', '2TU', '-1FR'])
    expect(readPlainByDay('MO,TH')).toEqual(readByDay('MO,TH'))
    expect(readPlainByDay('-1FR')).toEqual([{ n: -1, weekday: 5 }])
    expect(readPlainByDay('')).toEqual([])
    for (const value of ['+2TU', '02TU', '0TU', 'MO,XX', ' MO', 'MO,,TU']) {
      expect(readPlainByDay(value), value).toBeNull()
    }
  })
})

describe('readUntil', () => {
  it('reads a DATE, a UTC date-time and a floating one', () => {
    expect(readUntil('20261231')).toEqual({ kind: 'date', year: 2026, month: 12, day: 31 })
    const time = { year: 2027, month: 1, day: 1, hour: 4, minute: 59, second: 59 }
    expect(readUntil('20270101T045959Z')).toEqual({ kind: 'utc', ...time })
    expect(readUntil('20270101T045959')).toEqual({ kind: 'floating', ...time })
    expect(readUntil('20280229')).toEqual({ kind: 'date', year: 2028, month: 2, day: 29 })
    // A leap second.
    expect(readUntil('20261231T235960Z')).toMatchObject({ kind: 'utc', second: 60 })
  })

  it.each([
    ['a date that is not real', '20260230'],
    ['February 29 in a common year', '20270229'],
    ['month 13', '20261301'],
    ['hour 24', '20261231T240000Z'],
    ['minute 60', '20261231T236000Z'],
    ['second 61', '20261231T235961Z'],
    ['lower case', '20261231t235959z'],
    ['dashes', '2026-12-31'],
    ['no seconds', '20261231T2359Z'],
    ['another zone', '20261231T235959+0100'],
    ['words', 'someday'],
    ['nothing', ''],
  ])('rejects %s: %s', (_, value) => {
    expect(readUntil(value)).toBeNull()
  })
})

describe('monthDayFromStart', () => {
  const start = { month: 11, day: 10 }
  const fromStart = (rule: string) => {
    const parts = readRule(rule)
    return monthDayFromStart(parts.get('FREQ'), (part) => parts.has(part), start)
  }

  it("gives a yearly rule naming no date the start's month and day, a monthly one its day", () => {
    expect(fromStart('FREQ=YEARLY')).toEqual({ month: 11, day: 10 })
    expect(fromStart('FREQ=YEARLY;INTERVAL=2;COUNT=3')).toEqual({ month: 11, day: 10 })
    // Parts that name no date leave it to the start too.
    expect(fromStart('FREQ=YEARLY;BYHOUR=9;BYSETPOS=1')).toEqual({ month: 11, day: 10 })
    expect(fromStart('FREQ=MONTHLY;UNTIL=20271231')).toEqual({ month: null, day: 10 })
  })

  it('gives nothing to a rule that names a date, or repeats by another unit', () => {
    for (const part of [
      'BYMONTH=11',
      'BYWEEKNO=20',
      'BYYEARDAY=100',
      'BYMONTHDAY=10',
      'BYDAY=MO',
    ]) {
      expect(fromStart(`FREQ=YEARLY;${part}`), part).toBeNull()
      expect(fromStart(`FREQ=MONTHLY;${part}`), part).toBeNull()
    }
    for (const freq of ['DAILY', 'WEEKLY', 'HOURLY', '']) {
      expect(fromStart(`FREQ=${freq}`), freq).toBeNull()
    }
  })
})
