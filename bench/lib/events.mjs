// The benchmark's events: the same for every calendar, from a fixed seed. A year of a busy
// person's calendar, scaled: mostly meetings of 15 minutes to 3 hours in the daytime, some
// long days, multi-day trips, a few events of weeks, 5% all-day events, 2% repeating series,
// and a few reversed ones (end before start, which product.md §5 allows). Times are UTC
// instants; the browser runs in UTC.
//
// A series is one row as the app stores it (rrule, tzid 'UTC', exdates, recurrence_end; issue
// 10): our app reads the row and expands it in the browser. The peers get the same series
// already expanded into plain events over the data's span (peerRows), so they pay nothing for
// repeating events and we pay the expansion on every range: a comparison that favours them.
import { expandSeries } from '../../src/model/recurrence/expand-series.ts'

/** mulberry32: a small, fast PRNG with a 32-bit state; the same seed gives the same events. */
export function prng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const COLORS = ['#3b82f6', '#ef4444', '#22c55e', '#eab308', '#a855f7', '#ec4899', '#f97316']
const WORDS = ['Standup', 'Review', 'Planning', 'Lunch', 'Call', 'Sync', 'Workshop', 'Demo',
  'Interview', 'Retro', 'Dentist', 'Gym', 'Flight', 'Offsite', 'Dinner', '1:1'] // prettier-ignore
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Duration in ms, by kind: the mix described above. */
function duration(random) {
  const r = random()
  if (r < 0.8) return (1 + Math.floor(random() * 12)) * 15 * MINUTE // 15 min .. 3 h
  if (r < 0.9) return (3 + Math.floor(random() * 8)) * HOUR // 3 .. 10 h
  if (r < 0.97) return (1 + Math.floor(random() * 3)) * DAY // 1 .. 3 days
  if (r < 0.995) return (3 + Math.floor(random() * 12)) * DAY // 3 .. 14 days
  if (r < 0.999) return (15 + Math.floor(random() * 45)) * DAY // 15 .. 60 days
  return -(1 + Math.floor(random() * 4)) * HOUR // reversed: end before start
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
const pick = (random, list) => list[Math.floor(random() * list.length)]
const weekday = (ms) => new Date(ms).getUTCDay()
/** The first day on or after `day` (a UTC midnight) whose weekday is in `days` (0 = Sunday). */
const nextDayIn = (day, days) => {
  let d = day
  while (!days.includes(weekday(d))) d += DAY
  return d
}
const WORKDAYS = [1, 2, 3, 4, 5]
/** Several weekdays a week, as people repeat the gym or a class. */
const SEVERAL = [
  [1, 4],
  [2, 4],
  [1, 3, 5],
  [2, 5],
]

/**
 * Turns a generated event into a repeating series (its own random stream `random`), a
 * realistic mix: weekly meetings (some every other week), several weekdays a week, stand-ups
 * every weekday, daily, monthly by day and by nth weekday, and yearly all-day events
 * (birthdays). Three quarters never end; the others end after COUNT occurrences or on an
 * UNTIL date. The first occurrence fits the rule, as an app's dialog makes it.
 */
export function toSeries(event, random) {
  const start = Date.parse(event.start_time)
  const day = Math.floor(start / DAY) * DAY
  const timeOfDay = start - day
  const word = event.title.split(' ').at(-1)
  const kind = random()
  let title
  let rrule
  let first
  let length
  let allDay = false
  if (kind < 0.3) {
    const every = random() < 0.15 ? 'INTERVAL=2;' : ''
    first = day + timeOfDay
    rrule = `FREQ=WEEKLY;${every}BYDAY=${WEEKDAYS[weekday(day)]}`
    title = pick(random, ['Team sync', '1:1', 'Planning', 'Review', 'Retro'])
    length = (2 + Math.floor(random() * 3)) * 15 * MINUTE // 30 .. 60 min
  } else if (kind < 0.45) {
    const days = pick(random, SEVERAL)
    first = nextDayIn(day, days) + timeOfDay
    rrule = `FREQ=WEEKLY;BYDAY=${days.map((d) => WEEKDAYS[d]).join(',')}`
    title = pick(random, ['Gym', 'Class', 'Office hours'])
    length = (4 + Math.floor(random() * 3)) * 15 * MINUTE // 60 .. 90 min
  } else if (kind < 0.6) {
    // Google's 'Every weekday (Monday to Friday)'.
    first = nextDayIn(day, WORKDAYS) + (9 * 4 + Math.floor(random() * 5)) * 15 * MINUTE
    rrule = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'
    title = 'Standup'
    length = 15 * MINUTE
  } else if (kind < 0.67) {
    first = day + timeOfDay
    rrule = 'FREQ=DAILY'
    title = pick(random, ['Walk', 'Reading', 'Medication'])
    length = (1 + Math.floor(random() * 2)) * 15 * MINUTE
  } else if (kind < 0.78) {
    first = day + timeOfDay
    rrule = `FREQ=MONTHLY;BYMONTHDAY=${new Date(day).getUTCDate()}`
    title = pick(random, ['Rent', 'Budget review', 'Book club'])
    length = 60 * MINUTE
  } else if (kind < 0.89) {
    first = day + timeOfDay
    const date = new Date(day).getUTCDate()
    const nth = Math.ceil(date / 7)
    rrule = `FREQ=MONTHLY;BYDAY=${nth === 5 ? -1 : nth}${WEEKDAYS[weekday(day)]}`
    title = pick(random, ['All hands', 'Board meeting', 'Meetup'])
    length = (4 + Math.floor(random() * 5)) * 15 * MINUTE // 60 .. 120 min
  } else {
    first = day
    rrule = 'FREQ=YEARLY'
    title = pick(random, ['Birthday', 'Anniversary'])
    length = DAY
    allDay = true
  }
  // Birthdays never end; of the rest, 75% never end, 12% after COUNT, 13% on an UNTIL date.
  const ends = allDay ? 0 : random()
  if (ends >= 0.87) {
    const until = first + (4 + Math.floor(random() * 49)) * 7 * DAY // 4 .. 52 weeks on
    rrule += `;UNTIL=${new Date(until).toISOString().slice(0, 10).replaceAll('-', '')}T235959Z`
  } else if (ends >= 0.75) {
    rrule += `;COUNT=${2 + Math.floor(random() * 25)}`
  }
  const series = {
    ...event,
    title: `${title} ${word}`,
    description: event.description && `Notes for ${title} ${word}`,
    start_time: new Date(first).toISOString(),
    end_time: new Date(first + length).toISOString(),
    all_day: allDay,
    rrule,
    tzid: 'UTC',
    exdates: [],
    recurrence_end: null,
  }
  if (/COUNT|UNTIL/.test(rrule)) {
    // The end of the last occurrence, as the app stores it (series-columns.ts).
    const last = occurrences(series, first, first + 30 * 366 * DAY).at(-1) ?? first
    series.recurrence_end = new Date(last + length).toISOString()
  }
  return series
}

/**
 * Starts (ms) of a series row's occurrences overlapping [from, to): expandSeries, as the app
 * runs it. An all-day series is expanded on its UTC dates, which in the bench's UTC browser
 * are the local dates the app uses.
 */
function occurrences(row, from, to) {
  const start = new Date(row.start_time)
  return expandSeries(
    {
      start,
      end: new Date(row.end_time),
      rule: row.rrule,
      tzid: row.tzid,
      allDay: false,
      skip: new Set(row.exdates.map((date) => Date.parse(date))),
    },
    { start: new Date(from), end: new Date(to) },
  ).map((date) => date.getTime())
}

/**
 * The rows as the peers get them: every series replaced by its occurrences over [from, to)
 * (plain events with ids `<series id>@<start ms>`), the rest as they are, ordered by start
 * as before. Rows carry their ids.
 */
export function peerRows(rows, { from, to }) {
  const plain = ({ id, title, description, start_time, end_time, color, all_day }) =>
    ({ id, title, description, start_time, end_time, color, all_day }) // prettier-ignore
  return rows
    .flatMap((row) => {
      if (!row.rrule) return [row]
      const length = Date.parse(row.end_time) - Date.parse(row.start_time)
      return occurrences(row, from, to).map((start) => ({
        ...plain(row),
        id: `${row.id}@${start}`,
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + length).toISOString(),
      }))
    })
    .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))
}

