import { describe, expect, it } from 'vitest'
import { ALL_DAY_CHOICES, TIMED_CHOICES, before, onDay, type Reminder } from './reminder'
import {
  SKIPPED,
  alarmOfReminder,
  isNoAlarm,
  reminderFromAlarm,
  remindersFromAlarms,
  triggerSeconds,
  triggerText,
  type ParsedAlarm,
} from './valarm'
import { zone } from '@/test/zone'

const NY = 'America/New_York'
const at = (iso: string) => Date.parse(iso)
// 10:00-11:00 AM EDT on June 10; an all-day event on June 10 and 11.
const meeting = {
  start: at('2026-06-10T14:00:00Z'),
  end: at('2026-06-10T15:00:00Z'),
  allDay: false,
}
const trip = { start: at('2026-06-10T00:00:00Z'), end: at('2026-06-12T00:00:00Z'), allDay: true }
const relative = (seconds: number, related: 'start' | 'end' = 'start', action = 'DISPLAY') =>
  ({ action, trigger: { related, seconds } }) satisfies ParsedAlarm
const absolute = (iso: string, action = 'DISPLAY') =>
  ({ action, trigger: { at: at(iso) } }) satisfies ParsedAlarm
const read = (alarm: ParsedAlarm, event = meeting, tz = NY) => reminderFromAlarm(alarm, event, tz)

