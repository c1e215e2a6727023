// The benchmark's events: the same for every calendar, from a fixed seed. A year of a busy
// person's calendar, scaled: mostly meetings of 15 minutes to 3 hours in the daytime, some
// long days, multi-day trips, a few events of weeks, 5% all-day events, and a few reversed ones (end before
// start, which product.md §5 allows). Times are UTC instants; the browser runs in UTC.

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

/**
 * `perYear` events a year for `years` years from `from` (a UTC midnight), ordered by start as
 * a calendar filled in over time would be. Rows as the events table takes them.
 */
export function generateEvents({
  perYear,
  years = 1,
  from = Date.UTC(2026, 0, 1),
  seed = 20261121,
}) {
  const random = prng(seed + perYear)
  // Its own stream, so the other events stay those of earlier runs: 5% become all-day events
  // of 1 to 3 days (UTC dates; the browser runs in UTC).
  const allDayRandom = prng(seed + perYear + 1)
  const start = new Date(from)
  const to = Date.UTC(start.getUTCFullYear() + years, start.getUTCMonth(), start.getUTCDate())
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
    return event
  })
}
