// Repeating events (RFC 5545 RRULE), expanded for a visible range. Loaded on demand (the data
// layer imports it only when a range holds a series), so ical.js is not in the first paint's JS.
//
// The rule is expanded in FLOATING wall time (ical.js's RecurIterator, no zone), from the
// series' first start as read on the wall clock of its own IANA zone; each wall time is then
// placed in that zone (zone-clock.ts). So a weekly Monday 9:00 AM made in New York stays 9:00 AM
// New York time after the clocks change, and a viewer elsewhere sees it converted. A wall time
// the zone skips moves forward by the gap; a repeated one is its first (RFC 5545, 3.3.5).
import ICAL from 'ical.js'
import type { DateRange } from '../types'
import { dayNumber, parseSimpleRule, walkSimpleRule, type SimpleRule } from './simple-rule'
import { monthDayFromStart, WEEKDAY_CODES, type Until } from './rrule'
import {
  instantInZone,
  instantOfLocal,
  offsetThroughout,
  wallInZone,
  type Wall,
} from '../time/zone-clock'

export interface Series {
  /** The first occurrence's start and end (instants); their difference is every occurrence's. */
  start: Date
  end: Date
  /** RRULE value without DTSTART, e.g. 'FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20270101T000000Z'. */
  rule: string
  /** The IANA zone the wall times are kept in. */
  tzid: string
  /** All day: the wall dates are the viewer's local dates (start and end are local midnights). */
  allDay: boolean
  /** Starts of occurrences not to show (cancelled, or replaced by a changed occurrence). */
  skip: ReadonlySet<number>
}

/** At most this many occurrences are walked per series and range: a bound on hostile rules. */
const MAX_STEPS = 10_000

/**
 * ical.js walks a daily or weekly rule a day at a time until a day fits its BY parts, with no
 * bound of its own (it bounds monthly and yearly walks): a rule that no day fits, such as
 * FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31, or a BYDAY with an ordinal (RFC 5545 allows one only in
 * monthly and yearly rules: FREQ=DAILY;BYDAY=2TU), never returns, and the page hangs. After
 * this many days in a row that do not fit (more than 41 years: every date falls on every
 * weekday within 28 years, or 40 across a century's missing leap day), the walk ends there.
 */
const MAX_MISSES = 15_000

/** The walk found no day the rule fits in MAX_MISSES: the series has no more occurrences. */
class NoMoreOccurrences extends Error {}

function boundedIterator(recur: ICAL.Recur, start: ICAL.Time): ICAL.RecurIterator {
  const iterator = recur.iterator(start)
  const fits = iterator.check_contracting_rules.bind(iterator)
  let misses = 0
  iterator.check_contracting_rules = () => {
    if (fits()) {
      misses = 0
      return true
    }
    if (++misses > MAX_MISSES) throw new NoMoreOccurrences()
    return false
  }
  return iterator
}

/** The iterator's next start, or null once there is none. */
function nextOf(iterator: ICAL.RecurIterator): ICAL.Time | null {
  try {
    return iterator.next()
  } catch (error) {
    if (error instanceof NoMoreOccurrences) return null
    throw error
  }
}

const DAY_MS = 86_400_000

type ByPart = keyof ICAL.Recur['parts']

/**
 * The starts of a series' occurrences that overlap `range` (an occurrence of zero length, or a
 * reversed one, counts where it starts), oldest first.
 */
export function expandSeries(series: Series, range: DateRange): Date[] {
  return expandSeriesTimes(series, range).map((start) => new Date(start))
}

/**
 * expandSeries as epoch milliseconds: what counting needs (the year view places 48,000
 * occurrences a year at 50,000 events, and a Date each was half the time).
 */
export function expandSeriesTimes(series: Series, range: DateRange): number[] {
  const wall = wallOf(series)
  const simple = parsedSimpleRule(series.rule, wall)
  return (simple && expandSimple(series, simple, wall, range)) ?? iteratorTimes(series, range)
}

const wallOf = (series: Series): Wall =>
  series.allDay ? localWall(series.start) : wallInZone(series.start.getTime(), series.tzid)

/** Parsed rules by text and first wall date: a range read expands the same series again. */
const simpleRules = new Map<string, SimpleRule | null>()

