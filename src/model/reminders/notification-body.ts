// The notification's body (decisions.md, "Reminders"): when the event starts, from now, and its
// times in the display zone and the person's time format: 'In 10 minutes · 1:00 PM – 2:00 PM'.
import { toDisplay } from '../time/display-time'
import { formatTimeRange, formatWeekdayTime, type TimeFormat } from '../time/formats'
import { wallInZone } from '../time/zone-clock'
import type { StoredTimes } from './fire-time'
import { spanWords } from './span-words'

const DAY = 86_400_000

/**
 * 'Now' once the start is reached (a missed reminder of an event under way too), else 'In '
 * and the time left rounded to the minute, in spanWords' words: at a reminder's time that is its
 * offset ('In 10 minutes', 'In 1 day'); a snoozed or late one says what is left ('In 5
 * minutes', 'In 1 hour 25 minutes').
 */
export function startsInWords(start: number, now: number): string {
  const minutes = Math.round((start - now) / 60_000)
  return minutes <= 0 ? 'Now' : `In ${spanWords(minutes)}`
}

/** An all-day event's first date from today's in `zone`: 'Today', 'Tomorrow', 'In 2 days'. */
export function startsOnWords(storedStart: number, now: number, zone: string): string {
  const today = wallInZone(now, zone)
  const first = new Date(storedStart)
  const days = Math.round(
    (Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate()) -
      Date.UTC(today.year, today.month - 1, today.day)) /
      DAY,
  )
  if (days <= 0) return 'Today'
  if (days === 1) return 'Tomorrow'
  return `In ${spanWords(days * 1440)}`
}

const sameDate = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate()

/**
 * The event's times in `zone`: '1:00 PM – 2:00 PM'; across midnight with the weekdays, 'Tue
 * 11:00 PM – Wed 1:00 AM' (an end at the next midnight stays a plain range); an all-day event's
 * 'All day' (the agenda's word).
 */
export function timesWords(event: StoredTimes, zone: string, time: TimeFormat): string {
  if (event.allDay) return 'All day'
  const start = toDisplay(new Date(event.start), zone)
  const end = toDisplay(new Date(event.end), zone)
  const lastMoment = toDisplay(new Date(Math.max(event.start, event.end - 1)), zone)
  return sameDate(start, lastMoment)
    ? formatTimeRange(start, end, time)
    : `${formatWeekdayTime(start, time)} – ${formatWeekdayTime(end, time)}`
}

/** The body: when, then the times, joined by ' · ' ('Tomorrow · All day'). */
export function notificationBody(
  event: StoredTimes,
  now: number,
  zone: string,
  time: TimeFormat,
): string {
  const when = event.allDay
    ? startsOnWords(event.start, now, zone)
    : startsInWords(event.start, now)
  return `${when} · ${timesWords(event, zone, time)}`
}
