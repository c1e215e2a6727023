// Display times (display-time.ts) seen from five device zones: the wall clock of the display
// zone, whatever the device's, both ways, across the display zone's clock changes.
import { afterEach, describe, expect, it } from 'vitest'
import { addDays, differenceInMinutes } from 'date-fns'
import { setZone } from '@/test/set-zone'
import { fromDisplay, shownZoneOrNull, toDisplay } from './display-time'
import { utcDateToLocal } from './all-day-dates'

const DEVICES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Europe/London', 'Australia/Lord_Howe']
const NY = 'America/New_York'
const fields = (d: Date) => [
  d.getFullYear(),
  d.getMonth() + 1,
  d.getDate(),
  d.getHours(),
  d.getMinutes(),
]

let restore: (() => void) | undefined
afterEach(() => restore?.())

describe.each(DEVICES)('display times on a device in %s', (device) => {
  it('shows the display zone wall clock and reads it back', () => {
    restore = setZone(device)
    const instant = new Date('2026-03-09T13:00:00Z') // 9:00 in New York (EDT), 18:30 in Kolkata
    expect(fields(toDisplay(instant, NY))).toEqual([2026, 3, 9, 9, 0])
    expect(fields(toDisplay(instant, 'Asia/Tokyo'))).toEqual([2026, 3, 9, 22, 0])
    expect(fields(toDisplay(instant, 'Asia/Kolkata'))).toEqual([2026, 3, 9, 18, 30])
    for (const zone of [NY, 'Asia/Tokyo', 'Asia/Kolkata', 'Europe/London', 'Australia/Lord_Howe']) {
      expect(fromDisplay(toDisplay(instant, zone), zone).toISOString()).toBe(instant.toISOString())
    }
  })

  it('a week holding the display zone DST changes: 9:00 each day, and the right lengths', () => {
    restore = setZone(device)
    for (const [first, utcBefore, utcAfter] of [
      ['2026-03-05', 14, 13], // spring forward on March 8: 9:00 EST is 14:00Z, EDT 13:00Z
      ['2026-10-29', 13, 14], // fall back on November 1
    ] as const) {
      for (let i = 0; i < 7; i++) {
        const day = addDays(new Date(`${first}T12:00:00Z`), i)
        const local = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9)
        const instant = fromDisplay(local, NY)
        const changed = i >= 3 // the 8th and the 1st are the fourth day
        expect(instant.getUTCHours()).toBe(changed ? utcAfter : utcBefore)
        expect(fields(toDisplay(instant, NY))).toEqual(fields(local))
      }
    }
    // An event from 0:00 to 4:00 New York time on March 8 lasts 3 real hours (2:00 is skipped),
    // and the display times show 0:00 and 4:00.
    const start = new Date('2026-03-08T05:00:00Z')
    const end = new Date('2026-03-08T08:00:00Z')
    expect(fields(toDisplay(start, NY)).slice(3)).toEqual([0, 0])
    expect(fields(toDisplay(end, NY)).slice(3)).toEqual([4, 0])
    // On November 1, 0:00 to 4:00 New York time is 5 real hours.
    const s2 = fromDisplay(new Date(2026, 10, 1, 0), NY)
    const e2 = fromDisplay(new Date(2026, 10, 1, 4), NY)
    expect(differenceInMinutes(e2, s2)).toBe(300)
  })

  it('all-day dates stay on their date (they are not mapped)', () => {
    restore = setZone(device)
    const stored = new Date('2026-11-05T00:00:00Z')
    const shown = utcDateToLocal(stored)
    expect(fields(shown)).toEqual([2026, 11, 5, 0, 0])
  })

  it('the device zone itself, or none, is the identity', () => {
    restore = setZone(device)
    expect(shownZoneOrNull(null)).toBeNull()
    expect(shownZoneOrNull(device)).toBeNull()
    // The second 1:30 of New York's repeated hour stays itself.
    const second = new Date('2026-11-01T06:30:00Z')
    expect(toDisplay(second, device)).toBe(second)
    expect(fromDisplay(second, null)).toBe(second)
  })
})
