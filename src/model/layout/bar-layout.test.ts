// The bars of a row of days (week-bars, month-week-layout, all-day-strip), as tables, in every
// run's zone, plus all-day events read from UTC-10 and UTC+14.
import { addHours } from 'date-fns'
import { afterEach, describe, expect, it } from 'vitest'
import { utcDateToLocal } from '../time/all-day-dates'
import { allDayStrip } from './all-day-strip'
import { daySpan } from './day-span'
import { eventsByDay } from './events-by-day'
import { isBarEvent } from './is-bar-event'
import { monthWeekLayout } from './month-week-layout'
import { stackLevels } from './stack-levels'
import { allDay, ev } from '@/test/events'
import { setZone } from '@/test/set-zone'
import { local, zone } from '@/test/zone'
import type { CalendarEvent } from '../types'
import { VIEWS } from '../views'
import { weekBars } from './week-bars'

// Sunday November 15 to Saturday November 21, 2026.
const week = VIEWS.week.days(local(2026, 11, 18))
const of = (events: CalendarEvent[], days = week) => eventsByDay(events, days)
const lanes = (events: CalendarEvent[], days = week) =>
  weekBars(days, of(events, days)).map((b) => `${b.event.id} ${b.first}-${b.last} @${b.level}`)

describe(`bars of a row of days (${zone})`, () => {
  it.each([
    ['all day, one day', [allDay('a', local(2026, 11, 17), local(2026, 11, 17))], ['a 2-2 @0']],
    ['all day, three days', [allDay('a', local(2026, 11, 18), local(2026, 11, 20))], ['a 3-5 @0']],
    [
      'exactly 24 hours, from 9:00 to 9:00: two days',
      [ev('a', local(2026, 11, 16, 9), local(2026, 11, 17, 9))],
      ['a 1-2 @0'],
    ],
    ['23 hours 59: not a bar', [ev('a', local(2026, 11, 16, 9), local(2026, 11, 17, 8, 59))], []],
    [
      'from the week before to the week after',
      [allDay('a', local(2026, 11, 10), local(2026, 11, 25))],
      ['a 0-6 @0'],
    ],
    [
      'overlapping bars take lanes; a later one reuses a free lane',
      [
        allDay('a', local(2026, 11, 16), local(2026, 11, 18)),
        allDay('b', local(2026, 11, 17), local(2026, 11, 17)),
        allDay('c', local(2026, 11, 19), local(2026, 11, 21)),
      ],
      ['a 1-3 @0', 'b 2-2 @1', 'c 4-6 @0'],
    ],
    [
      'an earlier start first, then the longer',
      [
        allDay('short', local(2026, 11, 16), local(2026, 11, 16)),
        allDay('long', local(2026, 11, 16), local(2026, 11, 20)),
      ],
      ['long 1-5 @0', 'short 1-1 @1'],
    ],
  ])('%s', (_, events, expected) => {
    expect(lanes(events)).toEqual(expected)
  })

  it('keeps 40 overlapping bars apart, one lane each', () => {
    const events = Array.from({ length: 40 }, (_, i) =>
      allDay(`e${i}`, local(2026, 11, 15 + (i % 3)), local(2026, 11, 19 + (i % 3))),
    )
    const bars = weekBars(week, of(events))
    expect(new Set(bars.map((b) => b.level)).size).toBe(40)
    for (const a of bars) {
      for (const b of bars) {
        if (a !== b && a.first <= b.last && b.first <= a.last) expect(a.level).not.toBe(b.level)
      }
    }
  })

  it('gives a bar crossing a daylight-saving change the right days', () => {
    // New York falls back on November 1 and springs forward on March 8, 2026: each is one day.
    const fall = VIEWS.week.days(local(2026, 11, 1))
    const spring = VIEWS.week.days(local(2026, 3, 8))
    expect(lanes([allDay('f', local(2026, 10, 31), local(2026, 11, 2))], fall)).toEqual([
      'f 0-1 @0',
    ])
    expect(lanes([allDay('s', local(2026, 3, 8), local(2026, 3, 9))], spring)).toEqual(['s 0-1 @0'])
    // 24 real hours from Saturday noon, across the change: a bar of two days.
    const timed = ev('t', local(2026, 10, 31, 12), addHours(local(2026, 10, 31, 12), 24))
    expect(isBarEvent(timed)).toBe(true)
    expect(daySpan(timed, VIEWS.month.days(local(2026, 10, 15)).slice(28, 35))).toMatchObject({
      first: 6,
      last: 6,
      continuesAfter: true,
    })
  })

  it('stacks spans as the drawing in stack-levels.ts', () => {
    expect(
      stackLevels([
        { first: 1, last: 3 },
        { first: 0, last: 1 },
        { first: 4, last: 6 },
      ]),
    ).toEqual([0, 1, 0])
  })
})

