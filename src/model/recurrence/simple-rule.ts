// The rules the event dialog writes (presets.ts), read (rrule.ts) and walked without ical.js.
//
// Why our own code next to a library: expanding 500 series into a month with ical.js's
// RecurIterator took ~360 ms (parsing each rule and setting up an iterator per series and
// read), against a 4 ms target. These shapes are simple date arithmetic on the wall clock:
// every N days; every N weeks on some weekdays; every N months on a day or on the nth / last
// weekday; every N years on a month and day; with COUNT or UNTIL. Anything else (BYSETPOS,
// BYHOUR, several month days, a start that does not fit its own rule, ...) is left to
// ical.js; src/model/recurrence/expand-series-equivalence.test.ts checks both agree.
import {
  monthDayFromStart,
  readPlainByDay,
  readPlainRule,
  readUntil,
  weekdayOfCode,
  wholeNumber,
  type Until,
} from './rrule'

export type Freq = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY'

export interface SimpleRule {
  freq: Freq
  interval: number
  count: number | null
  until: Until | null
  /** WEEKLY: the weekdays (0 = Sunday), as offsets from the week start, sorted. */
  weekOffsets: number[] | null
  /** MONTHLY by day, YEARLY: the day of the month. */
  monthDay: number | null
  /** MONTHLY by weekday: the nth (1-4) or last (-1) `weekday` of the month. */
  nth: { n: number; weekday: number } | null
  /** YEARLY: the month (1-12). */
  month: number | null
  /** The week start, 0 = Sunday (RFC 5545's default is Monday). */
  wkst: number
}

const KEYS = new Set([
  'FREQ',
  'INTERVAL',
  'COUNT',
  'UNTIL',
  'BYDAY',
  'BYMONTHDAY',
  'BYMONTH',
  'WKST',
])
/** The nth weekday of a month this walks: the first to fourth, or the last. */
const NTHS = [1, 2, 3, 4, -1]

const positive = (value: string | undefined, max: number): number | null => {
  const n = wholeNumber(value)
  return n !== null && n >= 1 && n <= max ? n : null
}

/**
 * The rule as a SimpleRule when it is one of the shapes above, written as this app writes rules
 * (rrule.ts, readPlainRule), and `start` (its first wall date, month 1-12) is an occurrence of
 * it; otherwise null (ical.js walks it).
 */
export function parseSimpleRule(
  rule: string,
  start: { year: number; month: number; day: number },
): SimpleRule | null {
  const parts = readPlainRule(rule)
  if (!parts || [...parts.keys()].some((key) => !KEYS.has(key))) return null
  const freq = parts.get('FREQ')
  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY' && freq !== 'YEARLY') return null
  const interval = parts.has('INTERVAL') ? positive(parts.get('INTERVAL'), 10_000) : 1
  const count = parts.has('COUNT') ? positive(parts.get('COUNT'), 1_000_000) : null
  const until = parts.has('UNTIL') ? readUntil(parts.get('UNTIL')!) : null
  if (interval === null) return null
  if (parts.has('COUNT') && (count === null || parts.has('UNTIL'))) return null
  if (parts.has('UNTIL') && until === null) return null
  const wkst = parts.has('WKST') ? weekdayOfCode(parts.get('WKST')!) : 1
  if (wkst < 0) return null
  const startWeekday = weekdayOf(dayNumber(start.year, start.month, start.day))
  const byDay = parts.get('BYDAY')
  const byMonthDay = parts.get('BYMONTHDAY')
  const byMonth = parts.get('BYMONTH')
  const simple: SimpleRule = {
    freq,
    interval,
    count,
    until,
    weekOffsets: null,
    monthDay: null,
    nth: null,
    month: null,
    wkst,
  }
  if (freq === 'DAILY') {
    return byDay || byMonthDay || byMonth ? null : simple
  }
  if (freq === 'WEEKLY') {
    if (byMonthDay || byMonth) return null
    const read = byDay === undefined ? [{ n: 0, weekday: startWeekday }] : readPlainByDay(byDay)
    if (!read || read.some((d) => d.n !== 0)) return null
    const days = read.map((d) => d.weekday)
    if (!days.includes(startWeekday)) return null
    simple.weekOffsets = [...new Set(days.map((d) => (d - wkst + 7) % 7))].sort((a, b) => a - b)
    return simple
  }
  // A monthly or yearly rule that names no date: the start's day (and month). An empty part
  // such as 'BYDAY=' (ical.js rejects it) names nothing, as in the daily and weekly checks.
  const fromStart = monthDayFromStart(freq, (part) => !!parts.get(part), start)
  if (freq === 'MONTHLY') {
    if (byMonth || (byDay && byMonthDay)) return null
    if (byDay) {
      const read = readPlainByDay(byDay)
      const nth = read?.length === 1 ? read[0]! : null
      if (!nth || !NTHS.includes(nth.n)) return null
      if (nthWeekday(start.year, start.month, nth) !== start.day) return null
      simple.nth = nth
      return simple
    }
    const day = fromStart ? fromStart.day : positive(byMonthDay, 31)
    if (day !== start.day) return null
    simple.monthDay = day
    return simple
  }
  // YEARLY: the start's month and day, said or not (saying only one of them is left to ical.js).
  if (byDay || (byMonth === undefined) !== (byMonthDay === undefined)) return null
  const month = fromStart ? fromStart.month : positive(byMonth, 12)
  const day = fromStart ? fromStart.day : positive(byMonthDay, 31)
  if (month !== start.month || day !== start.day) return null
  simple.month = month
  simple.monthDay = day
  return simple
}

