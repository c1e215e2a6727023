// Editing display times (display-time.ts) when the device changes its clocks and the display
// zone does not, or the other way round: a drag, a key press, End following Start and the create
// defaults count the display zone's real time, never the device's. Before, a 3-hour event shown
// in Kolkata's time on a New York device, dragged off November 1, was saved 4 hours long.
import { format } from 'date-fns'
import { afterEach, describe, expect, it } from 'vitest'
import { setZone } from '@/test/set-zone'
import { createDefaults } from './create-defaults'
import { dragMoveTimes } from './drag-times'
import { withStart } from './form-times'
import { nudgedTimes } from './nudge'

const wall = (r: { start: Date; end: Date }) => [
  format(r.start, 'MM-dd HH:mm'),
  format(r.end, 'MM-dd HH:mm'),
]
const field = (d: Date) => format(d, "yyyy-MM-dd'T'HH:mm")

let restore = () => {}
afterEach(() => restore())

describe.each([
  // [device, shown zone, month, day of the change, shown end of 0:00-3:00 moved a day later]
  // The device changes (New York on November 1, London on October 25), the shown zone not:
  // three hours stay three.
  ['America/New_York', 'Asia/Kolkata', 11, 1, '03:00'],
  ['Europe/London', 'UTC', 10, 25, '03:00'],
  // The shown zone changes, the device not: 0:00-3:00 New York on November 1 is four real
  // hours, and stays four, as on a New York device without the setting.
  ['Asia/Kolkata', 'America/New_York', 11, 1, '04:00'],
] as const)('a device in %s showing %s', (device, zone, month, day, movedEnd) => {
  const at = (d: number, hour: number, minute = 0) => {
    restore()
    restore = setZone(device)
    return new Date(2026, month - 1, d, hour, minute)
  }
  const mm = String(month).padStart(2, '0')
  const dd = (d: number) => String(d).padStart(2, '0')
  const night = () => ({ start: at(day, 0), end: at(day, 3), allDay: false })

  it('a drag a day later keeps the real length', () => {
    expect(wall(dragMoveTimes(night(), 1, 0, zone))).toEqual([
      `${mm}-${dd(day + 1)} 00:00`,
      `${mm}-${dd(day + 1)} ${movedEnd}`,
    ])
  })

  it('End follows Start by the real length', () => {
    const times = { start: field(at(day, 0)), end: field(at(day, 3)), allDay: false }
    expect(withStart(times, field(at(day + 1, 0)), zone).end).toBe(
      `2026-${mm}-${dd(day + 1)}T${movedEnd}`,
    )
  })
})

describe.each([
  ['America/New_York', 'Asia/Kolkata', 11, 1],
  ['Europe/London', 'UTC', 10, 25],
] as const)('a device in %s (its clocks change) showing %s', (device, zone, month, day) => {
  const at = (hour: number, minute = 0) => {
    restore()
    restore = setZone(device)
    return new Date(2026, month - 1, day, hour, minute)
  }
  const date = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

  it("Alt+Down steps 15 of the zone's minutes; a new event is one hour", () => {
    // 1:45 on the device's day of change is in its hour that happens twice.
    const event = { start: at(1, 45), end: at(2, 45), allDay: false }
    const step = nudgedTimes(event, { minutes: 15, days: 0, edge: 'move' }, zone)!
    expect(wall(step)).toEqual([`${date} 02:00`, `${date} 03:00`])
    expect(wall(createDefaults(at(0), at(0), 1, zone))).toEqual([`${date} 01:00`, `${date} 02:00`])
  })
})
