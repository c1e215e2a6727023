// What the event dialog shows for a saved rule (readRepeat): one of presets.ts's choices, or
// the custom fields, read with rrule.ts.
import {
  defaultCustom,
  noRepeat,
  repeatRule,
  type CustomRepeat,
  type RepeatEnds,
  type RepeatFreq,
  type RepeatPreset,
  type RepeatValue,
} from './presets'
import {
  monthDayFromStart,
  readByDay,
  readRule,
  readUntil,
  wholeNumber,
  WEEKDAY_CODES,
} from './rrule'
import { localMonthDay, localYmd, ymdString, type YMD } from './ymd'

const FREQS: RepeatFreq[] = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']

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
  const fromStart = monthDayFromStart(freq, (part) => rule.has(part), localMonthDay(start))
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
  return { freq, interval: every, weekdays, ends: readEnds(parts, start) }
}

/** How a rule ends, as the custom fields hold it (see readRepeat for how UNTIL is read). */
export function readEnds(parts: Map<string, string>, start: Date): RepeatEnds {
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
