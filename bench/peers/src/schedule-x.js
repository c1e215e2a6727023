/* global document */
// Schedule-X 4 (@schedule-x/calendar, Preact inside, no React): the month grid and the week
// view with its default theme, without its slide animation. ?load=all gives it every event of the year in its config;
// ?load=range gives it the fetchEvents callback, its own way of loading a range: called on
// render and on every range change, and what it resolves to replaces the events shown.
import { createCalendar, createViewMonthGrid, createViewWeek } from '@schedule-x/calendar'
import '@schedule-x/theme-default/dist/index.css'
import { loadAll } from './load-all.js'
import { byRange, INITIAL_DATE, ready, view } from './page.js'
import { readRange } from './read-range.js'

// Schedule-X reads Temporal as a global; Chromium may not have it yet.
if (!globalThis.Temporal) await import('temporal-polyfill/global')
const { Temporal } = globalThis

const COLORS = ['#3b82f6', '#ef4444', '#22c55e', '#eab308', '#a855f7', '#ec4899', '#f97316']
// Event colours are per calendar in Schedule-X: one calendar per colour of the data.
const calendars = Object.fromEntries(
  COLORS.map((color, i) => [
    `c${i}`,
    {
      colorName: `c${i}`,
      lightColors: { main: color, container: `${color}33`, onContainer: '#111' },
    },
  ]),
)

const utcDate = (date) => Temporal.PlainDate.from(date.toISOString().slice(0, 10))
const zoned = (date) =>
  Temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO('UTC')

/**
 * Its event shape: Temporal times (an all-day event in dates, its end date inclusive), ids of
 * letters, digits, '_' and '-' only (an occurrence's '@' becomes '_'), and an end not before
 * its start (a reversed event is drawn as the instant it starts, as our app draws it).
 */
function toEvent(e) {
  const end = e.end < e.start ? e.start : e.end
  return {
    id: e.id.replace('@', '_'),
    title: e.title,
    start: e.allDay ? utcDate(e.start) : zoned(e.start),
    end: e.allDay ? utcDate(new Date(Math.max(e.start, end - 86_400_000))) : zoned(end),
    calendarId: `c${Math.max(0, COLORS.indexOf(e.color))}`,
  }
}

let first = true
const calendar = createCalendar({
  views: [createViewMonthGrid(), createViewWeek()],
  defaultView: view === 'week' ? 'week' : 'month-grid',
  selectedDate: utcDate(INITIAL_DATE),
  timezone: 'UTC',
  isResponsive: false,
  // Its default slides the view in for 300 ms, then changes a class: that last change would be
  // timed as the end of every click. Our app does not animate a navigation either.
  skipAnimations: true,
  calendars,
  events: byRange ? [] : (await loadAll()).map(toEvent),
  callbacks: byRange
    ? {
        // Its range ends at 23:59 of the last day shown: read to the midnight after it.
        fetchEvents: async (range) => {
          const end = range.end.toPlainDate().add({ days: 1 }).toZonedDateTime('UTC')
          const list = await readRange(
            new Date(range.start.epochMilliseconds),
            new Date(end.epochMilliseconds),
          )
          if (first) ready()
          first = false
          return list.map(toEvent)
        },
      }
    : {},
})
calendar.render(document.getElementById('root'))
if (!byRange) ready()
