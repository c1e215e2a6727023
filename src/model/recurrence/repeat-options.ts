// The event dialog's 'Repeat' choices (decisions.md, "Repeating events") and the RFC 5545 RRULE
// values they stand for. Pure and small on purpose: no ical.js here (it is loaded on demand by
// expand-series.ts), the rule text is read as its KEY=VALUE;... parts (rrule.ts).
//
// Everything is read on the start's LOCAL wall clock (the browser's zone): its weekday, day of
// month and month, as the dialog shows them. The rule's wall times are kept in the event's own
// zone (`tzid`) by the expander; for a new event that is the browser's zone, so the two agree.
import { instantInZone } from '../time/zone-clock'
import {
  monthDayFromStart,
  readByDay,
  readRule,
  readUntil,
  wholeNumber,
  WEEKDAY_CODES,
  type ByDay,
} from './rrule'
import { localYmd, pad, readDate, ymdString, type YMD } from './ymd'

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

const FREQS: RepeatFreq[] = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']
const WEEKDAY_NAMES = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ')
const MONTHS =
  'January February March April May June July August September October November December'.split(' ')
const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth']
/** A BYDAY ordinal in words: 'second', 'last', 'second to last'. */
const ordinal = (n: number): string =>
  n === -1 ? 'last' : n < 0 ? `${ordinal(-n)} to last` : ORDINALS[n] || `${n}th`
const MONDAY_TO_FRIDAY = 'MO,TU,WE,TH,FR'
/** RFC 5545 lists weekdays Monday first (its default WKST); so do the rules written here. */
const mondayFirst = (a: number, b: number) => ((a + 6) % 7) - ((b + 6) % 7)

const weekdayName = (day: number) => WEEKDAY_NAMES[day] ?? ''
const monthName = (month: number) => MONTHS[month - 1] ?? ''

/** The start's month (1-12) and day of the month, on the local wall clock. */
const monthDayOf = (start: Date) => ({ month: start.getMonth() + 1, day: start.getDate() })

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
      return `FREQ=MONTHLY;BYDAY=${nthWeekday(start)}${code}`
    case 'yearly':
      return `FREQ=YEARLY;BYMONTH=${month};BYMONTHDAY=${day}`
    case 'weekdays':
      return `FREQ=WEEKLY;BYDAY=${MONDAY_TO_FRIDAY}`
    case 'custom':
      return customRule(value.custom, start, options)
  }
}

/** A custom value's rule; meant for a value repeatError accepts (else it does its best). */
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

/**
 * What the dialog shows for a saved rule: the preset it equals for this start, else 'custom'
 * with the fields read from it. null -> 'none'.
 *
 * UNTIL is read as an inclusive date on the LOCAL wall clock (the browser's zone, where `start`
 * is read too): a DATE UNTIL is that date; a UTC UNTIL is the local date of that instant, and a
 * floating one (no Z) its own date; but when UNTIL's time of day is earlier than the start's, an
 * occurrence on that date is already past UNTIL, so the date is the day before. So the UNTIL
 * repeatRule writes (the last second of the date) reads back as that date, and a rule ended just
 * before an occurrence ('This and following events' ends the old series one second before the
 * split) does not take that occurrence back when saved again (both exact when the event's zone
 * is the browser's).
 *
 * Limits: the custom fields hold FREQ (DAILY/WEEKLY/MONTHLY/YEARLY), INTERVAL, weekly BYDAY,
 * COUNT and UNTIL. Other parts (BYSETPOS, BYHOUR, a monthly BYDAY that is not this start's
 * preset, several BYMONTHDAY values, WKST with an interval...) are dropped: the value reads as
 * the nearest custom repeat (a monthly or yearly one on the start's day), with its interval
 * and ends kept. HOURLY, MINUTELY and SECONDLY read as DAILY. With both COUNT and UNTIL (not
 * valid RFC 5545), COUNT is kept. An UNTIL that cannot be read reads as never ending.
 */
export function readRepeat(rule: string | null, start: Date): RepeatValue {
  if (rule === null || rule.trim() === '') return noRepeat(start)
  const parts = readRule(rule)
  const custom = customOf(parts, start)
  return { preset: presetOf(parts, start) ?? 'custom', custom }
}

