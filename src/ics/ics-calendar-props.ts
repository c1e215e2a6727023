// The file's own calendar: its name (X-WR-CALNAME, as Google Calendar, Apple Calendar and
// Outlook write it) and its colour (X-APPLE-CALENDAR-COLOR), read safely and written as text.
// Neither is in RFC 5545; both are what calendar apps exchange.
import ICAL from 'ical.js'
import { CALENDAR_NAME_MAX } from '@/model/calendars/calendar'
import { PALETTE } from '@/model/palette'

/**
 * ical.js types a property it does not know as 'unknown' and writes it unescaped: a name with a
 * line break in it would end the line and start a property of the file's choosing. As TEXT it
 * is escaped on the way out and unescaped on the way in (Google writes 'Work\, home').
 */
ICAL.design.defaultSet.property['x-wr-calname'] = { defaultType: 'text' }

export const CALNAME = 'x-wr-calname'
export const CALCOLOR = 'x-apple-calendar-color'

/**
 * A name from a file -> a name a calendar can have, or null for none: one line (control
 * characters and runs of white space become one space), trimmed, at most CALENDAR_NAME_MAX
 * UTF-16 units (the app's check; the database's counts characters, never more), never a
 * surrogate pair cut in half.
 */
export function calendarNameFrom(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  let name = raw.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim()
  if (name.length > CALENDAR_NAME_MAX) {
    name = name.slice(0, CALENDAR_NAME_MAX)
    if (/[\ud800-\udbff]$/.test(name)) name = name.slice(0, -1)
    name = name.trim()
  }
  return name === '' ? null : name
}

/**
 * '#rrggbb' or Apple's '#rrggbbaa' -> the nearest colour of the palette (product.md §9: the
 * app draws in its six, whose text contrast is checked); anything else -> null.
 */
export function calendarColorFrom(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const match = /^\s*#([0-9a-f]{6})(?:[0-9a-f]{2})?\s*$/i.exec(raw)
  if (!match) return null
  const rgb = channels(match[1]!)
  let best: string = PALETTE[0].value
  let bestDistance = Infinity
  for (const { value } of PALETTE) {
    const other = channels(value.slice(1))
    const distance = rgb.reduce((sum, c, i) => sum + (c - other[i]!) ** 2, 0)
    if (distance < bestDistance) [best, bestDistance] = [value, distance]
  }
  return best
}

const channels = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16))
