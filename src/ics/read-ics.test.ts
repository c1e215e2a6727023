import { describe, expect, it } from 'vitest'
import { local, zone } from '@/test/zone'
import { IcsError, MAX_EVENTS, readIcs } from './read-ics'

/** A calendar around the given lines, CRLF as RFC 5545 writes it. */
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

const only = (text: string) => {
  const { events, skipped } = readIcs(text, { zone: 'Asia/Kolkata' })
  expect(skipped).toEqual([])
  expect(events).toHaveLength(1)
  return events[0]!
}

describe(`readIcs: times (${zone})`, () => {
  it('reads UTC as the instant and a TZID as its wall time there, without a VTIMEZONE', () => {
    const utc = only(ics(...vevent('UID:a', 'SUMMARY:A', 'DTSTART:20261110T153000Z')))
    expect(utc.draft.start.toISOString()).toBe('2026-11-10T15:30:00.000Z')
    // No DTEND or DURATION: a timed event ends when it starts (RFC 5545 3.6.1).
    expect(utc.draft.end.toISOString()).toBe('2026-11-10T15:30:00.000Z')
    // March 8, 2026 is New York's spring-forward day: 9:00 AM is EDT (UTC-4).
    const ny = only(
      ics(
        ...vevent(
          'UID:b',
          'SUMMARY:B',
          'DTSTART;TZID=America/New_York:20260308T090000',
          'DTEND;TZID=America/New_York:20260308T100000',
        ),
      ),
    )
    expect(ny.draft.start.toISOString()).toBe('2026-03-08T13:00:00.000Z')
    expect(ny.draft.end.toISOString()).toBe('2026-03-08T14:00:00.000Z')
  })

  it("reads Outlook's Windows zone names and a path-like TZID as their IANA zones", () => {
    const windows = only(
      ics(...vevent('UID:w', 'SUMMARY:W', 'DTSTART;TZID=W. Europe Standard Time:20260701T090000')),
    )
    expect(windows.draft.start.toISOString()).toBe('2026-07-01T07:00:00.000Z')
    const path = only(
      ics(
        ...vevent(
          'UID:p',
          'SUMMARY:P',
          'DTSTART;TZID=/mozilla.org/20050126_1/Asia/Tokyo:20260701T090000',
        ),
      ),
    )
    expect(path.draft.start.toISOString()).toBe('2026-07-01T00:00:00.000Z')
  })

  it("reads a zone known only by the file's VTIMEZONE with that VTIMEZONE's offsets", () => {
    const text = ics(
      'BEGIN:VTIMEZONE',
      'TZID:Company Time',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'END:STANDARD',
      'END:VTIMEZONE',
      ...vevent('UID:c', 'SUMMARY:C', 'DTSTART;TZID=Company Time:20260701T090000'),
    )
    expect(only(text).draft.start.toISOString()).toBe('2026-07-01T06:00:00.000Z')
  })

  it("reads a floating time in the viewer's zone", () => {
    const event = only(ics(...vevent('UID:f', 'SUMMARY:F', 'DTSTART:20260701T090000')))
    expect(event.draft.start.toISOString()).toBe('2026-07-01T03:30:00.000Z')
  })

  it('reads DATE values as all-day dates, the end exclusive, a day when there is none', () => {
    const three = only(
      ics(
        ...vevent('UID:d', 'SUMMARY:D', 'DTSTART;VALUE=DATE:20261111', 'DTEND;VALUE=DATE:20261114'),
      ),
    )
    expect(three.draft).toMatchObject({ allDay: true, start: local(2026, 11, 11) })
    expect(three.draft.end).toEqual(local(2026, 11, 14))
    const one = only(ics(...vevent('UID:e', 'SUMMARY:E', 'DTSTART;VALUE=DATE:20261231')))
    expect(one.draft.end).toEqual(local(2027, 1, 1))
  })

  it('reads DURATION instead of DTEND', () => {
    const event = only(
      ics(...vevent('UID:g', 'SUMMARY:G', 'DTSTART:20260701T090000Z', 'DURATION:PT1H30M')),
    )
    expect(event.draft.end.toISOString()).toBe('2026-07-01T10:30:00.000Z')
  })
})