describe(`VALARM mapping (run in ${zone})`, () => {
  it("reads a timed event's relative triggers as minutes before", () => {
    expect(read(relative(-15 * 60))).toEqual({ reminder: before(15) })
    expect(read(relative(-86_400))).toEqual({ reminder: before(1440) }) // -P1D
    expect(read(relative(-7 * 86_400))).toEqual({ reminder: before(10080) }) // -P1W
    expect(read(relative(0))).toEqual({ reminder: before(0) })
    expect(read(relative(-0))).toEqual({ reminder: before(0) })
    // Any other sane time is kept with its own minutes; seconds round to the minute.
    expect(read(relative(-7 * 60))).toEqual({ reminder: before(7) })
    expect(read(relative(-10 * 60 - 20))).toEqual({ reminder: before(10) })
    // From the end: -PT75M with RELATED=END is 15 minutes before an hour's start.
    expect(read(relative(-75 * 60, 'end'))).toEqual({ reminder: before(15) })
  })

  it("reads an all-day event's triggers as a time of a day on or before it", () => {
    expect(read(relative(-15 * 3600), trip)).toEqual({ reminder: onDay(1) }) // -PT15H
    expect(read(relative(9 * 3600), trip)).toEqual({ reminder: onDay(0) }) // PT9H
    expect(read(relative(-(24 + 15) * 3600), trip)).toEqual({ reminder: onDay(2) })
    expect(read(relative(-(6 * 24 + 15) * 3600), trip)).toEqual({ reminder: onDay(7) })
    expect(read(relative(0), trip)).toEqual({ reminder: onDay(0, 0) })
    expect(read(relative(-86_400), trip)).toEqual({ reminder: onDay(1, 0) }) // -P1D
    expect(read(relative(-30 * 60), trip)).toEqual({ reminder: onDay(1, 1410) }) // 11:30 PM
    // From the end (June 12's midnight): -P2DT15H is 9:00 AM on June 9.
    expect(read(relative(-(48 + 15) * 3600, 'end'), trip)).toEqual({ reminder: onDay(1) })
  })

  it('reads absolute triggers', () => {
    expect(read(absolute('2026-06-10T13:45:00Z'))).toEqual({ reminder: before(15) })
    expect(read(absolute('2026-06-09T14:00:00Z'))).toEqual({ reminder: before(1440) })
    // An all-day event's: the wall time in the display zone (9:00 AM EDT on June 9).
    expect(read(absolute('2026-06-09T13:00:00Z'), trip)).toEqual({ reminder: onDay(1) })
    expect(read(absolute('2026-06-09T13:00:00Z'), trip, 'Asia/Kolkata')).toEqual({
      reminder: onDay(1, 18 * 60 + 30),
    })
    expect(read(absolute('2026-06-09T23:00:00Z'), trip, 'Asia/Kolkata')).toEqual({
      reminder: onDay(0, 4 * 60 + 30),
    })
  })

  it('keeps AUDIO and EMAIL alarms as reminders, whatever the case', () => {
    expect(read(relative(-600, 'start', 'AUDIO'))).toEqual({ reminder: before(10) })
    expect(read(relative(-600, 'start', 'email'))).toEqual({ reminder: before(10) })
  })

  it('skips what cannot be a reminder, saying why', () => {
    expect(read(relative(-600, 'start', 'X-SPEAK'))).toEqual({
      skipped: 'A reminder with the unknown action X-SPEAK',
    })
    expect(read(relative(-600, 'start', 'PROCEDURE'))).toEqual({
      skipped: SKIPPED.action('PROCEDURE'),
    })
    expect(read(relative(-600, 'start', ''))).toEqual({
      skipped: 'A reminder with the unknown action (none)',
    })
    const sloppy = { action: undefined, trigger: 'x' } as unknown as ParsedAlarm
    expect(read(sloppy)).toEqual({ skipped: SKIPPED.action('') })
    const noTrigger = { action: 'DISPLAY', trigger: '-PT10M' } as unknown as ParsedAlarm
    expect(read(noTrigger)).toEqual({ skipped: SKIPPED.noTrigger })
    expect(read({ action: 'DISPLAY', trigger: null })).toEqual({
      skipped: 'A reminder without a valid time',
    })
    expect(read(relative(Number.NaN))).toEqual({ skipped: SKIPPED.noTrigger })
    expect(read({ action: 'DISPLAY', trigger: { at: Number.NaN } })).toEqual({
      skipped: SKIPPED.noTrigger,
    })
    // After the start, within the event; after its end.
    expect(read(relative(600))).toEqual({ skipped: 'A reminder after the event starts' })
    expect(read(relative(0, 'end'))).toEqual({ skipped: SKIPPED.afterStart })
    expect(read(relative(600, 'end'))).toEqual({ skipped: 'A reminder after the event ends' })
    expect(read(absolute('2026-06-11T00:00:00Z'))).toEqual({ skipped: SKIPPED.afterEnd })
    expect(read(relative(30 * 3600), trip)).toEqual({ skipped: SKIPPED.afterStart })
    expect(read(relative(48 * 3600), trip)).toEqual({ skipped: SKIPPED.afterEnd })
    expect(read(relative(0, 'end'), trip)).toEqual({ skipped: SKIPPED.afterEnd })
    expect(read(absolute('2026-06-12T13:00:00Z'), trip)).toEqual({ skipped: SKIPPED.afterEnd })
    // Years before (-P3Y as a duration of days), or a day past 4 weeks.
    expect(read(relative(-3 * 365 * 86_400))).toEqual({
      skipped: 'A reminder more than 4 weeks before the event',
    })
    expect(read(relative(-(28 * 86_400 + 60)))).toEqual({ skipped: SKIPPED.tooEarly })
    expect(read(relative(-28 * 86_400))).toEqual({ reminder: before(40320) })
    expect(read(relative(-(28 * 24 + 15) * 3600), trip)).toEqual({ skipped: SKIPPED.tooEarly })
    expect(read(absolute('2020-01-01T00:00:00Z'), trip)).toEqual({ skipped: SKIPPED.tooEarly })
  })

  it("reads an event's alarms: normalised, capped, each skipped one a line", () => {
    const alarms = [
      relative(-600),
      relative(-600, 'start', 'EMAIL'), // Google exports a DISPLAY and an EMAIL alike
      relative(-3600),
      relative(600),
      relative(-600, 'start', 'X-FOO'),
    ]
    expect(remindersFromAlarms(alarms, meeting, NY)).toEqual({
      reminders: [before(10), before(60)],
      skipped: [SKIPPED.afterStart, SKIPPED.action('X-FOO')],
    })
    // Thousands of alarms on one event: ten kept, one line.
    const thousands = Array.from({ length: 3000 }, (_, i) => relative(-60 * (i + 1)))
    const read3000 = remindersFromAlarms(thousands, meeting, NY)
    expect(read3000.reminders).toEqual(Array.from({ length: 10 }, (_, i) => before(i + 1)))
    expect(read3000.skipped).toEqual(['More than 10 reminders: 2990 left out'])
    // The same reason again and again is one line with a count.
    const broken = Array.from({ length: 2500 }, () => relative(-600, 'start', 'X-FOO'))
    expect(remindersFromAlarms([...broken, relative(600)], meeting, NY)).toEqual({
      reminders: [],
      skipped: [`${SKIPPED.action('X-FOO')} (2,500 times)`, SKIPPED.afterStart],
    })
  })

  it("leaves out ACTION:NONE (RFC 9074's alarm that never shows) without a line", () => {
    expect(isNoAlarm({ action: ' none ', trigger: null })).toBe(true)
    expect(isNoAlarm({ action: 'DISPLAY', trigger: null })).toBe(false)
    expect(
      remindersFromAlarms([absolute('1976-04-01T00:55:45Z', 'NONE'), relative(-900)], meeting, NY),
    ).toEqual({ reminders: [before(15)], skipped: [] })
  })

  it("writes Google's trigger form", () => {
    expect(triggerText(-600)).toBe('-P0DT0H10M0S')
    expect(triggerText(-1800)).toBe('-P0DT0H30M0S')
    expect(triggerText(-86_400)).toBe('-P1DT0H0M0S')
    expect(triggerText(-604_800)).toBe('-P7DT0H0M0S')
    expect(triggerText(-54_000)).toBe('-P0DT15H0M0S')
    expect(triggerText(32_400)).toBe('P0DT9H0M0S')
    expect(triggerText(0)).toBe('P0DT0H0M0S')
    expect(triggerText(-0)).toBe('P0DT0H0M0S')
    expect(triggerText(-(86_400 + 3723))).toBe('-P1DT1H2M3S')
    expect(alarmOfReminder(before(10))).toEqual({
      action: 'DISPLAY',
      description: 'This is an event reminder',
      trigger: '-P0DT0H10M0S',
      parsed: { related: 'start', seconds: -600 },
    })
    expect(alarmOfReminder(onDay(1)).trigger).toBe('-P0DT15H0M0S')
    expect(alarmOfReminder(onDay(0)).trigger).toBe('P0DT9H0M0S')
    expect(alarmOfReminder(onDay(7)).trigger).toBe('-P6DT15H0M0S')
    expect(Object.is(triggerSeconds(before(0)), 0)).toBe(true)
  })

  it('gives back the same reminder after a round trip', () => {
    const back = (reminder: Reminder, event: typeof meeting, tz: string) => {
      const exported = alarmOfReminder(reminder)
      return reminderFromAlarm({ action: exported.action, trigger: exported.parsed }, event, tz)
    }
    const timed: Reminder[] = [...TIMED_CHOICES, before(7), before(40320), before(95)]
    for (const reminder of timed) {
      expect(back(reminder, meeting, NY)).toEqual({ reminder })
    }
    const allDay: Reminder[] = [...ALL_DAY_CHOICES, onDay(0, 0), onDay(28, 1439), onDay(3, 1)]
    for (const reminder of allDay) {
      for (const tz of [NY, 'UTC', 'Australia/Lord_Howe']) {
        expect(back(reminder, trip, tz)).toEqual({ reminder })
      }
    }
  })
})
