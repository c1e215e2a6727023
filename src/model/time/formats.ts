// Every date and time the app shows, formatted in one place (issue 27): the date-fns tokens of
// calendar-spec.md for the defaults, and their 24-hour forms. Views call these with the person's
// time format (useSettings().timeFormat), never a format string of their own.
//
// 24-hour times are 'HH:mm' ('09:00', '13:00'), as Google Calendar writes them in its 24-hour
// setting; the hour labels of the time grid too ('09:00': a bare '09' would read as a count).
import { format } from 'date-fns'
import type { TimeFormat } from '../settings/settings'

export type { TimeFormat } from '../settings/settings'

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n))
const HOUR: Record<TimeFormat, string> = { '12h': 'h a', '24h': 'HH:00' }

/**
 * An event's time: '1:00 PM' or '13:00' (spec: 'h:mm a'). Built from the fields, as the dates
 * below: every chip of a month's 'next' writes one (formats.test.ts holds it equal to date-fns).
 */
export const formatTime = (date: Date, time: TimeFormat): string => {
  const hours = date.getHours()
  const minutes = pad2(date.getMinutes())
  return time === '24h'
    ? `${pad2(hours)}:${minutes}`
    : `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

/** A time-grid hour label: '1 PM' or '13:00' (spec: 'h a'). */
export const formatHour = (date: Date, time: TimeFormat): string => format(date, HOUR[time])

/** A time on another day: 'Tue 1:00 PM' or 'Tue 13:00'. */
export const formatWeekdayTime = (date: Date, time: TimeFormat): string =>
  `${format(date, 'EEE')} ${formatTime(date, time)}`

/** 'Tuesday 1:00 PM' (moves announced to screen readers). */
export const formatLongWeekdayTime = (date: Date, time: TimeFormat): string =>
  `${format(date, 'EEEE')} ${formatTime(date, time)}`

/** 'Tuesday, March 3, 1:00 PM' (a time-grid slot's name). */
export const formatDayAndTime = (date: Date, time: TimeFormat): string =>
  `${format(date, 'EEEE, MMMM d')}, ${formatTime(date, time)}`

/** 'Sat, Nov 21' within `thisYear`'s year, 'Sat, Nov 21, 2027' outside it. */
export const formatShortDay = (date: Date, thisYear: Date): string =>
  format(date, date.getFullYear() === thisYear.getFullYear() ? 'EEE, MMM d' : 'EEE, MMM d, yyyy')

/**
 * A short day and its time, the year said only when it is not `thisYear`'s: 'Sat, Nov 21, 1:00
 * PM' or 'Sat, Nov 21, 13:00' (the quick-add preview).
 */
export const formatShortDayTime = (date: Date, thisYear: Date, time: TimeFormat): string =>
  `${formatShortDay(date, thisYear)}, ${formatTime(date, time)}`

/** A range of times: '1:00 PM – 2:00 PM'. */
export const formatTimeRange = (start: Date, end: Date, time: TimeFormat): string =>
  `${formatTime(start, time)} – ${formatTime(end, time)}`

// The names of the spec's English formats, for the dates drawn many times a frame (every day of
// the month grid and the sidebar's month on each 'next'): built from the date's fields, not
// parsed from a pattern as date-fns' format does each call, which made a month's 'next' about
// 5 ms slower once the sidebar drew a second month. formats.test.ts holds them equal to
// date-fns' output for every day of a year.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const year4 = (n: number) => String(n).padStart(4, '0')

/** The dates the app shows, none of which has a time: the same in both time formats. */
export const formatDate = {
  /** 'March 3, 2026': the day view's heading. */
  day: (date: Date) => format(date, 'MMMM d, yyyy'),
  /** 'March 2026': the week and month headings, a month's name in the year view. */
  month: (date: Date) => format(date, 'MMMM yyyy'),
  /** '2026'. */
  year: (date: Date) => format(date, 'yyyy'),
  /** 'March'. */
  monthName: (date: Date) => format(date, 'MMMM'),
  /** 'Tuesday, March 3, 2026': a day's full name (labels, popovers, print title). */
  fullDay: (date: Date) =>
    `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}, ${year4(date.getFullYear())}`,
  /** 'Tuesday, March 3': the agenda's day heading, a day's popover. */
  weekdayDay: (date: Date) => format(date, 'EEEE, MMMM d'),
  /** 'Tue, Mar 3, 2026': search results, the mini month. */
  shortDay: (date: Date) =>
    `${WEEKDAYS[date.getDay()]!.slice(0, 3)}, ${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${year4(date.getFullYear())}`,
  /** 'Tue, Mar 3': a short day within the year shown. */
  shortDayNoYear: (date: Date) => format(date, 'EEE, MMM d'),
  /** 'Tuesday'. */
  weekday: (date: Date) => format(date, 'EEEE'),
  /** 'Tue'. */
  weekdayShort: (date: Date) => format(date, 'EEE'),
  /** 'T'. */
  weekdayNarrow: (date: Date) => format(date, 'EEEEE'),
  /** '3': the day of the month. */
  dayOfMonth: (date: Date) => String(date.getDate()),
  /** '2026-03-03': a day's key in the DOM, the URL and a date input's value (never shown). */
  key: (date: Date) =>
    `${year4(date.getFullYear())}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`,
  /** '2026-03-03T13:05': a datetime-local input's value, its local wall time (never shown). */
  keyWithTime: (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm"),
} as const
