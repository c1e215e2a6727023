// The date-arithmetic path of expandSeries (simple-rule.ts) against ical.js's iterator
// (expandByIterator) on generated series: every shape the dialog writes, intervals 1-3, COUNT,
// UNTIL (DATE and UTC) or neither, starts up to ten years back and on the 29th-31st, wall
// times on the clock-change nights, five zones, timed and all day, ranges around the 2026
// changes. Both must give the same instants.
import { describe, expect, it } from 'vitest'
import { expandByIterator, expandSeries, type Series } from './expand-series'
import { parseSimpleRule } from './simple-rule'
import { zone } from '@/test/zone'
import { instantInZone, wallInZone } from '../time/zone-clock'

const ZONES = ['UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe']
const CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
const DAY = 86_400_000

/** mulberry32: the same cases on every run. */
function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Ranges around the 2026 changes: New York and London in March, October and November, Lord Howe in April and October. */
const RANGES = [
  [Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 12)],
  [Date.UTC(2026, 3, 1), Date.UTC(2026, 3, 8)],
  [Date.UTC(2026, 8, 27), Date.UTC(2026, 10, 8)],
  [Date.UTC(2026, 10, 1), Date.UTC(2026, 11, 13)],
  [Date.UTC(2028, 1, 20), Date.UTC(2028, 2, 5)],
].map(([start, end]) => ({ start: new Date(start!), end: new Date(end!) }))

function generate(random: () => number, pick: <T>(list: readonly T[]) => T): Series {
  const tzid = pick(ZONES)
  const allDay = random() < 0.2
  // Start dates: anywhere in ten years, often on the 29th-31st or a clock-change night.
  const base = Date.UTC(2016, 0, 1) + Math.floor(random() * 11 * 365) * DAY
  let date = new Date(base)
  const special = random()
  if (special < 0.15)
    date = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 29 + Math.floor(random() * 3))) // prettier-ignore
  else if (special < 0.2) date = new Date(Date.UTC(2016 + 4 * Math.floor(random() * 3), 1, 29))
  else if (special < 0.3)
    date = new Date(Date.UTC(2026, pick([2, 3, 9, 10]), pick([1, 4, 5, 8, 29])))
  const [hour, minute] = pick([[1, 30], [2, 30], [2, 15], [9, 0], [0, 0], [23, 45], [18, 30]] as const) // prettier-ignore
  const y = date.getUTCFullYear()
  const m = date.getUTCMonth() + 1
  const d = date.getUTCDate()
  const startMs = allDay
    ? new Date(y, m - 1, d).getTime()
    : instantInZone({ year: y, month: m, day: d, hour, minute, second: 0 }, tzid)
  const wall = allDay
    ? { year: y, month: m, day: d }
    : (({ year, month, day }) => ({ year, month, day }))(wallInZone(startMs, tzid))
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()
  const interval = pick([1, 1, 2, 3])
  const nth = Math.ceil(wall.day / 7)
  const lastWeek = wall.day + 7 > new Date(Date.UTC(wall.year, wall.month, 0)).getUTCDate()
  const shape = pick([
    'FREQ=DAILY',
    `FREQ=WEEKLY;BYDAY=${CODES[weekday]}`,
    'FREQ=WEEKLY',
    `FREQ=WEEKLY;BYDAY=${[...new Set([weekday, (weekday + 2) % 7, (weekday + 3) % 7])].map((i) => CODES[i]).join(',')}`,
    weekday % 6 === 0 ? 'FREQ=DAILY' : 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    `FREQ=MONTHLY;BYMONTHDAY=${wall.day}`,
    'FREQ=MONTHLY',
    `FREQ=MONTHLY;BYDAY=${nth > 4 ? -1 : nth}${CODES[weekday]}`,
    `FREQ=MONTHLY;BYDAY=${lastWeek ? -1 : nth}${CODES[weekday]}`,
    'FREQ=YEARLY',
    `FREQ=YEARLY;BYMONTH=${wall.month};BYMONTHDAY=${wall.day}`,
  ])
  const end = pick(['', '', `;COUNT=${1 + Math.floor(random() * 40)}`, 'until-date', 'until-utc'])
  let rule = `${shape}${interval > 1 ? `;INTERVAL=${interval}` : ''}`
  if (end.startsWith(';')) rule += end
  if (end.startsWith('until')) {
    const u = new Date(startMs + Math.floor(random() * 4 * 365) * DAY)
    const ymd = u.toISOString().slice(0, 10).replaceAll('-', '')
    rule +=
      end === 'until-date'
        ? `;UNTIL=${ymd}`
        : `;UNTIL=${ymd}T${pick(['045959', '120000', '235959'])}Z`
  }
  if (random() < 0.05) rule += ';WKST=SU'
  const length = allDay ? pick([1, 2, 3]) * DAY : pick([0, 30, 60, 90, 24 * 60 + 30]) * 60_000
  return {
    start: new Date(startMs),
    end: new Date(allDay ? new Date(y, m - 1, d + length / DAY).getTime() : startMs + length),
    rule,
    tzid,
    allDay,
    skip: new Set(random() < 0.3 ? [startMs + 7 * DAY, startMs + 14 * DAY] : []),
  }
}

