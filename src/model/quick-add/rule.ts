// A repeat as said (RepeatSpec) made a rule, in the forms the dialog's 'Repeat' writes
// (recurrence/presets.ts), so the dialog opened from quick add shows it as one of its
// choices; and the first day such a rule gives.
import { mondayFirst } from '../recurrence/presets'
import { byDayText, WEEKDAY_CODES } from '../recurrence/rrule'
import type { RepeatSpec } from './language'

/** How far ahead a first day is looked for: a 'fifth' or '31st' is never more than a year. */
const SEARCH_DAYS = 400

/** The rule's nth weekday of its month: 1..4 from the start, -1 the last. */
function isNth(day: Date, { n, weekday }: { n: number; weekday: number }): boolean {
  if (day.getDay() !== weekday) return false
  if (n > 0) return Math.ceil(day.getDate() / 7) === n
  const nextWeek = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 7)
  return nextWeek.getMonth() !== day.getMonth()
}

/** Whether `day` is one of the days the spec names (any day, when it names none). */
function fits(spec: RepeatSpec | null, day: Date): boolean {
  if (!spec) return true
  if (spec.weekdays) return spec.weekdays.includes(day.getDay())
  if (spec.nth) return isNth(day, spec.nth)
  if (spec.monthDay) return day.getDate() === spec.monthDay
  return true
}

/**
 * The first day from `from` on that the spec names and `passed` does not rule out (a time
 * already past today), or null when none comes within a year.
 */
export function firstDayOf(
  spec: RepeatSpec | null,
  from: Date,
  passed: (day: Date) => boolean,
): Date | null {
  for (let i = 0; i < SEARCH_DAYS; i++) {
    const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + i)
    if (fits(spec, day) && !passed(day)) return day
  }
  return null
}

/**
 * The RRULE value for the spec from `start` (its local date): 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
 * 'FREQ=YEARLY;BYMONTH=5;BYMONTHDAY=4', 'FREQ=MONTHLY;BYDAY=-1FR'. Parts in presets.ts's order.
 */
export function repeatRule(spec: RepeatSpec, start: Date): string {
  const parts = [`FREQ=${spec.freq}`]
  if (spec.interval > 1) parts.push(`INTERVAL=${spec.interval}`)
  if (spec.freq === 'WEEKLY') {
    const days = spec.weekdays && spec.weekdays.length > 0 ? [...spec.weekdays] : [start.getDay()]
    parts.push(
      `BYDAY=${days
        .sort(mondayFirst)
        .map((d) => WEEKDAY_CODES[d])
        .join(',')}`,
    )
  } else if (spec.freq === 'MONTHLY') {
    if (spec.nth) parts.push(`BYDAY=${byDayText(spec.nth)}`)
    else parts.push(`BYMONTHDAY=${start.getDate()}`)
  } else if (spec.freq === 'YEARLY') {
    parts.push(`BYMONTH=${start.getMonth() + 1}`, `BYMONTHDAY=${start.getDate()}`)
  }
  if (spec.count !== undefined) parts.push(`COUNT=${spec.count}`)
  return parts.join(';')
}
