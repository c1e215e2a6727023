// VALARMs read from a file: kept as the event's reminders where they make sense, skipped with a
// preview line where not, never an error for the file; no VALARM is no reminders ([]); a
// changed occurrence keeps its own only when they differ from its series'.
import { describe, expect, it } from 'vitest'
import { before, onDay, type Reminder } from '@/model/reminders/reminder'
import { SKIPPED } from '@/model/reminders/valarm'
import { zone } from '@/test/zone'
import { readIcs } from './read-ics'
import { occurrenceReminders } from './read-alarms'

const ics = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join(
    '\r\n',
  )
const vevent = (...lines: string[]) => [
  'BEGIN:VEVENT',
  'DTSTAMP:20261101T000000Z',
  ...lines,
  'END:VEVENT',
]
const valarm = (...lines: string[]) => ['BEGIN:VALARM', ...lines, 'END:VALARM']
const display = (trigger: string) => valarm('ACTION:DISPLAY', trigger, 'DESCRIPTION:Reminder')
// 10:00-11:00 AM in New York on November 10, 2026 (EST).
const meeting = (uid: string, ...lines: string[]) =>
  vevent(
    `UID:${uid}`,
    `SUMMARY:${uid}`,
    'DTSTART:20261110T150000Z',
    'DTEND:20261110T160000Z',
    ...lines,
  )
const NY = 'America/New_York'
const read = (text: string, viewer = NY) => readIcs(text, { zone: viewer })
const remindersOf = (text: string, viewer = NY) =>
  Object.fromEntries(read(text, viewer).events.map((e) => [e.draft.title, e.draft.reminders]))