describe(`expandSeries: date arithmetic = ical.js's iterator (${zone})`, () => {
  it('agrees on 1,000 generated series in five ranges each', () => {
    const random = prng(20261124)
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
    let simple = 0
    let occurrences = 0
    for (let i = 0; i < 1_000; i++) {
      const series = generate(random, pick)
      const wall = series.allDay
        ? {
            year: series.start.getFullYear(),
            month: series.start.getMonth() + 1,
            day: series.start.getDate(),
          }
        : wallInZone(series.start.getTime(), series.tzid)
      if (parseSimpleRule(series.rule, wall)) simple++
      for (const range of RANGES) {
        const fast = expandSeries(series, range).map((date) => date.toISOString())
        const walked = expandByIterator(series, range).map((date) => date.toISOString())
        occurrences += walked.length
        if (fast.join() !== walked.join()) {
          expect({ series: { ...series, skip: [...series.skip] }, range, fast }).toEqual({
            series: { ...series, skip: [...series.skip] },
            range,
            fast: walked,
          })
        }
      }
    }
    // Every generated rule fits its start, so the fast path took them all; and they occur.
    expect(simple).toBe(1_000)
    expect(occurrences).toBeGreaterThan(6_000)
    // ical.js's walk of every case takes a few seconds (the point of the other path).
  }, 60_000)

  it('leaves other rules to ical.js (and gives its answer)', () => {
    const start = new Date(Date.UTC(2026, 10, 2, 14))
    const wall = wallInZone(start.getTime(), 'America/New_York')
    for (const rule of [
      'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
      'FREQ=WEEKLY;BYDAY=TU', // the start (a Monday) does not fit it
      'FREQ=MONTHLY;BYMONTHDAY=1,15',
      'FREQ=YEARLY;BYMONTH=11',
      'FREQ=DAILY;BYHOUR=9,17',
      'FREQ=HOURLY;INTERVAL=6',
      'FREQ=DAILY;COUNT=3;UNTIL=20261231T000000Z',
      'FREQ=MONTHLY;BYDAY=+1MO', // not written as this app writes it (rrule.ts, readPlainRule)
      'FREQ=DAILY;UNTIL=20261131', // not a real date
    ]) {
      expect(parseSimpleRule(rule, wall), rule).toBeNull()
      const series: Series = {
        start,
        end: new Date(start.getTime() + 3_600_000),
        rule,
        tzid: 'America/New_York',
        allDay: false,
        skip: new Set(),
      }
      const range = {
        start: new Date(Date.UTC(2026, 10, 1)),
        end: new Date(Date.UTC(2026, 11, 13)),
      }
      expect(expandSeries(series, range), rule).toEqual(expandByIterator(series, range))
    }
  })
})
