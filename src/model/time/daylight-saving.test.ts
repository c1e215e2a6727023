// Daylight saving (docs/decisions.md, "Overlapping events"): blocks by wall-clock time, 24 rows of 60px, navigation that never
// skips or repeats a day. The instants are the real 2026 changes of New York, London and
// Lord Howe (a 30-minute shift), given in UTC; what each should look like is computed from the
// offsets written down in src/test/zones-2026.ts for the zone this run is in. So every run
// exercises every change instant, and a run in one of those zones (TZ=America/New_York,
// TZ=Europe/London, TZ=Australia/Lord_Howe) lays out the 23-, 23.5-, 24.5- and 25-hour days.
import { addDays, format, startOfDay } from 'date-fns'
import { beforeEach, describe, expect, it } from 'vitest'
import { daySegment } from '../layout/day-segment'
import { GRID } from '../layout/grid-metrics'
import { nowLineTop } from '../layout/now-line-top'
import { ev } from '@/test/events'
import { zone } from '@/test/zone'
import { offsetAt, wallClock, zoneYear, ZONES_2026, type ZoneYear } from '@/test/zones-2026'
import { reachedLayout } from '../layout/overlap-reach'
import { timedLayout } from '../layout/timed-layout'
import { eventsByDay } from '../layout/events-by-day'
import { VIEWS } from '../views'

const MIN = 60_000
// An unknown zone fails the first test below (and, with NaN offsets, all the others).
const here: ZoneYear = zoneYear(zone) ?? { initial: Number.NaN, changes: [] }

it(`runs in a zone whose 2026 offsets are written down (${zone})`, () => {
  expect(zoneYear(zone), `add ${zone} to src/test/zones-2026.ts`).toBeDefined()
})

describe('the written-down offsets agree with the platform zone data', () => {
  const icu = (name: string, instant: number) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: name,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(instant)
      .replace(',', '')
  it.each(Object.entries(ZONES_2026))('%s', (name, year) => {
    const instants = [Date.UTC(2026, 0, 1), Date.UTC(2026, 6, 1), Date.UTC(2026, 11, 31)]
    for (const change of year.changes)
      instants.push(Date.parse(change.at) - MIN, Date.parse(change.at))
    for (const instant of instants) expect(wallClock(year, instant)).toBe(icu(name, instant))
  })
})

/** 'yyyy-MM-dd' of the wall date `days` after a wall date. */
const dateAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10)
const minutesOf = (wall: string) => Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16))

/** Where an event from `start` to `end` should be drawn on `date`, by this zone's offsets. */
function expectedSegment(start: number, end: number, date: string) {
  const [s, e] = [wallClock(here, start), wallClock(here, end)]
  const top = s.slice(0, 10) < date ? 0 : minutesOf(s)
  const bottom = e.slice(0, 10) > date ? GRID.dayHeight : minutesOf(e)
  return {
    top: Math.min(top, GRID.dayHeight - GRID.minBlockHeight),
    height: Math.max(GRID.minBlockHeight, bottom - top),
    continuesBefore: s.slice(0, 10) < date,
    continuesAfter: e.slice(0, 10) > date,
  }
}

// One real hour across each change, and where it must be drawn in the changing zone itself:
//   New York, Mar 8    1:30 EST -> 3:30 EDT    rows 1:30..3:30   (top 90, 120px)
//   New York, Nov 1    1:30 EDT -> 1:30 EST    a 30px block at 1:30 (the wall clock went back)
//   London,   Mar 29   0:30 GMT -> 2:30 BST    rows 0:30..2:30
//   London,   Oct 25   1:30 BST -> 1:30 GMT    a 30px block at 1:30
//   Lord Howe, Apr 5   1:30 +11 -> 2:00 +10:30 rows 1:30..2:00 (30px)
//   Lord Howe, Oct 4   1:30 +10:30 -> 3:00 +11 rows 1:30..3:00 (90px)
const ACROSS_THE_CHANGE: Record<string, [number, number]> = {
  '2026-03-08T07:00:00Z': [90, 120],
  '2026-11-01T06:00:00Z': [90, 30],
  '2026-03-29T01:00:00Z': [30, 120],
  '2026-10-25T01:00:00Z': [90, 30],
  '2026-04-04T15:00:00Z': [90, 30],
  '2026-10-03T15:30:00Z': [90, 90],
}

const changes = Object.entries(ZONES_2026).flatMap(([name, year]) =>
  year.changes.map((change) => ({ name, ...change, own: zoneYear(zone) === year })),
)