describe(`readIcs: series (${zone})`, () => {
  const SERIES = [
    ...vevent(
      'UID:s',
      'SUMMARY:Standup',
      'DTSTART;TZID=America/New_York:20261026T090000',
      'DTEND;TZID=America/New_York:20261026T091500',
      'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6',
      'EXDATE;TZID=America/New_York:20261102T090000,20261109T090000',
    ),
    // Moved an hour later, and one cancelled.
    ...vevent(
      'UID:s',
      'SUMMARY:Standup (later)',
      'RECURRENCE-ID;TZID=America/New_York:20261116T090000',
      'DTSTART;TZID=America/New_York:20261116T100000',
      'DTEND;TZID=America/New_York:20261116T101500',
    ),
    ...vevent(
      'UID:s',
      'SUMMARY:Standup',
      'STATUS:CANCELLED',
      'RECURRENCE-ID;TZID=America/New_York:20261123T090000',
      'DTSTART;TZID=America/New_York:20261123T090000',
    ),
  ]

  it('keeps the rule in the zone of DTSTART, skips EXDATEs and replaced or cancelled starts', () => {
    const event = only(ics(...SERIES))
    // As ical.js writes the rule back: the same parts, COUNT before BYDAY.
    expect(event.repeat).toEqual({ rule: 'FREQ=WEEKLY;COUNT=6;BYDAY=MO', tzid: 'America/New_York' })
    // Across November 1 (EDT -> EST): 9:00 AM is 13:00Z, then 14:00Z.
    expect(event.exdates.map((d) => d.toISOString())).toEqual([
      '2026-11-02T14:00:00.000Z',
      '2026-11-09T14:00:00.000Z',
      '2026-11-16T14:00:00.000Z',
      '2026-11-23T14:00:00.000Z',
    ])
    expect(event.changed).toHaveLength(1)
    expect(event.changed[0]!.originalStart.toISOString()).toBe('2026-11-16T14:00:00.000Z')
    expect(event.changed[0]!.draft).toMatchObject({ title: 'Standup (later)' })
    expect(event.changed[0]!.draft.start.toISOString()).toBe('2026-11-16T15:00:00.000Z')
  })

  it('imports a changed occurrence without its series as an event of its own', () => {
    const { events } = readIcs(ics(...SERIES.slice(SERIES.indexOf('END:VEVENT') + 1)))
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ uid: 's#2026-11-16T14:00:00.000Z', repeat: null })
  })

  it('keeps the latest version of a UID given twice', () => {
    const { events, skipped } = readIcs(
      ics(
        ...vevent('UID:x', 'SEQUENCE:2', 'SUMMARY:Newer', 'DTSTART:20260701T090000Z'),
        ...vevent('UID:x', 'SEQUENCE:1', 'SUMMARY:Older', 'DTSTART:20260701T090000Z'),
      ),
    )
    expect(events.map((e) => e.draft.title)).toEqual(['Newer'])
    expect(skipped).toEqual([{ title: 'Older', reason: 'A later version of it is in the file' }])
  })
})

describe('readIcs: what is skipped, and why', () => {
  it('lists every item it leaves out with its reason, and imports the rest', () => {
    const { events, skipped } = readIcs(
      ics(
        'BEGIN:VTODO',
        'UID:t',
        'SUMMARY:Buy milk',
        'END:VTODO',
        'BEGIN:VJOURNAL',
        'UID:j',
        'SUMMARY:Notes',
        'END:VJOURNAL',
        ...vevent('UID:1', 'SUMMARY:No start'),
        ...vevent(
          'UID:2',
          'SUMMARY:Backwards',
          'DTSTART:20260701T090000Z',
          'DTEND:20260701T080000Z',
        ),
        ...vevent('UID:3', 'SUMMARY:Called off', 'STATUS:CANCELLED', 'DTSTART:20260701T090000Z'),
        ...vevent('UID:4', 'SUMMARY:Ticker', 'DTSTART:20260701T090000Z', 'RRULE:FREQ=MINUTELY'),
        ...vevent('UID:5', 'DTSTART:20260701T090000Z'),
        ...vevent(`UID:${'u'.repeat(300)}`, 'SUMMARY:Long UID', 'DTSTART:20260701T090000Z'),
      ),
    )
    expect(events.map((e) => e.draft.title)).toEqual(['(No title)'])
    expect(skipped).toEqual([
      { title: 'Buy milk', reason: 'A task (VTODO), not an event' },
      { title: 'Notes', reason: 'A journal entry (VJOURNAL), not an event' },
      { title: 'No start', reason: 'It has no start time (DTSTART)' },
      { title: 'Backwards', reason: 'It ends before it starts' },
      { title: 'Ticker', reason: 'It repeats more often than daily (FREQ=MINUTELY)' },
      { title: 'Long UID', reason: 'Its UID is longer than 255 characters' },
      { title: 'Called off', reason: 'It is cancelled (STATUS:CANCELLED)' },
    ])
  })

  it('keeps a billion-occurrence daily rule as a rule: it is never walked to its end', () => {
    const event = only(
      ics(
        ...vevent(
          'UID:b',
          'SUMMARY:Forever',
          'DTSTART:20260701T090000Z',
          'RRULE:FREQ=DAILY;COUNT=1000000000',
        ),
      ),
    )
    expect(event.repeat?.rule).toBe('FREQ=DAILY;COUNT=1000000000')
  })

  it('keeps text as text: escapes undone, folding joined, markup untouched', () => {
    const event = only(
      ics(
        ...vevent(
          'UID:h',
          'SUMMARY:<script>alert(1)</script> Caf\u00e9\\, r\u00e9union\\; ok',
          'DESCRIPTION:Line one\\nLine two with a back\\\\slash and a long tail that is fol',
          ' ded here <img src=x onerror=alert(1)>',
          'DTSTART:20260701T090000Z',
        ),
      ),
    )
    expect(event.draft.title).toBe('<script>alert(1)</script> Caf\u00e9, r\u00e9union; ok')
    expect(event.draft.description).toBe(
      'Line one\nLine two with a back\\slash and a long tail that is folded here <img src=x onerror=alert(1)>',
    )
  })
})

