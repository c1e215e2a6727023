import { addDays, addMonths, addWeeks, addYears } from 'date-fns'
import { agendaLayout } from './layout/agenda-layout'
import { eventsByDay } from './layout/events-by-day'
import { yearRange } from './layout/year-layout'
import { daysOfRange } from './time/days-of-range'
import { formatDate } from './time/formats'
import { shownDays } from './time/week-start'
import {
  AGENDA_DAYS,
  agendaRange,
  dayRange,
  monthRange,
  THREE_DAYS,
  threeDayRange,
  weekRange,
} from './time/range'
import { monthLayout } from './layout/month-layout'
import { timeGridLayout } from './layout/time-grid-layout'
import type { CalendarEvent, DateRange } from './types'

/**
 * Every view of the calendar, in the order of the header's buttons. A new view is one name here
 * and one entry in VIEWS below (and one component in components/views/registry.ts):
 * the `satisfies` clauses make a missing entry a compile error, and everything else (the
 * header, navigation, the heading, loading, prefetching) reads the tables.
 */
export const VIEW_MODES = ['day', '3day', 'week', 'month', 'agenda', 'year'] as const

export type ViewMode = (typeof VIEW_MODES)[number]

export const DEFAULT_VIEW: ViewMode = 'month'

export interface ViewSpec {
  /** The header button's text. */
  label: string
  /** The instants the view shows, [start, end), in local time: what is loaded. */
  range: (date: Date) => DateRange
  /** One 'previous' (-1) or 'next' (1), in calendar (wall-clock) terms. */
  step: (date: Date, direction: -1 | 1) => Date
  /** The period heading (product.md §9 formats). */
  heading: (date: Date) => string
  /** The local days the view draws, oldest first. */
  days: (date: Date) => Date[]
  /**
   * The view's layout of a range's events over its days, remembered: useEvents works it out
   * for the ranges it fetches ahead, so 'next' and 'previous' find it done.
   */
  layout: (events: readonly CalendarEvent[], days: readonly Date[]) => unknown
  /**
   * Its button is shown on narrow screens only (the three days: a phone's week is seven slim
   * columns). The view itself works at any width, from a link.
   */
  narrowOnly?: boolean
  /**
   * The view reads a count per day (useDayCounts), never the range's events: no range read is
   * made or fetched ahead for it. The year: 50,000 events a year must not be read to shade it.
   */
  countsOnly?: boolean
}

export const VIEWS = {
  day: {
    label: 'Day',
    range: dayRange,
    step: (date, direction) => addDays(date, direction),
    heading: formatDate.day,
    days: (date) => daysOfRange(dayRange(date)),
    layout: timeGridLayout,
  },
  // A phone's week: three days from the selected one, each column wide enough for a title
  // (issue 33). The week keeps its seven columns, as product.md §2 has it.
  '3day': {
    label: '3 days',
    range: threeDayRange,
    step: (date, direction) => addDays(date, direction * THREE_DAYS),
    heading: formatDate.month,
    days: (date) => daysOfRange(threeDayRange(date)),
    layout: timeGridLayout,
    narrowOnly: true,
  },
  week: {
    label: 'Week',
    // Wrapped: the week start is the setting's (week-start.ts), never a caller's second argument.
    range: (date) => weekRange(date),
    step: (date, direction) => addWeeks(date, direction),
    heading: formatDate.month,
    // Five weekdays when weekends are hidden (the setting; the range still holds seven).
    days: (date) => shownDays(daysOfRange(weekRange(date))),
    layout: timeGridLayout,
  },
  month: {
    label: 'Month',
    range: (date) => monthRange(date),
    // addMonths clamps to the month's last day (January 31 -> February 28).
    step: (date, direction) => addMonths(date, direction),
    heading: formatDate.month,
    days: (date) => shownDays(daysOfRange(monthRange(date))),
    layout: monthLayout,
  },
  // The events from the selected day on, a page of AGENDA_DAYS days at a time: the view loads
  // the pages after this one as its list is scrolled (they are this table's next steps).
  agenda: {
    label: 'Agenda',
    range: agendaRange,
    step: (date, direction) => addDays(date, direction * AGENDA_DAYS),
    heading: formatDate.day,
    days: (date) => daysOfRange(agendaRange(date)),
    layout: agendaLayout,
  },
  // Twelve small months, each day shaded by its number of events (issue 30). It reads counts
  // (countsOnly), so no range read is laid out for it; its layout is the events of each day,
  // which the month's code already has (the count per day stays out of the first visit's JS).
  year: {
    label: 'Year',
    range: yearRange,
    step: (date, direction) => addYears(date, direction),
    heading: formatDate.year,
    days: (date) => daysOfRange(yearRange(date)),
    layout: eventsByDay,
    countsOnly: true,
  },
} satisfies Record<ViewMode, ViewSpec>

/** Whether a view's button waits for a narrow screen (ViewSpec.narrowOnly). */
export const isNarrowOnly = (mode: ViewMode): boolean =>
  (VIEWS[mode] as ViewSpec).narrowOnly === true

/** Whether a view reads counts per day instead of its range's events (ViewSpec.countsOnly). */
export const isCountsOnly = (mode: ViewMode): boolean =>
  (VIEWS[mode] as ViewSpec).countsOnly === true
