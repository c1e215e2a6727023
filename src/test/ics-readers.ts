// Two independent iCalendar readers for the export tests: ical.js (the one the app uses) and
// node-ical (another codebase: its own parser, rrule-temporal for the rules). Each gives the
// occurrences a file holds over a range, in the shape the app's own expansion is compared in.
import ICAL from 'ical.js'
import nodeIcal from 'node-ical'
import type { CalendarEvent, DateRange } from '@/model/types'
import { inRange } from '@/data/events/event-change'

/** 'title|start ISO|end ISO|all day', sorted: what a reader shows of an event. */
export type Seen = string[]

export const seen = (list: { title: string; start: Date; end: Date; allDay: boolean }[]): Seen =>
  list.map((e) => `${e.title}|${e.start.toISOString()}|${e.end.toISOString()}|${e.allDay}`).sort()

export const seenOfApp = (events: CalendarEvent[], range: DateRange): Seen =>
  seen(events.filter((e) => inRange(e, range)))

/** ical.js: VTIMEZONEs registered first, then each master with its exceptions, iterated. */
export function readWithIcalJs(text: string, range: DateRange): Seen {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone)
  }
  const vevents = calendar.getAllSubcomponents('vevent')
  const out: { title: string; start: Date; end: Date; allDay: boolean }[] = []
  try {
    for (const master of vevents.filter((v) => !v.hasProperty('recurrence-id'))) {
      const uid = master.getFirstPropertyValue('uid')
      const exceptions = vevents.filter(
        (v) => v.hasProperty('recurrence-id') && v.getFirstPropertyValue('uid') === uid,
      )
      const event = new ICAL.Event(master, { exceptions })
      if (!event.isRecurring()) {
        out.push(icalOccurrence(event.summary, event.startDate, event.endDate))
        continue
      }
      const iterator = event.iterator()
      for (let next = iterator.next(); next; next = iterator.next()) {
        const details = event.getOccurrenceDetails(next)
        if (details.startDate.toJSDate() >= range.end) break
        out.push(icalOccurrence(details.item.summary, details.startDate, details.endDate))
      }
    }
  } finally {
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')))
    }
  }
  return seen(out.filter((e) => inRange(e, range)))
}

function icalOccurrence(title: string, start: ICAL.Time, end: ICAL.Time) {
  return { title, start: start.toJSDate(), end: end.toJSDate(), allDay: start.isDate }
}

/** node-ical: parsed, and every event expanded with its own expandRecurringEvent. */
export function readWithNodeIcal(text: string, range: DateRange): Seen {
  const parsed = nodeIcal.sync.parseICS(text)
  const out: { title: string; start: Date; end: Date; allDay: boolean }[] = []
  for (const item of Object.values(parsed)) {
    if (!item || item.type !== 'VEVENT') continue
    // Reach back a day so an occurrence that began before the range and runs into it is seen.
    const instances = nodeIcal.expandRecurringEvent(item, {
      from: new Date(range.start.getTime() - 86_400_000 * 40),
      to: range.end,
    })
    for (const instance of instances) {
      out.push({
        title: String(instance.summary),
        start: new Date(instance.start.getTime()),
        end: new Date(instance.end.getTime()),
        allDay: instance.isFullDay,
      })
    }
  }
  return seen(out.filter((e) => inRange(e, range)))
}

/** The text fields as ical.js reads them back, by UID and RECURRENCE-ID. */
export function textsWithIcalJs(
  text: string,
): Record<string, { summary: string; description: string | null }> {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  return Object.fromEntries(
    calendar.getAllSubcomponents('vevent').map((v) => [
      `${v.getFirstPropertyValue('uid')}|${v.getFirstProperty('recurrence-id')?.toICALString() ?? ''}`,
      {
        summary: String(v.getFirstPropertyValue('summary')),
        description: (v.getFirstPropertyValue('description') as string | null) ?? null,
      },
    ]),
  )
}