function parsedSimpleRule(rule: string, wall: Wall): SimpleRule | null {
  const key = `${wall.year}-${wall.month}-${wall.day} ${rule}`
  let simple = simpleRules.get(key)
  if (simple === undefined) {
    if (simpleRules.size >= 5_000) simpleRules.clear()
    simple = parseSimpleRule(rule, wall)
    simpleRules.set(key, simple)
  }
  return simple
}

/** The dialog's rule shapes, by date arithmetic (simple-rule.ts); null: walk with ical.js. */
function expandSimple(
  series: Series,
  rule: SimpleRule,
  wall: Wall,
  range: DateRange,
): number[] | null {
  const duration = Math.max(0, series.end.getTime() - series.start.getTime())
  const until = rule.until ? untilInstant(rule.until, series) : Number.POSITIVE_INFINITY
  // Two days before the earliest start that can reach the range: wall dates and instants
  // differ by at most a zone's offset.
  const from = Math.floor((range.start.getTime() - duration) / DAY_MS) - 2
  const end = range.end.getTime()
  // The wall time of day, as ms since midnight: a day number's wall time is then one addition.
  const timeOfDay = ((wall.hour * 60 + wall.minute) * 60 + wall.second) * 1000
  // Days from `from` to two past the range, where the zone keeps one offset (most ranges, and
  // always in UTC): placed by a subtraction, not three lookups each. The span checked is a
  // day wider each way: instantOfLocal looks 15 hours either side of the wall time.
  const last = Math.floor(end / DAY_MS) + 2
  const offset = series.allDay ? null : offsetThroughout(series.tzid, from - 1, last + 1)
  const place = series.allDay
    ? (day: number) => {
        const d = new Date(day * DAY_MS)
        return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()).getTime()
      }
    : offset !== null
      ? (day: number) =>
          day >= from && day <= last
            ? day * DAY_MS + timeOfDay - offset
            : instantOfLocal(day * DAY_MS + timeOfDay, series.tzid)
      : (day: number) => instantOfLocal(day * DAY_MS + timeOfDay, series.tzid)
  const starts: number[] = []
  let steps = 0
  const walked = walkSimpleRule(rule, dayNumber(wall.year, wall.month, wall.day), from, (day) => {
    if (rule.count !== null && steps >= rule.count) return false
    if (steps++ >= MAX_STEPS) return false
    const start = place(day)
    if (start >= end || start > until) return false
    const overlaps = start + duration > range.start.getTime() || start >= range.start.getTime()
    if (overlaps && !series.skip.has(start)) starts.push(start)
    return true
  })
  return walked ? starts : null
}

/**
 * The same, walked by ical.js's RecurIterator: every rule RFC 5545 allows. Exported for the
 * test that checks both ways agree.
 */
export function expandByIterator(series: Series, range: DateRange): Date[] {
  return iteratorTimes(series, range).map((start) => new Date(start))
}

function iteratorTimes(series: Series, range: DateRange): number[] {
  const duration = Math.max(0, series.end.getTime() - series.start.getTime())
  const recur = ICAL.Recur.fromString(series.rule)
  const wall = wallOf(series)
  // The iterator runs on the floating wall clock, where a UTC UNTIL would be read as a wall
  // time: it is compared here, as an instant, instead (a DATE UNTIL as the end of that date).
  const until = untilOf(recur, series)
  recur.until = null
  // ical.js moves a yearly February 29 to March 1 in other years; RFC 5545 skips those years.
  // Said explicitly (the month and day of the first start), the rule does skip them. (It gets
  // a monthly rule's day right, so that one is left as it is.)
  const fromStart =
    recur.freq === 'YEARLY' &&
    monthDayFromStart(recur.freq, (part) => !!recur.parts[part as ByPart], wall)
  if (fromStart) {
    recur.parts.BYMONTH = [fromStart.month!]
    recur.parts.BYMONTHDAY = [fromStart.day]
  }
  const place = series.allDay
    ? (t: ICAL.Time) => new Date(t.year, t.month - 1, t.day).getTime()
    : (t: ICAL.Time) => instantInZone(t, series.tzid)
  const from = range.start.getTime() - duration
  const dtstart = skipAhead(recur, wall, from - 2 * DAY_MS, series)
  const iterator = boundedIterator(recur, ICAL.Time.fromData({ ...dtstart, isDate: false }))
  const starts: number[] = []
  for (
    let step = 0, next = nextOf(iterator);
    next && step < MAX_STEPS;
    step++, next = nextOf(iterator)
  ) {
    const start = place(next)
    if (start >= range.end.getTime() || start > until) break
    const overlaps = start + duration > range.start.getTime() || start >= range.start.getTime()
    if (overlaps && !series.skip.has(start)) starts.push(start)
  }
  return starts
}

