// 'Import .ics…': an iCalendar file (RFC 5545) read into the app's events, before anything is
// written, with every item that cannot be imported and why. Parsed by ical.js, loaded only when
// the menu is used (import-events.ts).
//
//   DTSTART;VALUE=DATE              an all-day event on those dates (DTEND exclusive)
//   …Z                              that instant
//   ;TZID=<IANA zone>               the wall time in that zone, with or without a VTIMEZONE
//   ;TZID=<Windows zone>            Outlook's names, through the CLDR mapping (windows-iana)
//   ;TZID=<other> + its VTIMEZONE   the offsets that VTIMEZONE gives
//   no Z, no TZID (floating)        the wall time in the importing viewer's zone
//   RRULE / EXDATE                  a series in the zone of its DTSTART, skipped starts
//   RECURRENCE-ID                   a changed occurrence of the series with the same UID; with
//                                   STATUS:CANCELLED, an occurrence skipped
//   VALARM                          its reminders (read-alarms.ts, model/reminders/valarm.ts);
//                                   none: an explicit empty list, as Google imports it
import { shownZone } from '@/data/settings/display-zone'
import ICAL from 'ical.js'
import { PALETTE } from '@/model/palette'
import type { EventDraft, Repeat } from '@/model/types'
import { TimeReader, type ReadTime } from './ics-times'
import { occurrenceReminders, remindersOf } from './read-alarms'
import { CALCOLOR, CALNAME, calendarColorFrom, calendarNameFrom } from './ics-calendar-props'

/** A file larger than this is refused before it is read: years of a busy calendar fit. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024
/** At most this many VEVENTs per file, so an import is a few minutes at worst. */
export const MAX_EVENTS = 50_000
/** Longer UIDs are refused: the UID is kept in an indexed column. */
const MAX_UID_LENGTH = 255

/** The whole file cannot be imported: the message says why, in the user's words. */
export class IcsError extends Error {
  override name = 'IcsError'
}

/** One event of the file: a one-off event or a series with its changed occurrences. */
export interface IcsEvent {
  /** The iCalendar UID (made up from the start and title when the file has none). */
  uid: string
  draft: EventDraft
  repeat: Repeat | null
  /** Starts of occurrences skipped (EXDATE, cancelled or changed occurrences). */
  exdates: Date[]
  /** Changed occurrences: the start each replaces, and what it is now. */
  changed: { originalStart: Date; draft: EventDraft }[]
}

export interface SkippedItem {
  title: string
  reason: string
}

/** Something the file's events hold that the calendar has no place for, and in how many. */
export interface NotKept {
  what: string
  events: number
}

export interface IcsReading {
  events: IcsEvent[]
  skipped: SkippedItem[]
  /** What the import leaves out of the events it imports (the preview says so). */
  notKept: NotKept[]
  /**
   * The file's calendar name (X-WR-CALNAME), made a name a calendar can have
   * (ics-calendar-props.ts); null when it names none, or only white space.
   */
  calendarName: string | null
  /** The file's calendar colour (X-APPLE-CALENDAR-COLOR) as '#rrggbb', or null. */
  calendarColor: string | null
}

/** Reading options: the zone floating times are read in (the display zone, by default). */
export interface ReadOptions {
  zone?: string
}

const NO_TITLE = '(No title)'

