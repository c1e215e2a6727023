// What quick add will create, in words, for the preview under the field: the date and time in
// the person's time format (formats.ts: the spec's 'h:mm a' by default), on the local wall clock
// (the display zone's), how long, and how it repeats in the words of the event's own
// description (describe-repeat.ts).
import { differenceInCalendarDays } from 'date-fns'
import { describeRepeat } from '../recurrence/describe-repeat'
import { formatShortDay, formatShortDayTime, formatTime, type TimeFormat } from '../time/formats'
import type { QuickAdd } from './parse-quick-add'

export interface QuickAddWords {
  /** When: 'Sat, Nov 21, 1:00 PM – 2:00 PM'; null when no date or time was understood. */
  when: string | null
  /** How long: '1 hour', '15 minutes', '7 days'; null for one all-day day or nothing. */
  length: string | null
  /** 'Repeats every weekday'; null when it does not repeat. */
  repeat: string | null
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** '1 hour 30 minutes', '45 minutes', '8 hours'. */
export function minutesInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return plural(rest, 'minute')
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`
}

/**
 * The words of what `quick` will create, `now` deciding whether the year needs saying, its
 * times in `timeFormat` (the spec's 12-hour one unless the person chose 24-hour).
 */
export function describeQuickAdd(
  quick: QuickAdd,
  now: Date,
  timeFormat: TimeFormat = '12h',
): QuickAddWords {
  const { when } = quick
  if (!when) return { when: null, length: null, repeat: null }
  const day = (date: Date) => formatShortDay(date, now)
  const repeat = quick.rule ? describeRepeat(quick.rule, when.start) : null
  if (when.allDay) {
    const days = differenceInCalendarDays(when.end, when.start)
    const last = new Date(when.end.getFullYear(), when.end.getMonth(), when.end.getDate() - 1)
    const words =
      days <= 1 ? `${day(when.start)}, all day` : `${day(when.start)} – ${day(last)}, all day`
    return { when: words, length: days > 1 ? plural(days, 'day') : null, repeat }
  }
  const sameDay = differenceInCalendarDays(when.end, when.start) === 0
  const words = sameDay
    ? `${formatShortDayTime(when.start, now, timeFormat)} – ${formatTime(when.end, timeFormat)}`
    : `${formatShortDayTime(when.start, now, timeFormat)} – ${formatShortDayTime(when.end, now, timeFormat)}`
  // Real minutes: across a change of daylight-saving time, what the event really lasts.
  const minutes = Math.round((when.end.getTime() - when.start.getTime()) / 60_000)
  return { when: words, length: minutesInWords(minutes), repeat }
}