/** The end of the data generateEvents makes: `years` after `from`. */
export function dataEnd(from, years = 1) {
  const start = new Date(from)
  return Date.UTC(start.getUTCFullYear() + years, start.getUTCMonth(), start.getUTCDate())
}

/**
 * `perYear` events a year for `years` years from `from` (a UTC midnight), ordered by start as
 * a calendar filled in over time would be. Rows as the events table takes them.
 */
export function generateEvents({
  perYear,
  years = 1,
  from = Date.UTC(2026, 0, 1),
  seed = 20261121,
  series = 0.02,
}) {
  const random = prng(seed + perYear)
  // Its own stream, so the other events stay those of earlier runs: 5% become all-day events
  // of 1 to 3 days (UTC dates; the browser runs in UTC).
  const allDayRandom = prng(seed + perYear + 1)
  // Its own stream too: the share `series` (2%) become repeating series (toSeries).
  const seriesRandom = prng(seed + perYear + 2)
  const to = dataEnd(from, years)
  const count = perYear * years
  const starts = Array.from({ length: count }, () => {
    const day = from + Math.floor(random() * ((to - from) / DAY)) * DAY
    // Daytime starts (7:00 .. 20:45) in quarter hours.
    return day + 7 * HOUR + Math.floor(random() * 56) * 15 * MINUTE
  }).sort((a, b) => a - b)
  return starts.map((start, i) => {
    const title = `${WORDS[Math.floor(random() * WORDS.length)]} ${i + 1}`
    const event = {
      title,
      description: random() < 0.3 ? `Notes for ${title}` : null,
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + duration(random)).toISOString(),
      color: COLORS[Math.floor(random() * COLORS.length)],
      all_day: false,
    }
    if (allDayRandom() < 0.05) {
      const day = Math.floor(start / DAY) * DAY
      event.start_time = new Date(day).toISOString()
      event.end_time = new Date(day + (1 + Math.floor(allDayRandom() * 3)) * DAY).toISOString()
      event.all_day = true
    }
    return seriesRandom() < series ? toSeries(event, seriesRandom) : event
  })
}