const PRESETS = ['daily', 'weekly', 'monthly-day', 'monthly-nth', 'yearly', 'weekdays'] as const

/** The preset a rule equals for this start (said the same way: canonical), or null. */
function presetOf(parts: Map<string, string>, start: Date): RepeatPreset | null {
  const rule = canonical(parts, start)
  const presetRule = (preset: RepeatPreset) =>
    repeatRule({ preset, custom: defaultCustom(start) }, start, { tzid: 'UTC', allDay: true })!
  return PRESETS.find((preset) => canonical(readRule(presetRule(preset)), start) === rule) ?? null
}

/**
 * A rule said one way: parts sorted, numbers and BYDAY's order normalized, INTERVAL=1 and WKST
 * (nothing when every week counts) left out, and what RFC 5545 takes from the start when a rule
 * does not say it written out: a weekly rule's weekday, a monthly rule's day, a yearly rule's
 * month and day (monthDayFromStart, which expand-series.ts uses for ical.js too).
 */
function canonical(parts: Map<string, string>, start: Date): string {
  const rule = new Map(parts)
  if (wholeNumber(rule.get('INTERVAL')) === 1) rule.delete('INTERVAL')
  if (!rule.has('INTERVAL')) rule.delete('WKST')
  const freq = rule.get('FREQ')
  if (freq === 'WEEKLY' && !rule.has('BYDAY')) rule.set('BYDAY', WEEKDAY_CODES[start.getDay()]!)
  const fromStart = monthDayFromStart(freq, (part) => rule.has(part), monthDayOf(start))
  if (fromStart) {
    rule.set('BYMONTHDAY', String(fromStart.day))
    if (fromStart.month !== null) rule.set('BYMONTH', String(fromStart.month))
  }
  return [...rule]
    .map(([key, value]) => {
      const list = value.split(',').map((v) => v.replace(/^\+/, '').replace(/^(-?)0+(\d)/, '$1$2'))
      return `${key}=${list.sort().join(',')}`
    })
    .sort()
    .join(';')
}

/** The custom fields a rule reads as (see readRepeat for what is lost). */
function customOf(parts: Map<string, string>, start: Date): CustomRepeat {
  const given = parts.get('FREQ') ?? ''
  const freq =
    FREQS.find((f) => f === given) ?? (/^(HOUR|MINUTE|SECOND)LY$/.test(given) ? 'DAILY' : 'WEEKLY')
  const interval = wholeNumber(parts.get('INTERVAL'))
  const weekly =
    freq === 'WEEKLY' ? [...new Set(readByDay(parts.get('BYDAY')).map((day) => day.weekday))] : []
  const weekdays = weekly.length > 0 ? weekly.sort((a, b) => a - b) : [start.getDay()]
  const every = interval !== null && interval > 0 ? interval : 1
  return { freq, interval: every, weekdays, ends: endsOf(parts, start) }
}

function endsOf(parts: Map<string, string>, start: Date): RepeatEnds {
  const count = wholeNumber(parts.get('COUNT'))
  if (count !== null && count > 0) return { kind: 'after', count }
  const until = parts.get('UNTIL')
  const date = until ? untilDate(until, start) : null
  return date ? { kind: 'on', date: ymdString(date) } : { kind: 'never' }
}

/** UNTIL as an inclusive local date (readRepeat says how), or null when it cannot be read. */
function untilDate(value: string, start: Date): YMD | null {
  const until = readUntil(value)
  if (!until) return null
  let date: YMD = { y: until.year, m: until.month, d: until.day }
  if (until.kind === 'date') return date
  let secondOfDay = until.hour * 3600 + until.minute * 60 + until.second
  if (until.kind === 'utc') {
    const { year, month, day, hour, minute, second } = until
    const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
    date = localYmd(local)
    secondOfDay = local.getHours() * 3600 + local.getMinutes() * 60 + local.getSeconds()
  }
  const startSecond = start.getHours() * 3600 + start.getMinutes() * 60 + start.getSeconds()
  if (secondOfDay < startSecond) {
    const before = new Date(Date.UTC(date.y, date.m - 1, date.d - 1))
    date = { y: before.getUTCFullYear(), m: before.getUTCMonth() + 1, d: before.getUTCDate() }
  }
  return date
}

