import { describe, expect, it } from 'vitest'
import { local, zone } from '@/test/zone'
import { REMINDER_REACH_MS } from './alarms'
import { WINDOW_DAYS, reminderWindow } from './reminder-window'

describe(`the reminders' window (run in ${zone})`, () => {
  it('starts at the day’s midnight and reaches a reminder’s furthest from tomorrow’s end', () => {
    const window = reminderWindow(local(2026, 3, 7, 15, 42))
    expect(window.start).toEqual(local(2026, 3, 7))
    expect(window.end).toEqual(local(2026, 3, 7 + WINDOW_DAYS))
    // Every alarm firing before the end of tomorrow belongs to an event starting in the window.
    const tomorrowEnd = local(2026, 3, 9).getTime()
    expect(window.end.getTime()).toBeGreaterThanOrEqual(tomorrowEnd + REMINDER_REACH_MS)
  })

  it('is the same range all day, across a clock change', () => {
    // 8 March 2026: the US springs forward; 29 March: Europe.
    for (const day of [8, 29]) {
      const early = reminderWindow(local(2026, 3, day, 0, 30))
      const late = reminderWindow(local(2026, 3, day, 23, 30))
      expect(late).toEqual(early)
      expect(early.end).toEqual(local(2026, 3, day + WINDOW_DAYS))
    }
  })
})