const DAY_MS = 86_400_000

/** Days since 1970-01-01 of a calendar date (month 1-12; overflowing days roll over). */
export const dayNumber = (year: number, month: number, day: number) =>
  Date.UTC(year, month - 1, day) / DAY_MS

/** 0 = Sunday. 1970-01-01 was a Thursday. */
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The day of the month of the nth (or last, n = -1) weekday, or null when there is none. */
function nthWeekday(year: number, month: number, { n, weekday }: { n: number; weekday: number }) {
  const length = daysInMonth(year, month)
  if (n > 0) {
    const first = 1 + ((weekday - weekdayOf(dayNumber(year, month, 1)) + 7) % 7)
    const day = first + (n - 1) * 7
    return day <= length ? day : null
  }
  return length - ((weekdayOf(dayNumber(year, month, length)) - weekday + 7) % 7)
}

/**
 * Calls `visit` with the day number of each occurrence date, in order, from the first one
 * (`startDay`) or, when `from` is given, from the first period that may hold a date on or
 * after `from` (only without COUNT, which counts from the first). Stops when `visit` returns
 * false. Returns false when it gave up: `maxPeriods` periods in a row held no date (a yearly
 * February 29 every 100 years, say), so the caller can walk the rule another way.
 */
export function walkSimpleRule(
  rule: SimpleRule,
  startDay: number,
  from: number | null,
  visit: (day: number) => boolean,
  maxPeriods = 100_000,
): boolean {
  const step = rule.interval
  const ahead = from !== null && rule.count === null && from > startDay
  let empty = 0
  const emit = (day: number | null): boolean | null => {
    if (day === null || day < startDay) {
      empty++
      return empty > maxPeriods ? null : true
    }
    empty = 0
    return visit(day)
  }
  if (rule.freq === 'DAILY') {
    let day = ahead ? startDay + Math.floor((from - startDay) / step) * step : startDay
    for (; ; day += step) if (!visit(day)) return true
  }
  if (rule.freq === 'WEEKLY') {
    const weekOf = (day: number) => day - ((weekdayOf(day) - rule.wkst + 7) % 7)
    const first = weekOf(startDay)
    let week = ahead ? first + Math.floor((weekOf(from) - first) / (7 * step)) * 7 * step : first
    for (; ; week += 7 * step) {
      for (const offset of rule.weekOffsets!) {
        const day = week + offset
        if (day < startDay) continue
        if (!visit(day)) return true
      }
    }
  }
  const start = new Date(startDay * DAY_MS)
  const year0 = start.getUTCFullYear()
  if (rule.freq === 'MONTHLY') {
    const index0 = year0 * 12 + start.getUTCMonth()
    let index = index0
    if (ahead) {
      const f = new Date(from * DAY_MS)
      const target = f.getUTCFullYear() * 12 + f.getUTCMonth()
      index = index0 + Math.floor((target - index0) / step) * step
    }
    for (; ; index += step) {
      const year = Math.floor(index / 12)
      const month = (index % 12) + 1
      const day = rule.nth
        ? nthWeekday(year, month, rule.nth)
        : rule.monthDay! <= daysInMonth(year, month)
          ? rule.monthDay!
          : null
      const go = emit(day === null ? null : dayNumber(year, month, day))
      if (go === null) return false
      if (!go) return true
    }
  }
  // YEARLY
  let year = year0
  if (ahead)
    year = year0 + Math.floor((new Date(from * DAY_MS).getUTCFullYear() - year0) / step) * step
  for (; ; year += step) {
    const fits = rule.monthDay! <= daysInMonth(year, rule.month!)
    const go = emit(fits ? dayNumber(year, rule.month!, rule.monthDay!) : null)
    if (go === null) return false
    if (!go) return true
  }
}
