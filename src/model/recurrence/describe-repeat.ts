// A repeat rule in words, for the accessible description of an event (describeRepeat), in the
// words of the dialog's choices (presets.ts) and with the end date the dialog reads.
import { mondayFirst, monthName, ordinal, weekdayName } from './presets'
import { readEnds } from './read-repeat'
import { monthDayFromStart, readByDay, readRule, wholeNumber, type ByDay } from './rrule'
import { localMonthDay, readDate } from './ymd'
import { formatDate } from '../time/formats'

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
    const fromStart = monthDayFromStart(freq, (part) => parts.has(part), localMonthDay(start))
    const month = fromStart ? fromStart.month : wholeNumber(parts.get('BYMONTH'))
    const monthDay = fromStart ? fromStart.day : wholeNumber(parts.get('BYMONTHDAY'))
    if (month !== null && monthDay !== null) on = ` on ${monthName(month)} ${monthDay}`
  }
  return `Repeats ${head}${on}${endsPhrase(parts, start)}`
}

function endsPhrase(parts: Map<string, string>, start: Date): string {
  const ends = readEnds(parts, start)
  if (ends.kind === 'after') return ends.count === 1 ? ', once' : `, ${ends.count} times`
  if (ends.kind === 'on') {
    const { y, m, d } = readDate(ends.date)!
    // A local date (noon: any zone's midnight quirks aside), said as the day view's heading.
    const date = new Date(y, m - 1, d, 12)
    date.setFullYear(y)
    return `, until ${formatDate.day(date)}`
  }
  return ''
}