/** The text of an .ics file -> its events, or IcsError when the file as a whole is unusable. */
export function readIcs(text: string, options: ReadOptions = {}): IcsReading {
  checkShape(text)
  let parsed: unknown
  try {
    parsed = ICAL.parse(text)
  } catch (error) {
    throw new IcsError(`This file could not be read as iCalendar: ${messageOf(error)}`)
  }
  const calendars = (isArrayOfComponents(parsed) ? parsed : [parsed]).map(
    (jcal) => new ICAL.Component(jcal as unknown[]),
  )
  // Floating times are read as the person reads the calendar: in the display zone.
  const zone = options.zone ?? shownZone()
  const skipped: SkippedItem[] = []
  const vevents: ICAL.Component[] = []
  const vtimezones = new Map<string, ICAL.Component>()
  for (const calendar of calendars) {
    for (const component of calendar.getAllSubcomponents()) {
      const name = component.name
      if (name === 'vevent') vevents.push(component)
      else if (name === 'vtimezone') {
        const tzid = component.getFirstPropertyValue('tzid')
        if (typeof tzid === 'string') vtimezones.set(tzid, component)
      } else if (NOT_EVENTS[name])
        skipped.push({ title: titleOf(component), reason: NOT_EVENTS[name] })
    }
  }
  const times = new TimeReader(zone, vtimezones)
  const read = vevents.flatMap((vevent) => {
    try {
      return [readVevent(vevent, times, zone)]
    } catch (error) {
      skipped.push({ title: titleOf(vevent), reason: messageOf(error) })
      return []
    }
  })
  // The first calendar of the file that names one (a file holds one calendar, as a rule).
  const named = calendars.map((c) => calendarNameFrom(c.getFirstPropertyValue(CALNAME)))
  const colored = calendars.map((c) => calendarColorFrom(c.getFirstPropertyValue(CALCOLOR)))
  return {
    events: assemble(read, skipped),
    skipped,
    notKept: notKeptIn(vevents),
    calendarName: named.find((name) => name !== null) ?? null,
    calendarColor: colored.find((color) => color !== null) ?? null,
  }
}

/**
 * What an event of another calendar may hold and this one has no column for, in the preview's
 * words. LOCATION is kept (its column), URL too (in the description, as a link); the rest is
 * named here so nobody is surprised by what did not come across.
 */
const NOT_KEPT: readonly { what: string; in: (vevent: ICAL.Component) => boolean }[] = [
  { what: 'Guests (ATTENDEE)', in: (v) => v.hasProperty('attendee') },
  { what: 'Organizer (ORGANIZER)', in: (v) => v.hasProperty('organizer') },
  { what: 'Attachments (ATTACH)', in: (v) => v.hasProperty('attach') },
  { what: 'Extra dates (RDATE)', in: (v) => v.hasProperty('rdate') },
  { what: 'Categories (CATEGORIES)', in: (v) => v.hasProperty('categories') },
]

function notKeptIn(vevents: readonly ICAL.Component[]): NotKept[] {
  return NOT_KEPT.flatMap(({ what, in: has }) => {
    const events = vevents.filter(has).length
    return events > 0 ? [{ what, events }] : []
  })
}

const NOT_EVENTS: Record<string, string> = {
  vtodo: 'A task (VTODO), not an event',
  vjournal: 'A journal entry (VJOURNAL), not an event',
  vfreebusy: 'Free/busy time (VFREEBUSY), not an event',
}

/**
 * What ical.js would not say clearly: not iCalendar at all (an HTML page, a JSON file, a
 * binary), or cut short (a download that stopped), or more events than are imported at once.
 */