describe.each(changes)(`in ${zone}: the day of $name's change at $at`, (change) => {
  const at = Date.parse(change.at)
  const day = startOfDay(new Date(at))
  let date = '' // the local date of the change instant, by the written-down offsets
  beforeEach(() => {
    date = wallClock(here, at).slice(0, 10)
  })

  it('is one local day of the expected length', () => {
    expect(format(day, 'yyyy-MM-dd')).toBe(date)
    const next = addDays(day, 1)
    expect(format(next, 'yyyy-MM-dd HH:mm')).toBe(`${dateAfter(date, 1)} 00:00`)
    const hours = (next.getTime() - day.getTime()) / 36e5
    const byOffsets = 24 - (offsetAt(here, next.getTime()) - offsetAt(here, day.getTime())) / 60
    expect(hours).toBe(byOffsets)
    expect(hours).toBe(change.own ? change.dayHours : 24)
  })

  it('draws every block at its wall-clock times, clipped to the day, none covering another’s text', () => {
    const y = Number(date.slice(0, 4))
    const m = Number(date.slice(5, 7)) - 1
    const d = Number(date.slice(8, 10))
    const events = [
      ev('across', new Date(at - 30 * MIN), new Date(at + 30 * MIN)),
      ev('nine', new Date(y, m, d, 9), new Date(y, m, d, 10)),
      ev(
        'night',
        new Date(y, m, d - 1, 22),
        new Date(new Date(y, m, d - 1, 22).getTime() + 5 * 36e5),
      ),
      ev('late', new Date(y, m, d, 22), new Date(y, m, d + 1, 2)),
      ev('reversed', new Date(y, m, d, 12), new Date(y, m, d, 11)),
    ]
    for (const event of events) {
      const end = Math.max(event.start.getTime(), event.end.getTime())
      expect(daySegment(event, day), event.id).toEqual(
        expectedSegment(event.start.getTime(), end, date),
      )
    }
    // Wall-clock 9 AM is row 9, 10 PM is row 22, whatever the length of the day.
    expect(daySegment(events[1]!, day)).toMatchObject({ top: 540, height: 60 })
    expect(daySegment(events[3]!, day)).toMatchObject({ top: 1320, height: 120 })
    expect(daySegment(events[4]!, day)).toMatchObject({ top: 720, height: GRID.minBlockHeight })
    if (change.own) {
      const [top, height] = ACROSS_THE_CHANGE[change.at] as [number, number]
      expect(daySegment(events[0]!, day)).toMatchObject({ top, height })
    }

    const { blocks, overflows } = reachedLayout(timedLayout(eventsByDay(events, [day])(day), day))
    expect(overflows).toEqual([])
    expect(blocks.map((b) => b.event.id).sort()).toEqual(events.map((e) => e.id).sort())
    for (const a of blocks) {
      expect(a.top + a.height).toBeLessThanOrEqual(GRID.hours * GRID.hourHeight)
      for (const b of blocks) {
        if (a === b) continue
        const overlapY = a.top < b.top + b.height && b.top < a.top + a.height
        // The columns each has to itself never meet; where a box reaches under a later one
        // (overlapReach), that one is painted over it, below the covered one's text.
        const own =
          a.column / a.columns < (b.column + b.ownSpan) / b.columns &&
          b.column / b.columns < (a.column + a.ownSpan) / a.columns
        expect(overlapY && own, `${a.event.id} / ${b.event.id}`).toBe(false)
        const reach =
          a.column / a.columns < (b.column + b.span) / b.columns &&
          b.column / b.columns < (a.column + a.span) / a.columns
        if (overlapY && reach && a.top < b.top) {
          expect(b.layer, `${b.event.id} over ${a.event.id}`).toBeGreaterThan(a.layer)
          expect(a.top + a.clear).toBeLessThanOrEqual(b.top)
        }
      }
    }
  })

  it('puts the current-time line at the wall-clock minute', () => {
    for (const instant of [at - 30 * MIN, at, at + 45 * MIN]) {
      const wall = wallClock(here, instant)
      if (wall.slice(0, 10) !== date) continue
      expect(nowLineTop(new Date(instant))).toBe(minutesOf(wall))
    }
    expect(nowLineTop(new Date(at))).toBe(minutesOf(wallClock(here, at)))
  })

  it('steps day by day, week by week and month by month without skipping or repeating', () => {
    const dates: string[] = []
    for (let d = addDays(day, -3), i = 0; i < 7; d = VIEWS.day.step(d, 1), i++) {
      expect(format(d, 'HH:mm')).toBe('00:00')
      dates.push(format(d, 'yyyy-MM-dd'))
    }
    expect(dates).toEqual([-3, -2, -1, 0, 1, 2, 3].map((k) => dateAfter(date, k)))
    expect(format(VIEWS.day.step(VIEWS.day.step(day, 1), -1), 'yyyy-MM-dd')).toBe(date)

    const week = VIEWS.week.range(day)
    const weekDays = Array.from({ length: 7 }, (_, i) =>
      format(addDays(week.start, i), 'yyyy-MM-dd EEE'),
    )
    expect(weekDays.map((w) => w.slice(11))).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ])
    expect(new Set(weekDays).size).toBe(7)
    expect(weekDays).toContain(`${date} ${format(day, 'EEE')}`)
    expect(format(week.end, 'yyyy-MM-dd HH:mm')).toBe(
      `${dateAfter(weekDays[0]!.slice(0, 10), 7)} 00:00`,
    )
    const nextWeek = VIEWS.week.range(VIEWS.week.step(day, 1))
    expect(nextWeek.start).toEqual(week.end)
    expect(VIEWS.week.range(VIEWS.week.step(day, -1)).end).toEqual(week.start)

    const there = VIEWS.month.step(day, 1)
    expect(format(there, 'd HH:mm')).toBe(format(day, 'd HH:mm'))
    expect(format(VIEWS.month.step(there, -1), 'yyyy-MM-dd HH:mm')).toBe(`${date} 00:00`)
  })
})
