// Benchmark (not a test) of repeating events' expansion (issue 10; docs/performance.md,
// "Repeating events: the read stays bounded"): 500 series, a mix of rules that never end,
// started 0 to 5 years ago, some kept in New York's and London's wall time, expanded into one
// month view (6 weeks, across New York's clock change) as the app does for every range it
// shows. Target: under 4 ms (issue 10). Then 500 daily series started ten years ago, which the
// skip-ahead of expand-series.ts starts near the range, and 20 of them with a COUNT, which
// forbids it (every occurrence from the first is walked): what the skip-ahead saves.
// Run: npx tsx bench/expand-bench.ts [runs] (default 50; the COUNT case runs a tenth of them)
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { TZDate } from '@date-fns/tz'
import { expandSeries, type Series } from '../src/model/recurrence/expand-series.ts'
import type { DateRange } from '../src/model/types.ts'

/** November 2026's month grid: Sunday 1 November (New York's clock change) to 13 December. */
export const RANGE: DateRange = {
  start: new Date(Date.UTC(2026, 10, 1)),
  end: new Date(Date.UTC(2026, 11, 13)),
}
const DAY = 86_400_000
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
const ZONES = ['UTC', 'UTC', 'America/New_York', 'Europe/London']

/** mulberry32 (as bench/lib/events.mjs), so runs compare. */
export function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A wall date `daysAgo` before the range, on or after it the first of `weekdays`. */
function wallDate(daysAgo: number, weekdays?: number[]) {
  let day = RANGE.start.getTime() - daysAgo * DAY
  while (weekdays && !weekdays.includes(new Date(day).getUTCDay())) day += DAY
  const d = new Date(day)
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate(), weekday: d.getUTCDay() }
}

/**
 * The mix of bench/lib/events.mjs (weekly, some every other week; several weekdays; every
 * weekday; daily; monthly by day and by nth weekday; yearly all-day), all open-ended.
 */
export function mixedSeries(count: number, random: () => number): Series[] {
  return Array.from({ length: count }, () => {
    const tzid = ZONES[Math.floor(random() * ZONES.length)]!
    const daysAgo = Math.floor(random() * 5 * 365)
    const minutes = (7 * 4 + Math.floor(random() * 52)) * 15 // 7:00 .. 19:45 wall time
    const kind = random()
    let rule: string
    let date = wallDate(daysAgo)
    let length = 60 * 60_000
    if (kind < 0.3) {
      rule = `FREQ=WEEKLY;${random() < 0.15 ? 'INTERVAL=2;' : ''}BYDAY=${WEEKDAYS[date.weekday]}`
    } else if (kind < 0.45) {
      const days = [[1, 4], [2, 4], [1, 3, 5], [2, 5]][Math.floor(random() * 4)]! // prettier-ignore
      date = wallDate(daysAgo, days)
      rule = `FREQ=WEEKLY;BYDAY=${days.map((d) => WEEKDAYS[d]).join(',')}`
    } else if (kind < 0.6) {
      date = wallDate(daysAgo, [1, 2, 3, 4, 5])
      rule = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'
      length = 15 * 60_000
    } else if (kind < 0.67) {
      rule = 'FREQ=DAILY'
      length = 30 * 60_000
    } else if (kind < 0.78) {
      rule = `FREQ=MONTHLY;BYMONTHDAY=${date.d}`
    } else if (kind < 0.89) {
      const nth = Math.ceil(date.d / 7)
      rule = `FREQ=MONTHLY;BYDAY=${nth === 5 ? -1 : nth}${WEEKDAYS[date.weekday]}`
    } else {
      const start = new Date(date.y, date.m, date.d)
      const end = new Date(date.y, date.m, date.d + 1)
      return { start, end, rule: 'FREQ=YEARLY', tzid, allDay: true, skip: new Set<number>() }
    }
    const start = new TZDate(date.y, date.m, date.d, 0, minutes, 0, tzid)
    return {
      start: new Date(start.getTime()),
      end: new Date(start.getTime() + length),
      rule,
      tzid,
      allDay: false,
      skip: new Set<number>(),
    }
  })
}

/** Daily at 8:00 wall time, started ten years before the range; `suffix` adds to the rule. */
export function dailyTenYears(count: number, random: () => number, suffix = ''): Series[] {
  return Array.from({ length: count }, () => {
    const tzid = ZONES[Math.floor(random() * ZONES.length)]!
    const date = wallDate(3653 + Math.floor(random() * 7))
    const start = new TZDate(date.y, date.m, date.d, 8, 0, 0, tzid)
    return {
      start: new Date(start.getTime()),
      end: new Date(start.getTime() + 30 * 60_000),
      rule: `FREQ=DAILY${suffix}`,
      tzid,
      allDay: false,
      skip: new Set<number>(),
    }
  })
}

type Expand = typeof expandSeries

export const expandAll = (series: Series[], expand: Expand = expandSeries) => {
  let occurrences = 0
  for (const one of series) occurrences += expand(one, RANGE).length
  return occurrences
}

/** Best, median, p75 and max ms of expanding every series, `runs` times after 5 warm-ups. */
export function measure(series: Series[], runs: number, expand: Expand = expandSeries) {
  for (let i = 0; i < 5; i++) expandAll(series, expand) // warm up the JIT
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    expandAll(series, expand)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const pick = (q: number) =>
    (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2)
  return { best: pick(0), median: pick(0.5), p75: pick(0.75), max: pick(1) }
}

/** The cases (the same series every time, from the seed). */
export function cases(runs: number): Record<string, [Series[], number]> {
  const random = prng(10)
  return {
    '500 mixed, 0-5 years old': [mixedSeries(500, random), runs],
    '500 daily, 10 years old': [dailyTenYears(500, random), runs],
    // COUNT=3700 ends inside the range: every day from the first is walked.
    '20 daily, 10 years, COUNT': [dailyTenYears(20, random, ';COUNT=3700'), Math.ceil(runs / 10)],
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const runs = Number(process.argv[2] ?? 50)
  console.log(
    `expandSeries into ${RANGE.start.toISOString().slice(0, 10)} .. ` +
      `${RANGE.end.toISOString().slice(0, 10)} (6 weeks), after 5 warm-ups (ms; target < 4 for 500):`,
  )
  for (const [name, [series, n]] of Object.entries(cases(runs))) {
    const { best, median, p75, max } = measure(series, n)
    console.log(
      `  ${name.padEnd(28)} best ${best}  median ${median}  p75 ${p75}  max ${max}` +
        `   (${n} runs, ${expandAll(series)} occurrences)`,
    )
  }
}
