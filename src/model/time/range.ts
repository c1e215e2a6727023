import { addDays, endOfMonth, startOfDay, startOfMonth, startOfWeek } from 'date-fns'
import type { DateRange } from '../types'
import { WEEK_START, type WeekStart } from './week-start'

// The instants each view shows, as [start, end) in local time. addDays keeps local midnights on
// daylight-saving days (a 23- or 25-hour day is still one day). The table in views.ts picks one.

/** The day of `date`. */
export function dayRange(date: Date): DateRange {
  const start = startOfDay(date)
  return { start, end: addDays(start, 1) }
}

/** How many days the three-day view shows (and one 'next' moves it). */
export const THREE_DAYS = 3

/** `date`'s day and the two after it: the three-day view, which starts where it is put. */
export function threeDayRange(date: Date): DateRange {
  const start = startOfDay(date)
  return { start, end: addDays(start, THREE_DAYS) }
}

/** The week around `date`, from its first day (the setting: Sunday, Monday or Saturday). */
export function weekRange(date: Date, weekStartsOn: WeekStart = WEEK_START): DateRange {
  const start = startOfWeek(date, { weekStartsOn })
  return { start, end: addDays(start, 7) }
}

/** The whole weeks, from the week's first day, that cover `date`'s month. */
export function monthRange(date: Date, weekStartsOn: WeekStart = WEEK_START): DateRange {
  return {
    start: startOfWeek(startOfMonth(date), { weekStartsOn }),
    end: addDays(startOfWeek(endOfMonth(date), { weekStartsOn }), 7),
  }
}

/** How many days one page of the agenda holds (and one 'next' moves it). */
export const AGENDA_DAYS = 30

/** AGENDA_DAYS days from `date`'s day: the agenda's first page. */
export function agendaRange(date: Date): DateRange {
  const start = startOfDay(date)
  return { start, end: addDays(start, AGENDA_DAYS) }
}
