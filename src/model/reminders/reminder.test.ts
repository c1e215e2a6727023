import { describe, expect, it } from 'vitest'
import {
  ALL_DAY_CHOICES,
  DEFAULT_ALL_DAY_REMINDERS,
  DEFAULT_TIMED_REMINDERS,
  MAX_REMINDERS,
  TIMED_CHOICES,
  TOO_MANY_REMINDERS,
  asReminder,
  before,
  checkReminders,
  fitsEvent,
  normalizeReminders,
  onDay,
  reminderChoices,
  reminderKey,
  sameReminders,
} from './reminder'

describe('reminder', () => {
  it('offers the spec choices, timed and all-day', () => {
    expect(TIMED_CHOICES.map((r) => r.minutes)).toEqual([
      0, 5, 10, 15, 30, 60, 120, 1440, 2880, 10080,
    ])
    expect(ALL_DAY_CHOICES).toEqual([onDay(0), onDay(1), onDay(2), onDay(7)])
    expect(ALL_DAY_CHOICES.every((r) => r.minuteOfDay === 540)).toBe(true)
    expect(reminderChoices(false)).toBe(TIMED_CHOICES)
    expect(reminderChoices(true)).toBe(ALL_DAY_CHOICES)
  })

  it("defaults to '10 minutes before' for timed events, none for all-day", () => {
    expect(DEFAULT_TIMED_REMINDERS).toEqual([before(10)])
    expect(DEFAULT_ALL_DAY_REMINDERS).toEqual([])
  })

  it('says which kind fits which event', () => {
    expect(fitsEvent(before(10), false)).toBe(true)
    expect(fitsEvent(before(10), true)).toBe(false)
    expect(fitsEvent(onDay(1), true)).toBe(true)
    expect(fitsEvent(onDay(1), false)).toBe(false)
  })

  it('keys equal reminders alike', () => {
    expect(reminderKey(before(10))).toBe('b10')
    expect(reminderKey(onDay(1))).toBe('d1@540')
    expect(reminderKey(onDay(1, 480))).not.toBe(reminderKey(onDay(1)))
  })

  it('reads only sane reminders', () => {
    expect(asReminder({ kind: 'before', minutes: 10 })).toEqual(before(10))
    expect(asReminder({ kind: 'before', minutes: 10, extra: 1 })).toEqual(before(10))
    expect(asReminder({ kind: 'day', daysBefore: 1, minuteOfDay: 540 })).toEqual(onDay(1))
    for (const bad of [
      null,
      10,
      'b10',
      [],
      { kind: 'before' },
      { kind: 'before', minutes: -5 },
      { kind: 'before', minutes: 2.5 },
      { kind: 'before', minutes: '10' },
      { kind: 'before', minutes: 40321 },
      { kind: 'before', minutes: Number.NaN },
      { kind: 'day', daysBefore: 1, minuteOfDay: 1440 },
      { kind: 'day', daysBefore: 29, minuteOfDay: 540 },
      { kind: 'day', daysBefore: 1 },
      { kind: 'email', minutes: 10 },
    ]) {
      expect(asReminder(bad)).toBeNull()
    }
    expect(asReminder({ kind: 'before', minutes: 40320 })).toEqual(before(40320))
  })

  it('removes duplicates and sorts nearest the event first, timed before all-day', () => {
    expect(
      normalizeReminders([onDay(1), before(60), onDay(0), before(10), before(60), onDay(1, 480)]),
    ).toEqual([before(10), before(60), onDay(0), onDay(1), onDay(1, 480)])
  })

  it('refuses more than the cap with a message', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => before(i))
    expect(checkReminders(eleven)).toBe(TOO_MANY_REMINDERS)
    expect(TOO_MANY_REMINDERS).toBe('An event can have at most 10 reminders.')
    expect(checkReminders(eleven.slice(0, MAX_REMINDERS))).toBeNull()
    // Duplicates do not count.
    expect(checkReminders([...eleven.slice(0, 10), before(3)])).toBeNull()
  })

  it('compares lists once normalised', () => {
    expect(sameReminders([before(10), before(5)], [before(5), before(10), before(5)])).toBe(true)
    expect(sameReminders([before(10)], [before(5)])).toBe(false)
    expect(sameReminders([], [])).toBe(true)
  })
})
