// Wall-clock time in an IANA zone, both ways, with plain numbers and the platform's Intl.
//
// Why not @date-fns/tz's TZDate: it is a Date subclass, so it breaks wherever Date is replaced
// (Playwright's clock, sinon's fake timers: the replacement's constructor returns a plain Date
// and the subclass reads the viewer's zone instead of its own), and building one per
// occurrence was a third of expansion time. Offsets are looked up once per zone and UTC day,
// so expanding a series costs a Map lookup per occurrence.

/** A wall-clock time; month is 1-12. */
export interface Wall {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()
/** Per zone and UTC day: the offset all that day, or CHANGES on a day the offset changes. */
const dayOffsets = new Map<string, Map<number, number>>()
const CHANGES = Number.NaN
const DAY = 86_400_000
const QUARTER_HOUR = 900_000
// Further than any offset (UTC-12 to UTC+14) from a wall time: the offsets in force before and
// after the instant it names. No zone changes twice within 30 hours.
const REACH = 15 * 3_600_000

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(tz, f)
  }
  return f
}

/** The platform's answer, one formatToParts (microseconds: the reason for the cache). */
function offsetAt(tz: string, at: number): number {
  const parts: Record<string, number> = {}
  for (const part of formatter(tz).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const wallAsUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  )
  return wallAsUtc - at
}

/**
 * The zone's offset from UTC at an instant, in ms (east positive: +19,800,000 in Kolkata).
 * Cached per UTC day: a day whose start and next day's start have the same offset has it
 * throughout (no zone changes and changes back within a day), so a year of views costs
 * 366 lookups per zone and a few kilobytes, whatever the number of events. On the few days
 * a change falls, the offset is asked at the quarter hour (every change since 1970 falls on one).
 */
export function zoneOffset(tz: string, instant: number): number {
  let byDay = dayOffsets.get(tz)
  if (!byDay) dayOffsets.set(tz, (byDay = new Map()))
  const day = Math.floor(instant / DAY)
  let offset = byDay.get(day)
  if (offset === undefined) {
    const start = offsetAt(tz, day * DAY)
    offset = start === offsetAt(tz, (day + 1) * DAY) ? start : CHANGES
    byDay.set(day, offset)
  }
  if (!Number.isNaN(offset)) return offset
  return offsetAt(tz, Math.floor(instant / QUARTER_HOUR) * QUARTER_HOUR)
}

/** Per zone and span of UTC days ('tz first last'): its one offset there, or null. */
const spanOffsets = new Map<string, number | null>()

/** The longest span offsetThroughout looks at: a year view's range and its margins, and more. */
const MAX_SPAN_DAYS = 1_000

/**
 * The zone's offset if it is the same from UTC day `first` to `last` (day numbers since 1970,
 * each whole), else null; remembered per span, so a thousand series expanded into the same
 * year ask once. A series placed inside such a span needs no lookup per occurrence. A span
 * longer than MAX_SPAN_DAYS is null without looking: each day is a lookup, and a series' last
 * occurrence is walked to the end of time (lastOccurrenceEnd).
 */
export function offsetThroughout(tz: string, first: number, last: number): number | null {
  if (last - first > MAX_SPAN_DAYS) return null
  const key = `${tz} ${first} ${last}`
  let offset = spanOffsets.get(key)
  if (offset === undefined) {
    if (spanOffsets.size >= 1_000) spanOffsets.clear()
    offset = zoneOffset(tz, first * DAY)
    for (let day = first; offset !== null && day <= last; day++) {
      // A day the offset changes is NaN in zoneOffset's cache, never equal.
      if (zoneOffset(tz, day * DAY) !== offset || zoneOffset(tz, day * DAY + DAY - 1) !== offset)
        offset = null
    }
    spanOffsets.set(key, offset)
  }
  return offset
}

/** The wall clock in `tz` at an instant. */
export function wallInZone(instant: number, tz: string): Wall {
  const t = new Date(instant + zoneOffset(tz, instant))
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    second: t.getUTCSeconds(),
  }
}

/**
 * The instant a wall time in `tz` names. A time the clocks skip moves forward by the gap
 * (2:30 AM on a spring-forward night is 3:30 AM); a time they repeat is its first (RFC 5545,
 * 3.3.5, as TZDate and Temporal's 'compatible' do). Month and day may overflow (day 32 is the
 * next month's first), as in Date.UTC.
 */
export function instantInZone(wall: Wall, tz: string): number {
  return instantOfLocal(
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second),
    tz,
  )
}

/**
 * instantInZone of a wall time given as the instant it would be in UTC (`local`, ms): what a
 * series' expansion places, one per occurrence, without an object or Date.UTC each.
 */
export function instantOfLocal(local: number, tz: string): number {
  const before = zoneOffset(tz, local - REACH)
  const after = zoneOffset(tz, local + REACH)
  if (before === after) {
    const instant = local - before
    // Not near a change: one candidate. (A change inside the day can still apply: check it.)
    if (zoneOffset(tz, instant) === before) return instant
  }
  const early = local - before
  if (zoneOffset(tz, early) === before) return early
  const late = local - after
  if (zoneOffset(tz, late) === after) return late
  // In the gap: the offset from before the change carries the wall time past it.
  return early
}
