// Whether the event dialog's repeat value can be saved (repeatError), with the message to show.
import type { RepeatValue } from './presets'
import { WEEKDAY_CODES } from './rrule'
import { localYmd, readDate, ymdString } from './ymd'

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