const WHOLE = 'must be a whole number from 1 to 999'
const isWhole = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max

/**
 * A plain error for a custom value that cannot be saved, else null (other presets are always
 * fine). `start` is the event's start: an end date may not be before its local date.
 */
export function repeatError(value: RepeatValue, start: Date): string | null {
  if (value.preset !== 'custom') return null
  const { interval, freq, weekdays, ends } = value.custom
  if (!isWhole(interval, 999)) return `Repeat every ${WHOLE}`
  if (freq === 'WEEKLY' && !weekdays.some((d) => WEEKDAY_CODES[d] !== undefined)) {
    return 'Choose at least one day to repeat on'
  }
  if (ends.kind === 'after' && !isWhole(ends.count, 999)) return `Occurrences ${WHOLE}`
  if (ends.kind !== 'on') return null
  const date = readDate(ends.date)
  if (!date) return 'Choose the date the event ends on'
  const early = ymdString(date) < ymdString(localYmd(start))
  return early ? 'The end date cannot be before the start date' : null
}

/** Each FREQ's word for every one, and its unit. */
const PERIODS: Record<string, [string, string]> = {
  SECONDLY: ['every second', 'second'],
  MINUTELY: ['every minute', 'minute'],
  HOURLY: ['hourly', 'hour'],
  DAILY: ['daily', 'day'],
  WEEKLY: ['weekly', 'week'],
  MONTHLY: ['monthly', 'month'],
  YEARLY: ['annually', 'year'],
}

/** 'Monday', 'the second Tuesday', 'the last Friday'. */
function dayPhrase({ n, weekday }: ByDay): string {
  if (n === 0) return weekdayName(weekday)
  return `the ${ordinal(n)} ${weekdayName(weekday)}`
}

/**
 * An accessible description of a rule read against its series' first start, e.g. 'Repeats
 * weekly on Monday', 'Repeats every 2 weeks on Monday, Thursday, until December 31, 2026',
 * 'Repeats monthly on day 31, 10 times'. The until date is read as readRepeat reads it.
 */
export function describeRepeat(rule: string, start: Date): string {
  const parts = readRule(rule)
  const freq = parts.get('FREQ') ?? ''
  const interval = wholeNumber(parts.get('INTERVAL')) ?? 1
  const days = readByDay(parts.get('BYDAY'))
  const [adverb, unit] = PERIODS[freq] ?? ['on a schedule', 'time']
  let head = interval > 1 ? `every ${interval} ${unit}s` : adverb
  let on = ''
  if (freq === 'WEEKLY') {
    const weekdays =
      days.length > 0 ? [...new Set(days.map((day) => day.weekday))] : [start.getDay()]
    weekdays.sort(mondayFirst)
    if (interval <= 1 && weekdays.join() === '1,2,3,4,5') head = 'every weekday'
    else on = ` on ${weekdays.map(weekdayName).join(', ')}`
  } else if (freq === 'MONTHLY') {
    const monthDays = parts.get('BYMONTHDAY')?.split(',')
    if (monthDays) on = ` on day${monthDays.length > 1 ? 's' : ''} ${monthDays.join(', ')}`
    else if (days.length > 0) on = ` on ${days.map(dayPhrase).join(', ')}`
    else on = ` on day ${start.getDate()}`
  } else if (freq === 'YEARLY') {
    // Naming no date: the start's month and day, as expand-series.ts walks it.
    const fromStart = monthDayFromStart(freq, (part) => parts.has(part), monthDayOf(start))
    const month = fromStart ? fromStart.month : wholeNumber(parts.get('BYMONTH'))
    const monthDay = fromStart ? fromStart.day : wholeNumber(parts.get('BYMONTHDAY'))
    if (month !== null && monthDay !== null) on = ` on ${monthName(month)} ${monthDay}`
  }
  return `Repeats ${head}${on}${endsPhrase(parts, start)}`
}

function endsPhrase(parts: Map<string, string>, start: Date): string {
  const ends = endsOf(parts, start)
  if (ends.kind === 'after') return ends.count === 1 ? ', once' : `, ${ends.count} times`
  if (ends.kind === 'on') {
    const date = readDate(ends.date)!
    return `, until ${monthName(date.m)} ${date.d}, ${date.y}`
  }
  return ''
}
