// The grid keys in the five test zones, across the spring and autumn changes.
import { format } from 'date-fns'
import { afterEach, describe, expect, it } from 'vitest'
import { monthKeyTarget, slotKeyTarget, slotStart, type Slot } from './grid-keys'
import { setZone } from '@/test/set-zone'

const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Europe/London', 'Australia/Lord_Howe']
const day = (text: string) => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}
const ymd = (date: Date | null) => (date ? format(date, 'yyyy-MM-dd HH:mm') : null)
const slotText = (slot: Slot | null) => (slot ? `${ymd(slot.day)} +${slot.minutes}` : null)

describe.each(ZONES)('in %s', (zone) => {
  let restore = () => {}
  afterEach(() => restore())
  const month = (from: string, key: string, mods = {}) => {
    restore = setZone(zone)
    return ymd(monthKeyTarget(day(from), { key, ...mods }))
  }
  const slot = (from: string, minutes: number, key: string, days: 1 | 7 = 7, mods = {}) => {
    restore = setZone(zone)
    return slotText(slotKeyTarget({ day: day(from), minutes }, { key, ...mods }, days))
  }

  it('month: arrows by day and week, Home/End the week, PageUp/PageDown a month', () => {
    expect(month('2026-11-18', 'ArrowLeft')).toBe('2026-11-17 00:00')
    expect(month('2026-11-18', 'ArrowRight')).toBe('2026-11-19 00:00')
    expect(month('2026-11-18', 'ArrowUp')).toBe('2026-11-11 00:00')
    expect(month('2026-11-30', 'ArrowDown')).toBe('2026-12-07 00:00')
    // Across the changes: always the next local midnight.
    expect(month('2026-03-07', 'ArrowRight')).toBe('2026-03-08 00:00')
    expect(month('2026-03-28', 'ArrowDown')).toBe('2026-04-04 00:00')
    expect(month('2026-10-31', 'ArrowRight')).toBe('2026-11-01 00:00')
    expect(month('2026-11-18', 'Home')).toBe('2026-11-15 00:00')
    expect(month('2026-11-18', 'End')).toBe('2026-11-21 00:00')
    expect(month('2026-01-31', 'PageDown')).toBe('2026-02-28 00:00')
    expect(month('2026-03-31', 'PageUp')).toBe('2026-02-28 00:00')
    expect(month('2026-11-18', 'x')).toBeNull()
    expect(month('2026-11-18', 'ArrowLeft', { altKey: true })).toBeNull()
    expect(month('2026-11-18', 'Home', { ctrlKey: true })).toBeNull()
  })

  it('time grid: half hours within the day, days, the week, a period', () => {
    expect(slot('2026-11-18', 540, 'ArrowDown')).toBe('2026-11-18 00:00 +570')
    expect(slot('2026-11-18', 540, 'ArrowUp')).toBe('2026-11-18 00:00 +510')
    expect(slot('2026-11-18', 0, 'ArrowUp')).toBe('2026-11-18 00:00 +0')
    expect(slot('2026-11-18', 1410, 'ArrowDown')).toBe('2026-11-18 00:00 +1410')
    expect(slot('2026-11-18', 540, 'ArrowLeft')).toBe('2026-11-17 00:00 +540')
    expect(slot('2026-03-07', 540, 'ArrowRight')).toBe('2026-03-08 00:00 +540')
    expect(slot('2026-11-18', 540, 'Home')).toBe('2026-11-15 00:00 +540')
    expect(slot('2026-11-18', 540, 'End')).toBe('2026-11-21 00:00 +540')
    expect(slot('2026-11-18', 540, 'Home', 1)).toBe('2026-11-18 00:00 +540')
    expect(slot('2026-11-18', 540, 'Home', 7, { ctrlKey: true })).toBe('2026-11-18 00:00 +0')
    expect(slot('2026-11-18', 540, 'End', 7, { ctrlKey: true })).toBe('2026-11-18 00:00 +1410')
    expect(slot('2026-11-18', 540, 'PageDown')).toBe('2026-11-25 00:00 +540')
    expect(slot('2026-10-29', 540, 'PageDown')).toBe('2026-11-05 00:00 +540')
    expect(slot('2026-11-18', 540, 'PageUp', 1)).toBe('2026-11-17 00:00 +540')
    expect(slot('2026-11-18', 540, 'Enter')).toBeNull()
  })

  it("a slot's instant is its wall-clock time", () => {
    restore = setZone(zone)
    expect(format(slotStart({ day: day('2026-11-01'), minutes: 570 }), 'yyyy-MM-dd HH:mm')).toBe(
      '2026-11-01 09:30',
    )
    expect(format(slotStart({ day: day('2026-03-29'), minutes: 1410 }), 'HH:mm')).toBe('23:30')
  })
})