/** UNTIL as an instant (inclusive), or Infinity. */
function untilOf(recur: ICAL.Recur, series: Series): number {
  const until = recur.until
  if (!until) return Number.POSITIVE_INFINITY
  const kind = until.isDate ? 'date' : until.zone?.tzid === 'UTC' ? 'utc' : 'floating'
  return untilInstant({ ...until.toJSON(), kind } as Until, series)
}

function untilInstant(until: Until, series: Series): number {
  if (until.kind === 'date') {
    const endOfDate = series.allDay
      ? new Date(until.year, until.month - 1, until.day + 1).getTime()
      : instantInZone(
          { ...midnight, year: until.year, month: until.month, day: until.day + 1 },
          series.tzid,
        )
    return endOfDate - 1
  }
  const wall = { ...until }
  if (until.kind === 'utc') {
    return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  }
  // A floating UNTIL (not RFC 5545 with a zoned DTSTART, but seen in the wild): the series' zone.
  return instantInZone(wall, series.tzid)
}

const midnight = { hour: 0, minute: 0, second: 0 }

const localWall = (instant: Date): Wall => ({
  year: instant.getFullYear(),
  month: instant.getMonth() + 1,
  day: instant.getDate(),
  hour: 0,
  minute: 0,
  second: 0,
})

/**
 * A daily or weekly series started years ago would be walked from its first day at every
 * read. Without COUNT (which counts from the true start) and when the first start itself fits
 * the rule, moving DTSTART forward by whole periods gives the same later occurrences: days and
 * weeks have no month-length or leap-year exceptions on the wall clock.
 */
function skipAhead(recur: ICAL.Recur, wall: Wall, before: number, series: Series): Wall {
  const period = recur.freq === 'DAILY' ? 1 : recur.freq === 'WEEKLY' ? 7 : 0
  if (period === 0 || recur.count || before <= series.start.getTime()) return wall
  const byDay = recur.parts.BYDAY as string[] | undefined
  const weekday =
    WEEKDAY_CODES[new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()]!
  if (byDay && !byDay.includes(weekday)) return wall
  if (recur.freq === 'DAILY' && (recur.parts.BYMONTH || recur.parts.BYMONTHDAY)) return wall
  const step = period * (recur.interval || 1)
  const days = Math.floor((before - series.start.getTime()) / DAY_MS)
  const shift = Math.floor(days / step) * step
  if (shift <= 0) return wall
  const moved = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + shift))
  return {
    ...wall,
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  }
}

/**
 * The end of a series' last occurrence, or null when it never ends (no COUNT or UNTIL) or has
 * more occurrences than are walked: stored as recurrence_end, an upper bound the range read
 * uses to leave out series that are over. Skipped occurrences count (COUNT counts them too).
 */
export function lastOccurrenceEnd(series: Series): Date | null {
  const recur = ICAL.Recur.fromString(series.rule)
  if (!recur.count && !recur.until) return null
  const duration = Math.max(0, series.end.getTime() - series.start.getTime())
  if (!recur.count) {
    // Any occurrence starts by UNTIL: its end is a bound without walking (a DATE UNTIL is read
    // as the end of that date; a day more covers every zone's reading of it).
    return new Date(untilOf(recur, series) + duration + DAY_MS)
  }
  const starts = expandSeries(
    { ...series, skip: new Set() },
    { start: series.start, end: new Date(8.64e15) },
  )
  if (starts.length >= MAX_STEPS) return null
  const last = starts.at(-1) ?? series.start
  return new Date(last.getTime() + duration)
}
