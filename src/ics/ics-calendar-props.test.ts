// The file's calendar name (X-WR-CALNAME) and colour, read from hostile files as safely as from
// Google's and Apple's, and written so that a name cannot break the file.
import { describe, expect, it } from 'vitest'
import { CALENDAR_NAME_MAX, calendarNameError } from '@/model/calendars/calendar'
import { calendarColorFrom, calendarNameFrom } from './ics-calendar-props'
import { readIcs } from './read-ics'
import { rowsToIcs } from './rows-to-ics'
import { ROWS, STAMP } from '@/test/event-rows'

/** A file of one event, with the calendar properties given (lines of iCalendar). */
const file = (...props: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Test//EN',
    ...props,
    'BEGIN:VEVENT',
    'UID:one',
    'DTSTAMP:20261101T000000Z',
    'DTSTART:20261110T150000Z',
    'DTEND:20261110T160000Z',
    'SUMMARY:One',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n')

const nameOf = (...props: string[]) => readIcs(file(...props), { zone: 'UTC' }).calendarName

describe('calendarNameFrom', () => {
  it('keeps markup as text: it is shown as text, never run', () => {
    expect(calendarNameFrom('<img src=x onerror=alert(1)>Work')).toBe(
      '<img src=x onerror=alert(1)>Work',
    )
  })

  it('cuts a 10,000-character name to a name a calendar can have', () => {
    const name = calendarNameFrom('W'.repeat(10_000))
    expect(name).toBe('W'.repeat(CALENDAR_NAME_MAX))
    expect(calendarNameError(name!, [])).toBeNull()
  })

  it('never cuts a character in half, and leaves no space at the end', () => {
    const emoji = calendarNameFrom('a' + '😀'.repeat(100))!
    expect(emoji.length).toBeLessThanOrEqual(CALENDAR_NAME_MAX)
    expect(emoji).toBe('a' + '😀'.repeat(49))
    expect(calendarNameFrom('x'.repeat(99) + ' y')).toBe('x'.repeat(99))
  })

  it('makes one line of it, without control characters', () => {
    expect(calendarNameFrom('  Work\n\tand\u0000 home\r\n ')).toBe('Work and home')
  })

  it('answers null for no name: absent, empty, white space, not text', () => {
    expect(calendarNameFrom(null)).toBeNull()
    expect(calendarNameFrom('')).toBeNull()
    expect(calendarNameFrom(' \t\u00a0\u2003 ')).toBeNull()
    expect(calendarNameFrom(42)).toBeNull()
  })
})

describe('calendarColorFrom', () => {
  it("takes '#rrggbb' and Apple's '#rrggbbaa' as the nearest palette colour, nothing else", () => {
    expect(calendarColorFrom('#10B981')).toBe('#10b981')
    expect(calendarColorFrom('#34AADC')).toBe('#3b82f6')
    expect(calendarColorFrom('#FF2968FF')).toBe('#ef4444')
    expect(calendarColorFrom('#ff0000')).toBe('#ef4444')
    expect(calendarColorFrom('red')).toBeNull()
    expect(calendarColorFrom('#fff')).toBeNull()
    expect(calendarColorFrom('#34AADC;x')).toBeNull()
    expect(calendarColorFrom(undefined)).toBeNull()
  })
})

describe('readIcs: the calendar name', () => {
  it('reads X-WR-CALNAME with its escapes undone and its folding joined', () => {
    expect(nameOf('X-WR-CALNAME:Work\\, home\\; gym')).toBe('Work, home; gym')
    expect(nameOf('X-WR-CALNAME:Family ', ' calendar')).toBe('Family calendar')
    expect(nameOf()).toBeNull()
  })

  it('reads hostile names safely: markup, 10,000 characters, empty, line breaks', () => {
    expect(nameOf('X-WR-CALNAME:<script>alert(1)</script>')).toBe('<script>alert(1)</script>')
    expect(nameOf(`X-WR-CALNAME:${'n'.repeat(10_000)}`)).toBe('n'.repeat(CALENDAR_NAME_MAX))
    expect(nameOf('X-WR-CALNAME:')).toBeNull()
    expect(nameOf('X-WR-CALNAME:   ')).toBeNull()
    expect(nameOf('X-WR-CALNAME:One\\nTwo')).toBe('One Two')
  })

  it('reads the colour beside it, and nothing that is not a colour', () => {
    const reading = readIcs(file('X-WR-CALNAME:Home', 'X-APPLE-CALENDAR-COLOR:#34AADC'))
    expect(reading.calendarColor).toBe('#3b82f6')
    expect(readIcs(file('X-APPLE-CALENDAR-COLOR:blue')).calendarColor).toBeNull()
  })
})

describe('rowsToIcs: one calendar', () => {
  it('names it in X-WR-CALNAME, escaped: a name cannot add a line of its own', () => {
    const name = 'Work; home, gym\nMETHOD:CANCEL \\ x'
    const text = rowsToIcs(ROWS, STAMP, { name, color: '#10b981' })
    expect(text).not.toMatch(/^METHOD/m)
    expect(text).toContain('X-WR-CALNAME:Work\\; home\\, gym METHOD:CANCEL \\\\ x\r\n')
    expect(text).toContain('X-APPLE-CALENDAR-COLOR:#10b981\r\n')
    const back = readIcs(text, { zone: 'UTC' })
    expect(back.calendarName).toBe('Work; home, gym METHOD:CANCEL \\ x')
    expect(back.calendarColor).toBe('#10b981')
  })

  it('names none for all calendars, as before', () => {
    const text = rowsToIcs(ROWS, STAMP)
    expect(text).not.toContain('X-WR-CALNAME')
    expect(text).not.toContain('X-APPLE-CALENDAR-COLOR')
  })

  it('writes no colour that is not one', () => {
    const text = rowsToIcs(ROWS, STAMP, { name: 'A', color: 'red\r\nMETHOD:CANCEL' })
    expect(text).not.toContain('X-APPLE-CALENDAR-COLOR')
    expect(text).not.toMatch(/^METHOD/m)
  })
})
