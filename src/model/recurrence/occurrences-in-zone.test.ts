// A weekly series made in New York, shown in other zones from other devices: each occurrence
// at New York's 9:00 (its zone's wall clock), whatever the display zone's and device's.
import { afterEach, describe, expect, it } from 'vitest'
import { setZone } from '@/test/set-zone'
import { fromDisplay, toDisplay } from '../time/display-time'
import { occurrencesOf, type SeriesEvent } from './occurrences'
import { occurrencesInZone } from './occurrences-in-zone'

const NY = 'America/New_York'
let restore: (() => void) | undefined
afterEach(() => restore?.())

const series = (zone: string | null): SeriesEvent => ({
  id: 's',
  title: 'Standup',
  description: null,
  color: '#000',
  allDay: false,
  // Monday 9:00 to 9:30 New York time, before the change of March 8.
  start: toDisplay(new Date('2026-03-02T14:00:00Z'), zone),
  end: toDisplay(new Date('2026-03-02T14:30:00Z'), zone),
  repeat: { rule: 'FREQ=WEEKLY;BYDAY=MO', tzid: NY },
  exdates: [],
})

describe.each(['Asia/Kolkata', 'UTC', 'Australia/Lord_Howe'])('from a device in %s', (device) => {
  it.each([NY, 'Asia/Tokyo', 'Europe/London'])('shown in %s', (zone) => {
    restore = setZone(device)
    const range = {
      start: toDisplay(new Date('2026-03-01T00:00:00Z'), zone),
      end: toDisplay(new Date('2026-03-20T00:00:00Z'), zone),
    }
    const shown = occurrencesInZone(occurrencesOf, zone)(series(zone), range)
    const instants = shown.map((event) => fromDisplay(event.start, zone).toISOString())
    expect(instants).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-09T13:00:00.000Z', // New York is on EDT from March 8: still 9:00 there
      '2026-03-16T13:00:00.000Z',
    ])
    for (const event of shown) {
      expect(event.end.getTime() - event.start.getTime()).toBe(30 * 60_000)
      expect(event.occurrence?.seriesStart).toEqual(series(zone).start)
    }
    expect(shown[1]!.id).toBe(`s@${Date.parse('2026-03-09T13:00:00Z')}`)
  })
})