describe('readIcs: files it refuses as a whole', () => {
  const refuses = (text: string, message: RegExp) => {
    expect(() => readIcs(text)).toThrow(IcsError)
    expect(() => readIcs(text)).toThrow(message)
  }

  it('refuses what is not iCalendar: HTML, JSON, binary', () => {
    refuses('<!doctype html><html><body>Sign in</body></html>', /not an iCalendar \(\.ics\) file/)
    refuses('{"events": []}', /not an iCalendar/)
    refuses('BEGIN:VCALENDAR\r\n\u0000\u0001END:VCALENDAR', /not an iCalendar/)
  })

  it('refuses a file cut short', () => {
    const whole = ics(...vevent('UID:a', 'SUMMARY:A', 'DTSTART:20260701T090000Z'))
    refuses(whole.slice(0, whole.indexOf('SUMMARY')), /This file is incomplete/)
  })

  it('refuses more events than an import takes, before parsing them', () => {
    const many = Array.from({ length: MAX_EVENTS + 1 }, (_, i) =>
      vevent(`UID:${i}`, 'SUMMARY:E', 'DTSTART:20260701T090000Z').join('\r\n'),
    )
    refuses(ics(...many), /This file has 50,001 events; at most 50,000 can be imported at once/)
  })

  it('says what the parser found wrong in a malformed file', () => {
    refuses(ics('BEGIN:VEVENT', 'no colon here', 'END:VEVENT'), /could not be read as iCalendar/)
  })
})

describe('readIcs: location, URL, and what is not kept', () => {
  it('keeps LOCATION, and URL in the description unless it is there already', () => {
    const event = only(
      ics(
        ...vevent(
          'UID:loc',
          'SUMMARY:Offsite',
          'DTSTART:20261110T153000Z',
          'LOCATION:Room 4\\, Building B',
          'DESCRIPTION:Bring slides',
          'URL:https://example.com/offsite',
        ),
      ),
    )
    expect(event.draft.location).toBe('Room 4, Building B')
    expect(event.draft.description).toBe('Bring slides\n\nhttps://example.com/offsite')
    const inside = only(
      ics(
        ...vevent(
          'UID:url',
          'SUMMARY:Call',
          'DTSTART:20261110T153000Z',
          'DESCRIPTION:Join at https://example.com/call',
          'URL:https://example.com/call',
        ),
      ),
    )
    expect(inside.draft.description).toBe('Join at https://example.com/call')
    expect(inside.draft).not.toHaveProperty('location')
    const urlOnly = only(
      ics(...vevent('UID:u', 'SUMMARY:U', 'DTSTART:20261110T153000Z', 'URL:https://example.com')),
    )
    expect(urlOnly.draft.description).toBe('https://example.com')
  })

  it('names what the events hold that is not kept, with how many events hold it', () => {
    const reading = readIcs(
      ics(
        ...vevent(
          'UID:g',
          'SUMMARY:Meeting',
          'DTSTART:20261110T153000Z',
          'ATTENDEE:mailto:a@example.com',
          'ORGANIZER:mailto:b@example.com',
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          'TRIGGER:-PT15M',
          'END:VALARM',
        ),
        ...vevent('UID:h', 'SUMMARY:Plain', 'DTSTART:20261111T153000Z', 'ATTENDEE:mailto:c@x.org'),
      ),
    )
    expect(reading.events).toHaveLength(2)
    // Reminders are kept (read-alarms.test.ts), so they are not among these.
    expect(reading.notKept).toEqual([
      { what: 'Guests (ATTENDEE)', events: 2 },
      { what: 'Organizer (ORGANIZER)', events: 1 },
    ])
    expect(reading.events.map((event) => event.draft.reminders)).toEqual([
      [{ kind: 'before', minutes: 15 }],
      [],
    ])
    expect(
      readIcs(ics(...vevent('UID:p', 'SUMMARY:P', 'DTSTART:20261110T153000Z'))).notKept,
    ).toEqual([])
  })
})
