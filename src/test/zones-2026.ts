// The 2026 offsets of the zones the date tests run in, written down by hand (and checked
// against the platform's own zone data in daylight-saving.test.ts), so a test can say where
// an instant falls on the wall clock of the zone it runs in without asking the code it tests.

export interface ZoneYear {
  /** Minutes east of UTC on January 1. */
  initial: number
  /** The daylight-saving changes: the UTC instant, the offset from then on, that day's length. */
  changes: { at: string; offset: number; dayHours: number }[]
}

export const ZONES_2026: Record<string, ZoneYear> = {
  // Spring forward 2:00 -> 3:00 on March 8; fall back 2:00 -> 1:00 on November 1.
  'America/New_York': {
    initial: -300,
    changes: [
      { at: '2026-03-08T07:00:00Z', offset: -240, dayHours: 23 },
      { at: '2026-11-01T06:00:00Z', offset: -300, dayHours: 25 },
    ],
  },
  // 1:00 -> 2:00 on March 29; 2:00 -> 1:00 on October 25.
  'Europe/London': {
    initial: 0,
    changes: [
      { at: '2026-03-29T01:00:00Z', offset: 60, dayHours: 23 },
      { at: '2026-10-25T01:00:00Z', offset: 0, dayHours: 25 },
    ],
  },
  // Half-hour shifts: 2:00 -> 1:30 on April 5; 2:00 -> 2:30 on October 4.
  'Australia/Lord_Howe': {
    initial: 660,
    changes: [
      { at: '2026-04-04T15:00:00Z', offset: 630, dayHours: 24.5 },
      { at: '2026-10-03T15:30:00Z', offset: 660, dayHours: 23.5 },
    ],
  },
  UTC: { initial: 0, changes: [] },
  'Asia/Kolkata': { initial: 330, changes: [] },
}

// Other names ICU may report for the same zones.
const ALIASES: Record<string, string> = { 'Etc/UTC': 'UTC', 'Asia/Calcutta': 'Asia/Kolkata' }

export const zoneYear = (zone: string): ZoneYear | undefined => ZONES_2026[ALIASES[zone] ?? zone]

/** The offset (minutes east of UTC) of a zone at an instant of 2026. */
export function offsetAt(year: ZoneYear, instant: number): number {
  let offset = year.initial
  for (const change of year.changes) if (Date.parse(change.at) <= instant) offset = change.offset
  return offset
}

/** The wall clock of an instant in a zone, as 'yyyy-MM-dd HH:mm'. */
export function wallClock(year: ZoneYear, instant: number): string {
  const shifted = new Date(instant + offsetAt(year, instant) * 60_000).toISOString()
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`
}
