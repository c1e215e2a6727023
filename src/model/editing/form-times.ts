import { addDays, differenceInCalendarDays, isValid, parse } from 'date-fns'
import { formatDate } from '../time/formats'
import { createDefaults } from './create-defaults'
import { parseLocal } from '../time/parse-local'
import { prefill } from './prefill'
import { addRealTime, realLength } from '../time/display-time'
import type { CalendarEvent, DateRange } from '../types'

/**
 * The dialog's Start Time and End Time as typed: datetime-local values ('yyyy-MM-ddTHH:mm',
 * local wall time). Checking 'All day' shows only their dates (End Time as the LAST day,
 * inclusive, as people say it) and keeps the times, so unchecking gives them back.
 */
export interface FormTimes {
  start: string
  end: string
  allDay: boolean
}

const DATE = 'yyyy-MM-dd'

/**
 * What the dialog opens with: the event's times, the range dragged or chosen by keyboard, or
 * the create defaults (product.md §4) of a day and hour. `zone`: the display zone
 * (display-time.ts) the defaults' hour is a real hour of.
 */
export function initialFormTimes(
  event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'> | undefined,
  defaultDate: Date | DateRange | undefined,
  now: Date,
  zone: string | null = null,
): FormTimes {
  if (event && !event.allDay) {
    return { start: prefill(event.start), end: prefill(event.end), allDay: false }
  }
  if (event) {
    // An all-day event has no times to give back: unchecking offers the create defaults' hour.
    const defaults = createDefaults(event.start, now, undefined, zone)
    const last = event.end > event.start ? addDays(event.end, -1) : event.start
    return {
      start: prefill(defaults.start),
      end: `${formatDate.key(last)}${prefill(defaults.end).slice(10)}`,
      allDay: true,
    }
  }
  if (defaultDate && !(defaultDate instanceof Date))
    return { start: prefill(defaultDate.start), end: prefill(defaultDate.end), allDay: false }
  const defaults = createDefaults(defaultDate, now, defaultDate?.getHours(), zone)
  return { start: prefill(defaults.start), end: prefill(defaults.end), allDay: false }
}

/** The date part of a datetime-local value, for a date input. */
export const datePart = (value: string): string => /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? ''

/** A datetime-local value with its date replaced (a date input changed), the time kept. */
export function withDate(value: string, date: string): string {
  return `${date}${/T\d{2}:\d{2}$/.exec(value)?.[0] ?? 'T00:00'}`
}

const parseDate = (value: string): Date | undefined => {
  const date = parse(value, DATE, new Date())
  return isValid(date) && value.length === DATE.length ? date : undefined
}

/**
 * The instants the fields stand for, or undefined while one is incomplete. All day: the local
 * midnight of the first date to the local midnight after the last (exclusive, as stored).
 */
export function formRange(times: FormTimes): { start: Date; end: Date } | undefined {
  if (times.allDay) {
    const first = parseDate(datePart(times.start))
    const last = parseDate(datePart(times.end))
    return first && last ? { start: first, end: addDays(last, 1) } : undefined
  }
  const start = parseLocal(times.start)
  const end = parseLocal(times.end)
  return start && end ? { start, end } : undefined
}

/**
 * Start Time changed to `start`: End Time moves with it, keeping the event's length, as every
 * calendar does (issue #33). A timed event keeps its length in real time (across a change of
 * daylight-saving time, a 3-hour event still lasts 3 hours); an all-day event keeps its number
 * of days. While a field is incomplete there is no length to keep: End Time stays as it is. Only
 * Start moves End; an End the person sets is theirs, unchecked (product.md §5). `zone`: the
 * display zone (display-time.ts) whose real time the length is.
 */
export function withStart(times: FormTimes, start: string, zone: string | null = null): FormTimes {
  if (times.allDay) {
    const from = parseDate(datePart(times.start))
    const to = parseDate(datePart(start))
    const last = parseDate(datePart(times.end))
    if (!from || !to || !last) return { ...times, start }
    const moved = addDays(last, differenceInCalendarDays(to, from))
    return { ...times, start, end: withDate(times.end, formatDate.key(moved)) }
  }
  const from = parseLocal(times.start)
  const to = parseLocal(start)
  const end = parseLocal(times.end)
  if (!from || !to || !end) return { ...times, start }
  return {
    ...times,
    start,
    end: prefill(addRealTime(to, realLength(from, end, zone), zone)),
  }
}
