// A VEVENT's VALARMs (RFC 5545 3.6.6) as the reminder model reads them (valarm.ts): each one's
// ACTION and TRIGGER, parsed by ical.js. A TRIGGER that does not parse is null, never a throw:
// ical.js parses a value only when it is asked for, so one broken alarm cannot stop the file.
import ICAL from 'ical.js'
import { localDateToUtc } from '@/model/time/all-day-dates'
import { sameReminders, type Reminder } from '@/model/reminders/reminder'
import { remindersFromAlarms, type ParsedAlarm, type ParsedTrigger } from '@/model/reminders/valarm'
import type { EventDraft } from '@/model/types'
import type { TimeReader } from './ics-times'

/** The event's alarms, in the file's order; snoozed copies left out (see isSnooze). */
export function alarmsOf(vevent: ICAL.Component, times: TimeReader): ParsedAlarm[] {
  return vevent
    .getAllSubcomponents('valarm')
    .filter((valarm) => !isSnooze(valarm))
    .map((valarm) => ({
      action: String(valarm.getFirstPropertyValue('action') ?? '').trim(),
      trigger: triggerOf(valarm, times),
    }))
}

/**
 * RFC 9074's snoozed alarm (RELATED-TO;RELTYPE=SNOOZE, written by Apple Calendar and
 * Thunderbird when 'Snooze' is chosen): a one-time copy of another alarm, not a reminder of the
 * event, so it is not imported as one.
 */
function isSnooze(valarm: ICAL.Component): boolean {
  return valarm
    .getAllProperties('related-to')
    .some((property) => String(property.getParameter('reltype') ?? '').toUpperCase() === 'SNOOZE')
}

/**
 * A duration from the start (or, RELATED=END, the end), or an instant: a DATE-TIME in UTC as
 * RFC 5545 asks, and leniently a zoned or floating one as the file's other times are read.
 */
function triggerOf(valarm: ICAL.Component, times: TimeReader): ParsedTrigger | null {
  const property = valarm.getFirstProperty('trigger')
  if (!property) return null
  try {
    const value: unknown = property.getFirstValue()
    if (value instanceof ICAL.Duration) {
      const related = String(property.getParameter('related') ?? '').toUpperCase()
      return { related: related === 'END' ? 'end' : 'start', seconds: value.toSeconds() }
    }
    if (value instanceof ICAL.Time && !value.isDate) {
      return { at: times.read(property).instant.getTime() }
    }
    return null
  } catch {
    // 'TRIGGER:soon', 'TRIGGER;VALUE=DATE-TIME:tomorrow': ical.js throws on reading it.
    return null
  }
}

/**
 * An event's reminders from its alarms, with why each one left out was (the preview's lines).
 * No VALARM: an empty list, not absent, so the database does not give it the default; as
 * Google Calendar imports it (docs/decisions.md, "Reminders in .ics files").
 */
export function remindersOf(
  vevent: ICAL.Component,
  draft: EventDraft,
  times: TimeReader,
  zone: string,
): { reminders: Reminder[]; skipped: string[] } {
  const stored = (date: Date) => (draft.allDay ? localDateToUtc(date) : date).getTime()
  const event = { start: stored(draft.start), end: stored(draft.end), allDay: draft.allDay }
  return remindersFromAlarms(alarmsOf(vevent, times), event, zone)
}

/**
 * A changed occurrence's reminders as the app stores them (alarms.ts, remindersOfOccurrence):
 * null when they are its series' (it then follows the series' later edits), its own list when
 * they differ (in iCalendar each occurrence lists its alarms; none there is none).
 */
export const occurrenceReminders = (
  own: readonly Reminder[] | null | undefined,
  series: readonly Reminder[] | null | undefined,
): Reminder[] | null => (sameReminders(own ?? [], series ?? []) ? null : [...(own ?? [])])