describe(`VALARM import (run in ${zone})`, () => {
  it('keeps DISPLAY, AUDIO and EMAIL alarms, relative to the start or the end, and absolute', () => {
    const text = ics(
      ...meeting(
        'm',
        ...display('TRIGGER:-PT15M'),
        ...valarm('ACTION:AUDIO', 'TRIGGER:-P0DT1H0M0S'),
        ...valarm('ACTION:EMAIL', 'TRIGGER:-P1D', 'SUMMARY:x', 'ATTENDEE:mailto:a@example.com'),
        // 95 minutes before the end of an hour: 35 minutes before the start.
        ...display('TRIGGER;RELATED=END:-PT95M'),
        ...display('TRIGGER;VALUE=DATE-TIME:20261110T144500Z'), // 15 minutes: one reminder
        ...display('TRIGGER;VALUE=DATE-TIME:20261103T150000Z'), // a week before
        ...display('TRIGGER:-P1W'),
      ),
    )
    const reading = read(text)
    expect(reading.skipped).toEqual([])
    expect(reading.notKept).toEqual([])
    expect(reading.events[0]!.draft.reminders).toEqual([
      before(15),
      before(35),
      before(60),
      before(1440),
      before(10080),
    ])
  })

  it("reads an all-day event's triggers as a time of a day, absolute ones in the viewer's zone", () => {
    const trip = (uid: string, ...lines: string[]) =>
      vevent(
        `UID:${uid}`,
        `SUMMARY:${uid}`,
        'DTSTART;VALUE=DATE:20261114',
        'DTEND;VALUE=DATE:20261116',
        ...lines,
      )
    const text = ics(
      ...trip(
        'trip',
        ...display('TRIGGER:-PT15H'), // Google's 'The day before at 9:00 AM'
        ...display('TRIGGER:P0DT9H0M0S'), // 'On the day at 9:00 AM'
        ...display('TRIGGER;RELATED=END:-P2DT15H'), // from the end: the day before, 9:00 AM
        // 8:30 AM in New York on November 7, a week before: '1 week before at 8:30 AM'.
        ...display('TRIGGER;VALUE=DATE-TIME:20261107T133000Z'),
      ),
    )
    expect(remindersOf(text)).toEqual({ trip: [onDay(0), onDay(1), onDay(7, 8 * 60 + 30)] })
    // The same instant is 7:00 PM in Kolkata on November 7.
    expect(remindersOf(text, 'Asia/Kolkata').trip).toContainEqual(onDay(7, 19 * 60))
  })

  it('imports an event without VALARM with no reminders: an empty list, never absent', () => {
    const reading = read(
      ics(...meeting('plain'), ...vevent('UID:day', 'SUMMARY:day', 'DTSTART;VALUE=DATE:20261114')),
    )
    expect(reading.events.map((e) => e.draft.reminders)).toEqual([[], []])
  })

  it('skips what is not a reminder with a line for the preview, and imports the event', () => {
    const text = ics(
      ...meeting(
        'Broken',
        ...display('TRIGGER:-PT10M'),
        ...valarm('ACTION:X-SPEAK', 'TRIGGER:-PT5M'),
        ...valarm('TRIGGER:-PT5M'),
        ...display('TRIGGER:soon'),
        ...display('TRIGGER;VALUE=DATE-TIME:tomorrow'),
        ...display('TRIGGER;VALUE=DATE:20261109'),
        ...valarm('ACTION:DISPLAY', 'DESCRIPTION:no trigger'),
        ...display('TRIGGER:PT10M'),
        ...display('TRIGGER;RELATED=END:PT1M'),
        ...display('TRIGGER:-P1000D'),
        ...display('TRIGGER;VALUE=DATE-TIME:19760401T005545Z'),
      ),
      ...meeting('Fine', ...display('TRIGGER:-PT5M')),
    )
    const reading = read(text)
    expect(reading.events.map((e) => [e.draft.title, e.draft.reminders])).toEqual([
      ['Broken', [before(10)]],
      ['Fine', [before(5)]],
    ])
    const line = (reason: string) => ({ title: 'Broken', reason })
    expect(reading.skipped).toEqual([
      line('A reminder with the unknown action X-SPEAK'),
      line('A reminder with the unknown action (none)'),
      line('A reminder without a valid time (4 times)'),
      line(SKIPPED.afterStart),
      line(SKIPPED.afterEnd),
      line('A reminder more than 4 weeks before the event (2 times)'),
    ])
  })

  it('keeps at most 10 of thousands of alarms, with one line', () => {
    const alarms = Array.from({ length: 3000 }, (_, i) => display(`TRIGGER:-PT${i + 1}M`)).flat()
    const reading = read(ics(...meeting('Many', ...alarms)))
    expect(reading.events[0]!.draft.reminders).toHaveLength(10)
    expect(reading.skipped).toEqual([
      { title: 'Many', reason: 'More than 10 reminders: 2990 left out' },
    ])
  })

  it("leaves out Apple's ACTION:NONE and RFC 9074's snoozed copies without a line", () => {
    const reading = read(
      ics(
        ...meeting(
          'Apple',
          ...valarm('ACTION:NONE', 'TRIGGER;VALUE=DATE-TIME:19760401T005545Z'),
          ...valarm(
            'UID:snooze-1',
            'ACTION:DISPLAY',
            'TRIGGER;VALUE=DATE-TIME:20261110T145500Z',
            'RELATED-TO;RELTYPE=SNOOZE:alarm-1',
          ),
          ...valarm('UID:alarm-1', 'ACTION:DISPLAY', 'TRIGGER:-PT30M'),
        ),
      ),
    )
    expect(reading.skipped).toEqual([])
    expect(reading.events[0]!.draft.reminders).toEqual([before(30)])
  })

  it("keeps a changed occurrence's reminders only when they differ from its series'", () => {
    const series = (...lines: string[]) =>
      vevent(
        'UID:s',
        'SUMMARY:Standup',
        'DTSTART;TZID=America/New_York:20261102T090000',
        'DTEND;TZID=America/New_York:20261102T091500',
        'RRULE:FREQ=DAILY;COUNT=5',
        ...lines,
      )
    const changed = (day: string, ...lines: string[]) =>
      vevent(
        'UID:s',
        'SUMMARY:Standup (moved)',
        `RECURRENCE-ID;TZID=America/New_York:202611${day}T090000`,
        `DTSTART;TZID=America/New_York:202611${day}T100000`,
        `DTEND;TZID=America/New_York:202611${day}T101500`,
        ...lines,
      )
    const reading = read(
      ics(
        ...series(...display('TRIGGER:-PT10M')),
        // The same alarm (written another way): its series'.
        ...changed('03', ...display('TRIGGER:-P0DT0H10M0S')),
        ...changed('04', ...display('TRIGGER:-PT30M')),
        ...changed('05'),
        // Another file's occurrence whose series is not here: an event with its own.
        ...vevent(
          'UID:other',
          'SUMMARY:Alone',
          'RECURRENCE-ID:20261105T150000Z',
          'DTSTART:20261105T160000Z',
          ...display('TRIGGER:-PT10M'),
        ),
      ),
    )
    expect(reading.skipped).toEqual([])
    const [standup, alone] = reading.events
    expect(standup!.draft.reminders).toEqual([before(10)])
    expect(standup!.changed.map((c) => c.draft.reminders)).toEqual([null, [before(30)], []])
    expect(alone!.draft.reminders).toEqual([before(10)])
  })

  it("lists the alarms of events imported only: not a cancelled one's or an older version's", () => {
    const reading = read(
      ics(
        ...meeting('Old', 'SEQUENCE:1', ...display('TRIGGER:PT5M')),
        ...meeting('Old', 'SEQUENCE:2', ...display('TRIGGER:-PT5M')),
        ...meeting('Gone', 'STATUS:CANCELLED', ...display('TRIGGER:PT5M')),
      ),
    )
    expect(reading.events.map((e) => e.draft.reminders)).toEqual([[before(5)]])
    expect(reading.skipped.map((s) => s.reason)).toEqual([
      'A later version of it is in the file',
      'It is cancelled (STATUS:CANCELLED)',
    ])
  })

  it("stores null for the series' reminders, the own list otherwise", () => {
    const own: Reminder[] = [before(30)]
    expect(occurrenceReminders([before(10)], [before(10)])).toBeNull()
    expect(occurrenceReminders([], [])).toBeNull()
    expect(occurrenceReminders(own, [before(10)])).toEqual(own)
    expect(occurrenceReminders([], [before(10)])).toEqual([])
    expect(occurrenceReminders(undefined, [before(10)])).toEqual([])
  })
})
