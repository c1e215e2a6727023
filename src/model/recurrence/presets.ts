// The event dialog's 'Repeat' choices (decisions.md, "Repeating events") and the RFC 5545 RRULE
// values they stand for: the choices for a start, and the rule a choice writes. Pure and small
// on purpose: no ical.js here (it is loaded on demand by expand-series.ts). A saved rule is read
// back by read-repeat.ts, checked by validate-repeat.ts and described by describe-repeat.ts.
//
// Everything is read on the start's LOCAL wall clock (the browser's zone): its weekday, day of
// month and month, as the dialog shows them. The rule's wall times are kept in the event's own
// zone (`tzid`) by the expander; for a new event that is the browser's zone, so the two agree.
import { instantInZone } from '../time/zone-clock'
import { byDayText, WEEKDAY_CODES } from './rrule'
import { pad, readDate, type YMD } from './ymd'

export type RepeatPreset =
  'none' | 'daily' | 'weekly' | 'monthly-day' | 'monthly-nth' | 'yearly' | 'weekdays' | 'custom'

export type RepeatFreq = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY'

export type RepeatEnds =
  | { kind: 'never' }
  /** `date` is yyyy-MM-dd, inclusive: an occurrence on that date still happens. */
  | { kind: 'on'; date: string }
  | { kind: 'after'; count: number }

export interface CustomRepeat {
  freq: RepeatFreq
  interval: number
  /** 0 = Sunday .. 6 = Saturday, ascending; used when WEEKLY. */
  weekdays: number[]
  ends: RepeatEnds
}

export interface RepeatValue {
  preset: RepeatPreset
  /** The custom fields; kept while another preset is chosen, used only for 'custom'. */
  custom: CustomRepeat
}

/** The weekdays' names, Sunday first (index = Date#getDay), as the dialog shows them. */
export const WEEKDAY_NAMES: readonly string[] =
  'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ')
const MONTH_NAMES =
  'January February March April May June July August September October November December'.split(' ')
const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth']
/** A BYDAY ordinal in words: 'second', 'last', 'second to last'. */
export const ordinal = (n: number): string =>
  n === -1 ? 'last' : n < 0 ? `${ordinal(-n)} to last` : ORDINALS[n] || `${n}th`
const MONDAY_TO_FRIDAY = 'MO,TU,WE,TH,FR'
/** RFC 5545 lists weekdays Monday first (its default WKST); so do the rules written here. */
export const mondayFirst = (a: number, b: number) => ((a + 6) % 7) - ((b + 6) % 7)

/** A weekday's name (0 = Sunday), or ''. */
export const weekdayName = (day: number) => WEEKDAY_NAMES[day] ?? ''
/** A month's name (1 = January), or ''. */
export const monthName = (month: number) => MONTH_NAMES[month - 1] ?? ''

/** The start's weekday in the month: 1..4, or -1 (last) for a fifth one. */
function nthWeekday(start: Date): number {
  const n = Math.ceil(start.getDate() / 7)
  return n >= 5 ? -1 : n
}

/** The select's options for an event starting at `start` (its local date). */
export function repeatOptions(start: Date): { value: RepeatPreset; label: string }[] {
  const weekday = weekdayName(start.getDay())
  const day = start.getDate()
  return [
    { value: 'none', label: 'Does not repeat' },
    { value: 'daily', label: 'Daily' },
    { value: 'weekly', label: `Weekly on ${weekday}` },
    { value: 'monthly-day', label: `Monthly on day ${day}` },
    { value: 'monthly-nth', label: `Monthly on the ${ordinal(nthWeekday(start))} ${weekday}` },
    { value: 'yearly', label: `Annually on ${monthName(start.getMonth() + 1)} ${day}` },
    { value: 'weekdays', label: 'Every weekday (Monday to Friday)' },
    { value: 'custom', label: 'Custom…' },
  ]
}

/** Every week on the start's weekday, never ending: what 'Custom…' starts from. */
export function defaultCustom(start: Date): CustomRepeat {
  return { freq: 'WEEKLY', interval: 1, weekdays: [start.getDay()], ends: { kind: 'never' } }
}

/** 'Does not repeat', with the custom fields at their default. */
export function noRepeat(start: Date): RepeatValue {
  return { preset: 'none', custom: defaultCustom(start) }
}

/** The RRULE value (no 'RRULE:' prefix, no DTSTART) or null for 'none'. */
export function repeatRule(
  value: RepeatValue,
  start: Date,
  options: { tzid: string; allDay: boolean },
): string | null {
  const code = WEEKDAY_CODES[start.getDay()]
  const day = start.getDate()
  const month = start.getMonth() + 1
  switch (value.preset) {
    case 'none':
      return null
    case 'daily':
      return 'FREQ=DAILY'
    case 'weekly':
      return `FREQ=WEEKLY;BYDAY=${code}`
    case 'monthly-day':
      return `FREQ=MONTHLY;BYMONTHDAY=${day}`
    case 'monthly-nth':
      return `FREQ=MONTHLY;BYDAY=${byDayText({ n: nthWeekday(start), weekday: start.getDay() })}`
    case 'yearly':
      return `FREQ=YEARLY;BYMONTH=${month};BYMONTHDAY=${day}`
    case 'weekdays':
      return `FREQ=WEEKLY;BYDAY=${MONDAY_TO_FRIDAY}`
    case 'custom':
      return customRule(value.custom, start, options)
  }
}

/**
 * A custom value's rule; meant for a value repeatError (validate-repeat.ts) accepts, else it
 * does its best.
 */
function customRule(
  custom: CustomRepeat,
  start: Date,
  options: { tzid: string; allDay: boolean },
): string {
  const parts = [`FREQ=${custom.freq}`]
  const interval = Math.floor(custom.interval)
  if (interval > 1) parts.push(`INTERVAL=${interval}`)
  if (custom.freq === 'WEEKLY') {
    const days = [...new Set(custom.weekdays)].filter((d) => WEEKDAY_CODES[d] !== undefined)
    if (days.length === 0) days.push(start.getDay())
    const codes = days.sort(mondayFirst).map((d) => WEEKDAY_CODES[d])
    parts.push(`BYDAY=${codes.join(',')}`)
  } else if (custom.freq === 'MONTHLY') {
    parts.push(`BYMONTHDAY=${start.getDate()}`)
  } else if (custom.freq === 'YEARLY') {
    parts.push(`BYMONTH=${start.getMonth() + 1}`, `BYMONTHDAY=${start.getDate()}`)
  }
  const { ends } = custom
  if (ends.kind === 'after') parts.push(`COUNT=${Math.floor(ends.count)}`)
  if (ends.kind === 'on') {
    const date = readDate(ends.date)
    if (date) parts.push(`UNTIL=${untilValue(date, options)}`)
  }
  return parts.join(';')
}

/**
 * UNTIL for an inclusive last date. All day: the DATE itself. Timed: the last second of that
 * date in the event's zone, in UTC (RFC 5545: with a zoned DTSTART, UNTIL is in UTC).
 */
function untilValue(date: YMD, { tzid, allDay }: { tzid: string; allDay: boolean }): string {
  if (allDay) return `${pad(date.y, 4)}${pad(date.m)}${pad(date.d)}`
  const nextMidnight = {
    year: date.y,
    month: date.m,
    day: date.d + 1,
    hour: 0,
    minute: 0,
    second: 0,
  }
  const lastSecond = instantInZone(nextMidnight, tzid) - 1000
  // 2027-01-01T04:59:59.000Z -> 20270101T045959Z
  return new Date(lastSecond).toISOString().replace(/[-:]|\.\d+/g, '')
}