describe(`a month week row (${zone})`, () => {
  const ids = (rows: ReturnType<typeof monthWeekLayout>['days'][number]['rows']) =>
    rows.map((r) => (r.kind === 'event' ? r.event.id : r.kind))

  it.each([
    [
      'timed events only: 3 rows then +N',
      [9, 10, 11, 12, 13].map((h) =>
        ev(`t${h}`, local(2026, 11, 17, h), local(2026, 11, 17, h + 1)),
      ),
      ['t9', 't10', 't11'],
      2,
    ],
    [
      'a bar takes the top row, timed events below',
      [
        allDay('bar', local(2026, 11, 16), local(2026, 11, 18)),
        ev('t', local(2026, 11, 17, 9), local(2026, 11, 17, 10)),
      ],
      ['bar', 't'],
      0,
    ],
    [
      'bars count toward the 3',
      [
        allDay('b1', local(2026, 11, 17), local(2026, 11, 17)),
        allDay('b2', local(2026, 11, 17), local(2026, 11, 18)),
        ev('t1', local(2026, 11, 17, 9), local(2026, 11, 17, 10)),
        ev('t2', local(2026, 11, 17, 11), local(2026, 11, 17, 12)),
      ],
      ['bar', 'bar', 't1'],
      1,
    ],
    [
      'a row kept free under a bar in a lower lane',
      [
        allDay('b1', local(2026, 11, 15), local(2026, 11, 16)),
        allDay('b2', local(2026, 11, 16), local(2026, 11, 17)),
      ],
      ['gap', 'bar'],
      0,
    ],
  ])('%s', (_, events, tuesday, hidden) => {
    const layout = monthWeekLayout(week, of(events))
    expect(ids(layout.days[2]!.rows)).toEqual(tuesday)
    expect(layout.days[2]!.hidden).toBe(hidden)
  })

  it('shows no bar past the third lane, and counts it hidden on each of its days', () => {
    const events = [1, 2, 3, 4].map((i) =>
      allDay(`b${i}`, local(2026, 11, 16), local(2026, 11, 18)),
    )
    const layout = monthWeekLayout(week, of(events))
    expect(layout.bars.map((b) => b.event.id)).toEqual(['b1', 'b2', 'b3'])
    expect(layout.days.map((d) => d.hidden)).toEqual([0, 1, 1, 1, 0, 0, 0])
  })
})

describe(`the all-day strip (${zone})`, () => {
  it('draws at most 3 lanes; a day with more shows +N listing its bars', () => {
    const events = [
      ...[1, 2, 3, 4].map((i) => allDay(`b${i}`, local(2026, 11, 17), local(2026, 11, 17))),
      allDay('long', local(2026, 11, 15), local(2026, 11, 16)),
    ]
    const strip = allDayStrip(week, of(events))
    expect(strip.lanes).toBe(3)
    expect(strip.bars.map((b) => b.event.id)).toEqual(['long', 'b1', 'b2', 'b3'])
    expect(strip.overflows).toEqual([
      {
        column: 2,
        hidden: [expect.objectContaining({ id: 'b4' })],
        events: ['b1', 'b2', 'b3', 'b4'].map((id) => expect.objectContaining({ id })),
      },
    ])
  })

  it('is empty without bars', () => {
    const strip = allDayStrip(week, of([ev('t', local(2026, 11, 17, 9), local(2026, 11, 17, 10))]))
    expect(strip).toEqual({ bars: [], lanes: 0, overflows: [] })
  })
})

// An all-day event on November 5 is on November 5 for every viewer: read from UTC-10 and UTC+14
// (and Auckland, +13 in November), it covers that day's column and no other.
describe('an all-day event seen from UTC-10 to UTC+14', () => {
  let restore = () => {}
  afterEach(() => restore())
  it.each(['Pacific/Honolulu', 'Pacific/Kiritimati', 'Pacific/Auckland', 'UTC'])('%s', (tz) => {
    restore = setZone(tz)
    const stored = {
      start: new Date('2026-11-05T00:00:00Z'),
      end: new Date('2026-11-06T00:00:00Z'),
    }
    const event: CalendarEvent = {
      ...ev('birthday', utcDateToLocal(stored.start), utcDateToLocal(stored.end)),
      allDay: true,
    }
    const days = VIEWS.week.days(new Date(2026, 10, 5))
    expect(weekBars(days, eventsByDay([event], days)).map((b) => [b.first, b.last])).toEqual([
      [4, 4],
    ])
    expect(days[4]!.getDate()).toBe(5)
  })
})
