// The .ics fixtures (tests/fixtures/ics/README.md: the shapes Google Calendar, Outlook and Apple
// Calendar export, RFC 5545's examples, ical.js's own samples, and hostile files) read in three
// zones: instants of zoned and UTC times are the same everywhere; floating times and all-day
// dates are the viewer's wall clock and local midnights.
import { afterEach, describe, expect, it } from 'vitest'
import { fixture } from '@/test/ics-fixture'
import { setZone } from '@/test/set-zone'
import { IcsError, readIcs, type IcsReading } from './read-ics'

const iso = (date: Date) => date.toISOString()

describe.each(['UTC', 'America/New_York', 'Asia/Kolkata'])('in %s', (zone) => {
  let restore = () => {}
  afterEach(() => restore())
  const read = (name: string): IcsReading => {
    restore = setZone(zone)
    return readIcs(fixture(name), { zone })
  }
  /** A wall-clock time in the zone of this run, as an ISO instant. */
  const local = (y: number, m: number, d: number, h = 0, min = 0) =>
    iso(new Date(y, m - 1, d, h, min))
  const summary = (reading: IcsReading) =>
    reading.events.map((e) => ({
      title: e.draft.title,
      start: iso(e.draft.start),
      end: iso(e.draft.end),
      allDay: e.draft.allDay,
      rule: e.repeat?.rule ?? null,
      tzid: e.repeat?.tzid ?? null,
    }))

  it('Google Calendar: zones, UTC, dates, a series with an exception and a moved one', () => {
    const reading = read('google-calendar.ics')
    expect(summary(reading)).toEqual([
      {
        title: 'Budget review',
        start: '2026-11-03T14:00:00.000Z',
        end: '2026-11-03T14:30:00.000Z',
        allDay: false,
        rule: null,
        tzid: null,
      },
      {
        title: 'Call with London',
        start: '2026-11-05T17:00:00.000Z',
        end: '2026-11-05T18:00:00.000Z',
        allDay: false,
        rule: null,
        tzid: null,
      },
      {
        title: 'Thanksgiving',
        start: local(2026, 11, 26),
        end: local(2026, 11, 27),
        allDay: true,
        rule: null,
        tzid: null,
      },
      {
        title: 'Trip to Lisbon',
        start: local(2026, 12, 14),
        end: local(2026, 12, 19),
        allDay: true,
        rule: null,
        tzid: null,
      },
      {
        title: 'Standup',
        start: '2026-11-02T15:00:00.000Z',
        end: '2026-11-02T15:15:00.000Z',
        allDay: false,
        rule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;WKST=SU',
        tzid: 'America/New_York',
      },
      {
        title: 'Pay rent',
        start: '2026-12-01T23:00:00.000Z',
        end: '2026-12-02T00:00:00.000Z',
        allDay: false,
        rule: 'FREQ=MONTHLY;BYMONTHDAY=1;UNTIL=20270601T225959Z',
        tzid: 'America/New_York',
      },
      {
        title: '(No title)',
        start: '2026-11-20T13:00:00.000Z',
        end: '2026-11-20T13:30:00.000Z',
        allDay: false,
        rule: null,
        tzid: null,
      },
    ])
    // Unfolded and unescaped (RFC 5545 §3.1, §3.3.11).
    expect(reading.events[0]!.draft.description).toBe(
      'Agenda:\n1. Budget, Q1 plan; hiring\n2. Demo of the new calendar (see https://example.com/notes?id=42&view=full)\n\nJoin: https://meet.example.com/abc-defg-hij',
    )
    expect(reading.events[0]!.uid).toBe('6a1c0f2e9b7d4c3a8e5f1b2d3c4a5e6f@google.com')
    const standup = reading.events[4]!
    expect(standup.exdates.map(iso)).toEqual([
      '2026-11-11T15:00:00.000Z',
      // The moved occurrence's own start is skipped in the series: its row takes its place.
      '2026-11-13T15:00:00.000Z',
    ])
    expect(standup.changed.map((c) => [c.draft.title, iso(c.draft.start)])).toEqual([
      ['Standup (moved)', '2026-11-13T16:00:00.000Z'],
    ])
    expect(reading.skipped).toEqual([
      { title: 'Vendor pitch', reason: 'It is cancelled (STATUS:CANCELLED)' },
    ])
  })

  it('Outlook: Windows zone names, quoted TZIDs, an all-day event, a daily COUNT', () => {
    const reading = read('outlook.ics')
    expect(summary(reading)).toEqual([
      {
        title: 'Quarterly planning',
        start: '2026-11-10T15:00:00.000Z',
        end: '2026-11-10T16:30:00.000Z',
        allDay: false,
        rule: null,
        tzid: null,
      },
      {
        title: 'Abstimmung Berlin',
        start: '2026-11-12T13:00:00.000Z',
        end: '2026-11-12T14:00:00.000Z',
        allDay: false,
        rule: null,
        tzid: null,
      },
      {
        title: 'Company offsite',
        start: local(2026, 11, 24),
        end: local(2026, 11, 25),
        allDay: true,
        rule: null,
        tzid: null,
      },
      {
        title: 'Morning check-in',
        start: '2026-11-16T13:00:00.000Z',
        end: '2026-11-16T13:15:00.000Z',
        allDay: false,
        rule: 'FREQ=DAILY;COUNT=5',
        // 'Eastern Standard Time' is kept as the IANA zone it names.
        tzid: 'America/New_York',
      },
    ])
    expect(reading.events[0]!.draft.description).toBe(
      'Quarterly planning with the Berlin office.\n\nDial-in: +1 555 0100, code 4242#\n',
    )
    expect(reading.skipped).toEqual([])
  })

  it('Apple Calendar: Berlin, DURATION, a floating time, several days, monthly by weekday', () => {
    const reading = read('apple-calendar.ics')
    expect(summary(reading)).toEqual([
      {
        title: 'Konzert',
        start: '2026-11-04T17:00:00.000Z',
        end: '2026-11-04T19:00:00.000Z',
        allDay: false,
        rule: null,
        tzid: null,
      },
      {
        title: 'Yoga',
        start: '2026-11-07T06:30:00.000Z',
        end: '2026-11-07T07:15:00.000Z',
        allDay: false,
        rule: null,
        tzid: null,
      },
      {
        // Floating: 7:00 AM wherever the calendar is read.
        title: 'Take vitamins',
        start: local(2026, 11, 9, 7),
        end: local(2026, 11, 9, 7, 30),
        allDay: false,
        rule: null,
        tzid: null,
      },
      {
        title: 'Ski week',
        start: local(2026, 12, 21),
        end: local(2026, 12, 24),
        allDay: true,
        rule: null,
        tzid: null,
      },
      {
        title: 'Book club',
        start: '2026-11-03T18:00:00.000Z',
        end: '2026-11-03T20:00:00.000Z',
        allDay: false,
        rule: 'FREQ=MONTHLY;BYDAY=1TU;UNTIL=20270302T225959Z',
        tzid: 'Europe/Berlin',
      },
    ])
  })

  it("RFC 5545's examples: events read, a task, a journal entry and free/busy skipped", () => {
    const reading = read('rfc5545-examples.ics')
    expect(reading.events.map((e) => e.draft.title)).toEqual([
      'Annual Employee Review',
      'Laurel is in sensitivity awareness class.',
      'Our Blissful Anniversary',
      'Festival International de Jazz de Montreal',
      'XYZ Project Review',
    ])
    const [review, , anniversary, festival, xyz] = reading.events
    expect(iso(review!.draft.start)).toBe('1997-09-03T16:30:00.000Z')
    // A DATE start without an end is one day (§3.6.1).
    expect([iso(anniversary!.draft.start), iso(anniversary!.draft.end)]).toEqual([
      local(1997, 11, 2),
      local(1997, 11, 3),
    ])
    expect(anniversary!.repeat?.rule).toBe('FREQ=YEARLY')
    expect(iso(festival!.draft.end)).toBe(local(2007, 7, 9))
    // The file's own VTIMEZONE (1998 rules): 8:30 AM EST.
    expect(iso(xyz!.draft.start)).toBe('1998-03-12T13:30:00.000Z')
    expect(reading.skipped).toEqual([
      { title: 'Submit Quebec Income Tax Return for 2006', reason: 'A task (VTODO), not an event' },
      { title: 'Staff meeting minutes', reason: 'A journal entry (VJOURNAL), not an event' },
      { title: '(No title)', reason: 'Free/busy time (VFREEBUSY), not an event' },
    ])
  })

  it("ical.js's samples: a daily series, DURATION for DTEND, a zone only the file defines", () => {
    const daily = read('icaljs-daily-recur.ics').events
    expect(daily.map((e) => [e.draft.title, iso(e.draft.start), e.repeat])).toEqual([
      [
        'Every day recurring',
        '2012-08-01T12:00:00.000Z',
        { rule: 'FREQ=DAILY', tzid: 'America/Los_Angeles' },
      ],
    ])
    const duration = read('icaljs-duration-instead-of-dtend.ics').events[0]!
    expect([iso(duration.draft.start), iso(duration.draft.end)]).toEqual([
      '2012-06-30T13:00:00.000Z',
      '2012-07-01T13:00:00.000Z',
    ])
    // 'Nowhere/Middle' is -07:41 by its VTIMEZONE; the event has no UID, so one is made.
    const nowhere = read('icaljs-timezone-from-file.ics').events[0]!
    expect([iso(nowhere.draft.start), iso(nowhere.draft.end)]).toEqual([
      '2023-03-06T21:23:00.000Z',
      '2023-03-06T22:23:00.000Z',
    ])
    expect(nowhere.uid).toBe('no-uid:2023-03-06T21:23:00.000Z:A test event')
  })

  it('keeps markup in text as text', () => {
    const reading = read('html-in-text.ics')
    expect(reading.events[0]!.draft.title).toBe('<script>alert(1)</script>Party')
    expect(reading.events[0]!.draft.description).toBe(
      '<img src=x onerror=alert(1)> and <b>bold</b> & "quotes"',
    )
    expect(reading.skipped).toEqual([
      { title: '<img src=x onerror=alert(2)>', reason: 'A task (VTODO), not an event' },
    ])
  })

  it('skips a rule that repeats every second, keeps a billion-day one as a rule', () => {
    const reading = read('billion-rrule.ics')
    // The rule is stored, never expanded past the shown range: a billion days cost nothing.
    expect(reading.events.map((e) => [e.draft.title, e.repeat?.rule ?? null])).toEqual([
      ['A billion days', 'FREQ=DAILY;COUNT=1000000000'],
      ['Normal meeting', null],
    ])
    expect(reading.skipped).toEqual([
      { title: 'Every second forever', reason: 'It repeats more often than daily (FREQ=SECONDLY)' },
    ])
  })

  it('a file of tasks only has no events, each item listed with its reason', () => {
    expect(read('unsupported-items.ics')).toEqual({
      events: [],
      skipped: [
        { title: 'Renew passport', reason: 'A task (VTODO), not an event' },
        { title: 'Notes', reason: 'A journal entry (VJOURNAL), not an event' },
      ],
      notKept: [],
      calendarName: null,
      calendarColor: null,
    })
  })

  it.each([
    [
      'not-icalendar.ics',
      'This is not an iCalendar (.ics) file: it does not start with BEGIN:VCALENDAR.',
    ],
    [
      'html-page.ics',
      'This is not an iCalendar (.ics) file: it does not start with BEGIN:VCALENDAR.',
    ],
    [
      'truncated.ics',
      'This file is incomplete: it stops before the end of the calendar (END:VCALENDAR).',
    ],
  ])('%s is refused with a clear message', (name, message) => {
    expect(() => read(name)).toThrow(new IcsError(message))
  })
})
