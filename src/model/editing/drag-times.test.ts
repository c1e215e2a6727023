// Pointer position -> time (product.md, "Direct manipulation and keyboard"): snapping,
// clamping, across days and across the DST days, in the five test zones.
import { format } from 'date-fns'
import { afterEach, describe, expect, it } from 'vitest'
import {
  dragCreateRange,
  dragMoveTimes,
  dragResizeEnd,
  dropOnDay,
  minutesAtY,
  wallTime,
} from './drag-times'
import { setZone } from '@/test/set-zone'

const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Europe/London', 'Australia/Lord_Howe']
const show = ({ start, end }: { start: Date; end: Date }) =>
  `${format(start, 'MM-dd HH:mm')} - ${format(end, 'MM-dd HH:mm')}`
const hours = (range: { start: Date; end: Date }) =>
  (range.end.getTime() - range.start.getTime()) / 3_600_000

describe.each(ZONES)('in %s', (zone) => {
  let restore = () => {}
  afterEach(() => restore())
  const day = (m: number, d: number) => {
    restore()
    restore = setZone(zone)
    return new Date(2026, m - 1, d)
  }
  const timed = (m: number, d: number, h: number, min: number, length: number) => {
    const start = wallTime(day(m, d), h * 60 + min)
    return { start, end: new Date(start.getTime() + length * 60_000), allDay: false }
  }

  it('reads wall-clock minutes from the height (60px an hour)', () => {
    expect(minutesAtY(0)).toBe(0)
    expect(minutesAtY(555)).toBe(555)
    expect(minutesAtY(1440)).toBe(1440)
  })

  it('creates from the slot pressed to the one released, snapped, either direction', () => {
    const wed = day(11, 18)
    expect(show(dragCreateRange(wed, 547, wed, 622))).toBe('11-18 09:00 - 11-18 10:15')
    expect(show(dragCreateRange(wed, 622, wed, 547))).toBe('11-18 09:00 - 11-18 10:15')
    // A press without travel: at least 15 minutes.
    expect(show(dragCreateRange(wed, 600, wed, 600))).toBe('11-18 10:00 - 11-18 10:15')
    // Clamped to the day; across days in the week view.
    expect(show(dragCreateRange(wed, -40, wed, 30))).toBe('11-18 00:00 - 11-18 00:30')
    expect(show(dragCreateRange(wed, 1380, day(11, 19), 60))).toBe('11-18 23:00 - 11-19 01:00')
  })

  it('moves by columns and travel, snapping the start, keeping the real length', () => {
    const event = timed(11, 18, 9, 0, 60)
    expect(show(dragMoveTimes(event, 0, 37))).toBe('11-18 09:30 - 11-18 10:30')
    expect(show(dragMoveTimes(event, 0, 7))).toBe('11-18 09:00 - 11-18 10:00')
    expect(show(dragMoveTimes(event, 2, -68))).toBe('11-20 07:45 - 11-20 08:45')
    // Past midnight: the next day's wall clock.
    expect(show(dragMoveTimes(event, -1, 900))).toBe('11-18 00:00 - 11-18 01:00')
    const odd = timed(11, 18, 9, 7, 50)
    expect(show(dragMoveTimes(odd, 0, 0))).toBe('11-18 09:00 - 11-18 09:50')
  })

  it('moves onto and off DST days keeping wall-clock starts and real lengths', () => {
    for (const [m, d] of [
      [3, 7],
      [3, 28],
      [10, 24],
      [10, 31],
      [4, 4],
    ] as const) {
      const event = timed(m, d, 9, 0, 90)
      const moved = dragMoveTimes(event, 1, 0)
      expect(format(moved.start, 'HH:mm')).toBe('09:00')
      expect(hours(moved)).toBe(1.5)
    }
  })

  it('an all-day event moves by whole days', () => {
    const start = day(3, 7)
    const event = { start, end: new Date(2026, 2, 9), allDay: true }
    expect(show(dragMoveTimes(event, 1, 95))).toBe('03-08 00:00 - 03-10 00:00')
  })

  it('resizes the end, snapped, never under 15 minutes', () => {
    const event = timed(11, 18, 9, 0, 60)
    expect(show(dragResizeEnd(event, day(11, 18), 668))).toBe('11-18 09:00 - 11-18 11:15')
    expect(show(dragResizeEnd(event, day(11, 18), 500))).toBe('11-18 09:00 - 11-18 09:15')
    expect(show(dragResizeEnd(event, day(11, 18), 2000))).toBe('11-18 09:00 - 11-19 00:00')
  })

  it('a month drop keeps the time of day and the length on the wall clock', () => {
    const event = timed(10, 30, 18, 30, 120)
    const moved = dropOnDay(event, day(10, 30), day(11, 2))
    expect(show(moved)).toBe('11-02 18:30 - 11-02 20:30')
    // Picked up on the second day of a two-day event: moves by the days between the cells.
    const long = timed(11, 18, 20, 0, 8 * 60)
    expect(show(dropOnDay(long, day(11, 19), day(11, 21)))).toBe('11-20 20:00 - 11-21 04:00')
  })
})