function checkShape(text: string) {
  const body = text.replace(/^\uFEFF/, '').trim()
  if (!/^BEGIN:VCALENDAR\r?$/im.test(body.split('\n', 1)[0] ?? '') || body.includes('\u0000')) {
    throw new IcsError(
      'This is not an iCalendar (.ics) file: it does not start with BEGIN:VCALENDAR.',
    )
  }
  if (!/(^|\n)END:VCALENDAR$/i.test(body)) {
    throw new IcsError(
      'This file is incomplete: it stops before the end of the calendar (END:VCALENDAR).',
    )
  }
  const count = (body.match(/^BEGIN:VEVENT\r?$/gim) ?? []).length
  if (count > MAX_EVENTS) {
    throw new IcsError(
      `This file has ${count.toLocaleString('en-US')} events; at most ${MAX_EVENTS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
    )
  }
}

const isArrayOfComponents = (value: unknown): value is unknown[][] =>
  Array.isArray(value) && Array.isArray(value[0])

/** A VEVENT as read, before series and their changed occurrences are put together. */
interface ReadVevent {
  uid: string
  title: string
  recurrenceId: Date | null
  cancelled: boolean
  sequence: number
  draft: EventDraft
  repeat: Repeat | null
  exdates: Date[]
  /** Why each of its alarms not kept was skipped (the preview's lines, if the event is kept). */
  alarmsSkipped: string[]
}

/** The reasons an event is skipped: thrown here, listed with its title by readIcs. */
function readVevent(vevent: ICAL.Component, times: TimeReader, zone: string): ReadVevent {
  const title = titleOf(vevent)
  const dtstart = vevent.getFirstProperty('dtstart')
  if (!dtstart) throw new Error('It has no start time (DTSTART)')
  const start = times.read(dtstart)
  const allDay = start.allDay
  const end = endOf(vevent, start, times)
  if (end.getTime() < start.instant.getTime()) throw new Error('It ends before it starts')
  const description = withUrl(textOf(vevent, 'description'), textOf(vevent, 'url').trim())
  const location = textOf(vevent, 'location').trim()
  const css = String(vevent.getFirstPropertyValue('color') ?? '')
    .trim()
    .toLowerCase()
  const own = PALETTE.find((entry) => entry.css === css)?.value
  const draft: EventDraft = {
    title,
    description: description.trim() === '' ? null : description,
    ...(location ? { location } : {}),
    start: start.instant,
    end,
    // Without a COLOR of the palette's, it takes the colour of the calendar it is imported
    // into (saved as color null: docs/decisions.md, "Import and export by calendar").
    color: own ?? PALETTE[0].value,
    ...(own ? {} : { followsCalendarColor: true }),
    allDay,
  }
  // No VALARM: no reminders ([], not absent, or the database would give the default).
  const alarms = remindersOf(vevent, draft, times, zone)
  draft.reminders = alarms.reminders
  const recurrence = vevent.getFirstProperty('recurrence-id')
  const uid =
    textOf(vevent, 'uid').trim() || `no-uid:${start.instant.toISOString()}:${title.slice(0, 100)}`
  if (uid.length > MAX_UID_LENGTH)
    throw new Error(`Its UID is longer than ${MAX_UID_LENGTH} characters`)
  return {
    uid,
    title,
    recurrenceId: recurrence ? times.read(recurrence).instant : null,
    cancelled: String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED',
    sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0) || 0,
    draft,
    repeat: recurrence ? null : repeatOf(vevent, start),
    exdates: vevent
      .getAllProperties('exdate')
      .flatMap((property) => times.readAll(property))
      .map((time) => time.instant),
    alarmsSkipped: alarms.skipped,
  }
}

/** DTEND, else DTSTART + DURATION, else RFC 5545's default: a day for a date, none for a time. */
function endOf(vevent: ICAL.Component, start: ReadTime, times: TimeReader): Date {
  const dtend = vevent.getFirstProperty('dtend')
  if (dtend) {
    const end = times.read(dtend)
    // A date end with a time start (or the reverse) is read as the same kind as the start.
    return end.allDay === start.allDay ? end.instant : sameKind(end, start)
  }
  const duration = vevent.getFirstPropertyValue('duration')
  if (duration instanceof ICAL.Duration) {
    const seconds = duration.toSeconds()
    if (start.allDay) {
      const days = Math.max(1, Math.round(seconds / 86_400))
      const s = start.instant
      return new Date(s.getFullYear(), s.getMonth(), s.getDate() + days)
    }
    return new Date(start.instant.getTime() + seconds * 1000)
  }
  if (start.allDay) {
    const s = start.instant
    return new Date(s.getFullYear(), s.getMonth(), s.getDate() + 1)
  }
  return start.instant
}

function sameKind(end: ReadTime, start: ReadTime): Date {
  const e = end.instant
  return start.allDay
    ? new Date(e.getFullYear(), e.getMonth(), e.getDate() + (end.allDay ? 0 : 1))
    : e
}

/** How often is too often: a rule that repeats within a day fills every day with copies. */
const TOO_OFTEN = new Set(['SECONDLY', 'MINUTELY', 'HOURLY'])

function repeatOf(vevent: ICAL.Component, start: ReadTime): Repeat | null {
  const value = vevent.getFirstPropertyValue('rrule')
  if (value === null || value === undefined) return null
  if (!(value instanceof ICAL.Recur) || !value.freq) {
    throw new Error('Its repeat rule (RRULE) cannot be read')
  }
  if (TOO_OFTEN.has(value.freq)) {
    throw new Error(`It repeats more often than daily (FREQ=${value.freq})`)
  }
  let rule: string
  try {
    rule = value.toString()
    ICAL.Recur.fromString(rule)
  } catch {
    throw new Error('Its repeat rule (RRULE) cannot be read')
  }
  return { rule, tzid: start.zone }
}

/**
 * Series get their changed and cancelled occurrences (same UID, RECURRENCE-ID); a UID given
 * twice keeps its latest version (highest SEQUENCE, then the later in the file), as calendar
 * clients resolve it. A changed occurrence whose series is not in the file is an event of its own.
 */
function assemble(read: readonly ReadVevent[], skipped: SkippedItem[]): IcsEvent[] {
  const masters = new Map<string, ReadVevent>()
  for (const item of read) {
    if (item.recurrenceId) continue
    const seen = masters.get(item.uid)
    if (seen) {
      const [kept, dropped] = item.sequence >= seen.sequence ? [item, seen] : [seen, item]
      masters.set(item.uid, kept)
      skipped.push({ title: dropped.title, reason: 'A later version of it is in the file' })
    } else masters.set(item.uid, item)
  }
  const events = new Map<string, IcsEvent>()
  // An event kept says which of its alarms were not.
  const kept = (item: ReadVevent) => {
    for (const reason of item.alarmsSkipped) skipped.push({ title: item.title, reason })
  }
  for (const item of masters.values()) {
    if (item.cancelled) {
      skipped.push({ title: item.title, reason: 'It is cancelled (STATUS:CANCELLED)' })
      continue
    }
    kept(item)
    events.set(item.uid, {
      uid: item.uid,
      draft: item.draft,
      repeat: item.repeat,
      exdates: item.repeat ? item.exdates : [],
      changed: [],
    })
  }
  const orphans: IcsEvent[] = []
  for (const item of read) {
    if (!item.recurrenceId) continue
    const series = events.get(item.uid)
    if (series?.repeat) {
      series.exdates.push(item.recurrenceId)
      if (!item.cancelled) {
        kept(item)
        const own = occurrenceReminders(item.draft.reminders, series.draft.reminders)
        const draft = { ...item.draft, reminders: own }
        series.changed.push({ originalStart: item.recurrenceId, draft })
      }
    } else if (item.cancelled) {
      skipped.push({ title: item.title, reason: 'It is cancelled (STATUS:CANCELLED)' })
    } else {
      kept(item)
      orphans.push({
        uid: `${item.uid}#${item.recurrenceId.toISOString()}`,
        draft: item.draft,
        repeat: null,
        exdates: [],
        changed: [],
      })
    }
  }
  for (const event of events.values()) event.exdates = uniqueDates(event.exdates)
  return [...events.values(), ...orphans]
}

const uniqueDates = (dates: readonly Date[]) =>
  [...new Set(dates.map((date) => date.getTime()))].sort((a, b) => a - b).map((t) => new Date(t))

/**
 * The description with the event's URL (RFC 5545 3.8.4.6) on a line of its own, unless it holds
 * it already: the calendar has no URL column, and a web address in a description is shown as
 * a link (docs/decisions.md, "Location"). Exported again, it stays in the description.
 */
function withUrl(description: string, url: string): string {
  if (url === '' || description.includes(url)) return description
  return description.trim() === '' ? url : `${description}\n\n${url}`
}

/** A text property as plain text (ical.js has undone the escapes and the folding). */
function textOf(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name)
  return value === null || value === undefined ? '' : String(value)
}

/** SUMMARY, or what Google Calendar shows for an event without one. */
function titleOf(component: ICAL.Component): string {
  const title = textOf(component, 'summary')
  return title.trim() === '' ? NO_TITLE : title
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
