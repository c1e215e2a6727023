// The model's one reader of RRULE text (RFC 5545, 3.3.10): the dialog reading a saved rule back
// (read-repeat.ts), the rule's description (describe-repeat.ts) and the date-arithmetic expander
// (simple-rule.ts) split a rule into its parts here and read BYDAY, UNTIL and numbers here.
// ical.js reads rules where it walks them (expand-series.ts, split-rule.ts) and on import
// (ics/read-ics.ts). Pure and small, without ical.js, which the dialog does not load.
import { validYmd } from './ymd'

/** RFC 5545's weekday codes, Sunday first: a code's index is its weekday, as Date#getDay. */
export const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const

/** The weekday (0 = Sunday) of a code such as 'MO', or -1. */
export const weekdayOfCode = (code: string): number =>
  (WEEKDAY_CODES as readonly string[]).indexOf(code)

/**
 * A rule's parts by name, read leniently: an 'RRULE:' prefix is allowed, names and values are
 * trimmed and upper-cased, a part that is not NAME=VALUE is left out, and of a name given twice
 * the last value counts.
 */
export function readRule(rule: string): Map<string, string> {
  const text = rule
    .trim()
    .replace(/^RRULE:/i, '')
    .toUpperCase()
  const pairs = text.split(';').map((part) => part.split('=').map((s) => s.trim()))
  return new Map(pairs.filter((p): p is [string, string] => p.length === 2 && p[0] !== ''))
}

/**
 * The same parts when the rule is written as this app writes rules, else null: upper case, no
 * space, no 'RRULE:' prefix, no '+' sign, and every part NAME=VALUE, each name once. ical.js is
 * left to read any other spelling (and rejects some: to it, 'freq=daily' is no rule).
 */
export function readPlainRule(rule: string): Map<string, string> | null {
  if (/[\s+]/.test(rule) || rule !== rule.toUpperCase() || rule.startsWith('RRULE:')) return null
  const parts = readRule(rule)
  // A part left out, or a name given twice, leaves fewer parts than the text has.
  return parts.size === rule.split(';').length ? parts : null
}

/** A number part (INTERVAL, COUNT, BYMONTH...): digits with an optional '+', else null. */
export const wholeNumber = (value: string | undefined): number | null =>
  value !== undefined && /^\+?\d+$/.test(value) ? Number(value) : null

/** A BYDAY entry: each such weekday (n = 0), or the nth of the month or year (-1 is the last). */
export interface ByDay {
  n: number
  /** 0 = Sunday. */
  weekday: number
}

/** BYDAY's entries ('MO', '2TU', '+2TU', '-1FR'); an entry that cannot be read is left out. */
export function readByDay(value: string | undefined): ByDay[] {
  const days: ByDay[] = []
  for (const entry of value ? value.split(',') : []) {
    const match = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(entry.trim())
    if (match) days.push({ n: match[1] ? Number(match[1]) : 0, weekday: weekdayOfCode(match[2]!) })
  }
  return days
}

/** A BYDAY entry as this app writes it: 'TU', '2TU', '-1TU'. */
export const byDayText = ({ n, weekday }: ByDay): string =>
  `${n === 0 ? '' : n}${WEEKDAY_CODES[weekday] ?? ''}`

/**
 * BYDAY's entries when every one is written as this app writes it, else null (so not '+2TU',
 * '02TU', '0TU' or an entry that cannot be read; ical.js rejects some of those).
 */
export function readPlainByDay(value: string): ByDay[] | null {
  const days = readByDay(value)
  return days.map(byDayText).join(',') === value ? days : null
}

/** UNTIL as written: a DATE, a UTC date-time, or a floating one (read in the series' zone). */
export type Until =
  | { kind: 'date'; year: number; month: number; day: number }
  | {
      kind: 'utc' | 'floating'
      year: number
      month: number
      day: number
      hour: number
      minute: number
      second: number
    }

/**
 * UNTIL's value: a DATE ('20261231'), a UTC date-time ('20261231T235959Z') or a floating one
 * ('20261231T235959'); null when it is none of them, or not a real date and time of day (RFC
 * 5545 allows second 60, a leap second).
 */
export function readUntil(value: string): Until | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (!validYmd(year, month, day)) return null
  if (match[4] === undefined) return { kind: 'date', year, month, day }
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6])]
  if (hour > 23 || minute > 59 || second > 60) return null
  return { kind: match[7] ? 'utc' : 'floating', year, month, day, hour, minute, second }
}

/** The parts that name the dates a rule repeats on. */
const DATE_PARTS = ['BYMONTH', 'BYWEEKNO', 'BYYEARDAY', 'BYMONTHDAY', 'BYDAY']

/**
 * The date a monthly or yearly rule that names none takes from its first start (RFC 5545,
 * 3.3.10: what a rule does not say comes from DTSTART): its day of the month, and for a yearly
 * rule its month (1-12). null when the rule repeats by another unit or names dates (BYMONTH,
 * BYWEEKNO, BYYEARDAY, BYMONTHDAY or BYDAY; a month without a day is left to ical.js). `has`
 * says whether the rule has a part. Matching the presets (read-repeat.ts), describe-repeat.ts,
 * simple-rule.ts and expand-series.ts all fill in a rule's date with this.
 */
export function monthDayFromStart(
  freq: string | undefined,
  has: (part: string) => boolean,
  start: { month: number; day: number },
): { month: number | null; day: number } | null {
  if ((freq !== 'MONTHLY' && freq !== 'YEARLY') || DATE_PARTS.some((part) => has(part))) return null
  return { month: freq === 'YEARLY' ? start.month : null, day: start.day }
}
