// The display time zone (issue 27) without a zoned Date type: the app computes with plain Dates
// in the browser's zone (date-fns startOfDay, getHours...), so a time to show in another zone is
// carried as the LOCAL Date whose local fields are its wall time there ("display time"). Mapped
// at the data boundary only (rows to events and back, 'now', range bounds); every view, layout
// and form works unchanged. zone-clock.ts does the zone arithmetic (why not TZDate: its header).
//
// The known limit: a wall time of the display zone that does not exist on the device's clock
// (the device's spring-forward gap, one hour a year) cannot be a local Date; the platform moves
// it forward by the gap, so it shows (and, if edited, saves) that much later. Every other wall
// time, the device's repeated hour included, maps both ways exactly.
import { instantInZone, wallInZone } from './zone-clock'

const canonical = new Map<string, string>()

/** The platform's own name for a zone, so aliases (Asia/Calcutta, Etc/UTC) compare equal. */
function canonicalZone(zone: string): string {
  let name = canonical.get(zone)
  if (name === undefined) {
    name = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
    canonical.set(zone, name)
  }
  return name
}

/** The browser's zone, as the platform names it (asked each time: a device can move). */
const deviceZoneName = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The zone to map to, or null when display time is the device's own (no setting, or the
 * setting names the device's zone): then every mapping is the identity, not a round trip
 * through wall fields, which would lose the second of a repeated hour.
 */
export function shownZoneOrNull(zone: string | null): string | null {
  if (zone === null) return null
  return canonicalZone(zone) === canonicalZone(deviceZoneName()) ? null : zone
}

/** An instant -> the local Date showing its wall time in `zone` (null: the device's). */
export function toDisplay(instant: Date, zone: string | null): Date {
  const shown = shownZoneOrNull(zone)
  if (shown === null) return instant
  const ms = instant.getTime()
  const wall = wallInZone(ms, shown)
  const local = new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  local.setMilliseconds(((ms % 1000) + 1000) % 1000)
  return local
}

/** The inverse: a local Date read as a wall time in `zone` -> the instant it names there. */
export function fromDisplay(local: Date, zone: string | null): Date {
  const shown = shownZoneOrNull(zone)
  if (shown === null) return local
  const wall = {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
    second: local.getSeconds(),
  }
  return new Date(instantInZone(wall, shown) + local.getMilliseconds())
}

/** A range of display times -> the instants it spans (the server's query bounds). */
export const rangeFromDisplay = (
  range: { start: Date; end: Date },
  zone: string | null,
): { start: Date; end: Date } => ({
  start: fromDisplay(range.start, zone),
  end: fromDisplay(range.end, zone),
})

/**
 * The display time `ms` of real time after `local` (display times in `zone`): the zone's clock
 * changes count, the device's do not. Plain `getTime()` arithmetic on display times counts the
 * device's instead, so an event's length or a 15-minute step across the device's change (or the
 * zone's) would come out an hour off. With no zone, the plain sum.
 */
export function addRealTime(local: Date, ms: number, zone: string | null): Date {
  const shown = shownZoneOrNull(zone)
  if (shown === null) return new Date(local.getTime() + ms)
  return toDisplay(new Date(fromDisplay(local, shown).getTime() + ms), shown)
}

/** The real time from `start` to `end` (display times in `zone`), in milliseconds. */
export const realLength = (start: Date, end: Date, zone: string | null): number =>
  fromDisplay(end, zone).getTime() - fromDisplay(start, zone).getTime()
