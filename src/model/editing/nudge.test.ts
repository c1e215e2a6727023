// Keyboard moves (product.md, "Direct manipulation and keyboard") in the five test zones:
// minutes are real minutes, days keep the wall clock, and both hold across a DST change.
import { format } from 'date-fns'
import { afterEach, describe, expect, it } from 'vitest'
import { describeNudge, nudgedTimes, nudgeFor, type Nudge } from './nudge'
import { setZone } from '@/test/set-zone'

const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Europe/London', 'Australia/Lord_Howe']
const key = (name: string, mods: Partial<{ alt: boolean; shift: boolean; ctrl: boolean }> = {}) =>
  nudgeFor({
    key: name,
    altKey: mods.alt ?? true,
    shiftKey: mods.shift ?? false,
    ctrlKey: mods.ctrl ?? false,
    metaKey: false,
  })
const wall = (date: Date) => format(date, 'yyyy-MM-dd HH:mm')

describe('nudgeFor', () => {
  it('maps Alt+arrows to moves and Alt+Shift+Up/Down to the end', () => {
    expect(key('ArrowUp')).toEqual({ minutes: -15, days: 0, edge: 'move' })
    expect(key('ArrowDown')).toEqual({ minutes: 15, days: 0, edge: 'move' })
    expect(key('ArrowLeft')).toEqual({ minutes: 0, days: -1, edge: 'move' })
    expect(key('ArrowRight')).toEqual({ minutes: 0, days: 1, edge: 'move' })
    expect(key('ArrowUp', { shift: true })).toEqual({ minutes: -15, days: 0, edge: 'end' })
    expect(key('ArrowDown', { shift: true })).toEqual({ minutes: 15, days: 0, edge: 'end' })
  })
  it('leaves plain arrows, Ctrl and other keys alone', () => {
    expect(key('ArrowUp', { alt: false })).toBeNull()
    expect(key('ArrowUp', { ctrl: true })).toBeNull()
    expect(key('ArrowLeft', { shift: true })).toBeNull()
    expect(key('e')).toBeNull()
  })
})

describe.each(ZONES)('nudgedTimes in %s', (zone) => {
  let restore = () => {}
  afterEach(() => restore())
  const at = (...parts: [number, number, number, number, number]) => {
    restore = setZone(zone)
    return new Date(parts[0], parts[1] - 1, parts[2], parts[3], parts[4])
  }
  const timed = (start: Date, minutes: number) => ({
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    allDay: false,
  })
  const move = (n: Partial<Nudge>): Nudge => ({ minutes: 0, days: 0, edge: 'move', ...n })

  it('moves 15 minutes either way and keeps the length', () => {
    const event = timed(at(2026, 6, 9, 10, 0), 45)
    const later = nudgedTimes(event, move({ minutes: 15 }))!
    expect([wall(later.start), wall(later.end)]).toEqual(['2026-06-09 10:15', '2026-06-09 11:00'])
    const earlier = nudgedTimes(event, move({ minutes: -15 }))!
    expect([wall(earlier.start), wall(earlier.end)]).toEqual([
      '2026-06-09 09:45',
      '2026-06-09 10:30',
    ])
  })

  it('moves across midnight', () => {
    const late = nudgedTimes(timed(at(2026, 6, 9, 23, 45), 30), move({ minutes: 15 }))!
    expect(wall(late.start)).toBe('2026-06-10 00:00')
  })

  it('moves a day on the wall clock, across the spring and autumn changes', () => {
    for (const [y, m, d] of [
      [2026, 3, 7], // New York springs forward on the 8th
      [2026, 3, 28], // London on the 29th
      [2026, 10, 31], // New York falls back on November 1
      [2026, 4, 4], // Lord Howe's half hour on the 5th
    ] as const) {
      const event = timed(at(y, m, d, 9, 0), 60)
      const next = nudgedTimes(event, move({ days: 1 }))!
      expect(format(next.start, 'HH:mm')).toBe('09:00')
      expect(format(next.end, 'HH:mm')).toBe('10:00')
      expect(format(next.start, 'yyyy-MM-dd')).toBe(format(new Date(y, m - 1, d + 1), 'yyyy-MM-dd'))
      const back = nudgedTimes({ ...next, allDay: false }, move({ days: -1 }))!
      expect(back.start.getTime()).toBe(event.start.getTime())
    }
  })

  it('changes the end, never below 15 minutes', () => {
    const event = timed(at(2026, 6, 9, 10, 0), 30)
    const longer = nudgedTimes(event, move({ minutes: 15, edge: 'end' }))!
    expect([wall(longer.start), wall(longer.end)]).toEqual(['2026-06-09 10:00', '2026-06-09 10:45'])
    const shorter = nudgedTimes(event, move({ minutes: -15, edge: 'end' }))!
    expect(wall(shorter.end)).toBe('2026-06-09 10:15')
    expect(
      nudgedTimes({ ...shorter, allDay: false }, move({ minutes: -15, edge: 'end' })),
    ).toBeNull()
  })

  it('moves an all-day event by whole days only', () => {
    const start = at(2026, 3, 7, 0, 0)
    const event = { start, end: new Date(2026, 2, 9), allDay: true }
    const next = nudgedTimes(event, move({ days: 1 }))!
    expect([wall(next.start), wall(next.end)]).toEqual(['2026-03-08 00:00', '2026-03-10 00:00'])
    expect(nudgedTimes(event, move({ minutes: 15 }))).toBeNull()
    expect(nudgedTimes(event, move({ minutes: 15, edge: 'end' }))).toBeNull()
  })

  it('says where the event went', () => {
    const start = at(2026, 6, 9, 10, 15)
    const times = { start, end: new Date(start.getTime() + 3_600_000) }
    const title = 'Team standup'
    expect(describeNudge({ title, allDay: false }, times, 'move')).toBe(
      'Team standup moved to Tuesday 10:15 AM',
    )
    expect(describeNudge({ title, allDay: false }, times, 'end')).toBe(
      'Team standup now ends Tuesday 11:15 AM',
    )
    expect(describeNudge({ title, allDay: true }, times, 'move')).toBe(
      'Team standup moved to Tuesday, June 9',
    )
  })

  it("says the time in the person's format", () => {
    const start = at(2026, 6, 9, 13, 15)
    const times = { start, end: new Date(start.getTime() + 3_600_000) }
    const title = 'Team standup'
    expect(describeNudge({ title, allDay: false }, times, 'move', '24h')).toBe(
      'Team standup moved to Tuesday 13:15',
    )
    expect(describeNudge({ title, allDay: false }, times, 'end', '24h')).toBe(
      'Team standup now ends Tuesday 14:15',
    )
    expect(describeNudge({ title, allDay: false }, times, 'move', '12h')).toBe(
      'Team standup moved to Tuesday 1:15 PM',
    )
    expect(describeNudge({ title, allDay: true }, times, 'move', '24h')).toBe(
      'Team standup moved to Tuesday, June 9',
    )
  })
})
