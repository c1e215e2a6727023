import { describe, expect, it } from 'vitest'
import { allDay, ev } from '@/test/events'
import { local, zone } from '@/test/zone'
import { toDisplay } from '../time/display-time'
import { alarmsOf } from './alarms'
import { before, onDay } from './reminder'
import { reminderOccurrences } from './reminder-occurrences'

const KOLKATA = 'Asia/Kolkata'

describe(`the occurrences the reminders schedule (run in ${zone})`, () => {
  it('leaves out events without reminders, and keeps each one’s event', () => {
    const with10 = {
      ...ev('a', local(2026, 6, 10, 9), local(2026, 6, 10, 10)),
      savedReminders: [before(10)],
    }
    const none = { ...ev('b', local(2026, 6, 10, 9), local(2026, 6, 10, 10)), savedReminders: [] }
    const old = ev('c', local(2026, 6, 10, 9), local(2026, 6, 10, 10))
    const out = reminderOccurrences([with10, none, old], null)
    expect(out.map((o) => o.eventId)).toEqual(['a'])
    expect(out[0]!.event).toBe(with10)
    expect(out[0]!.title).toBe('a')
    expect(out[0]!.start).toBe(local(2026, 6, 10, 9).getTime())
  })

  it('maps a display zone’s times back to the instants', () => {
    const instant = new Date('2026-06-10T03:30:00Z') // 9:00 in Kolkata
    const shown = toDisplay(instant, KOLKATA)
    const event = {
      ...ev('a', shown, new Date(shown.getTime() + 3_600_000)),
      savedReminders: [before(0)],
    }
    const [o] = reminderOccurrences([event], KOLKATA)
    expect(o!.start).toBe(instant.getTime())
    expect(alarmsOf([o!], KOLKATA)[0]!.fireAt).toBe(instant.getTime())
  })

  it('stores an all-day event as its UTC dates', () => {
    const event = {
      ...allDay('d', local(2026, 3, 8), local(2026, 3, 9)),
      savedReminders: [onDay(1)],
    }
    const [o] = reminderOccurrences([event], null)
    expect(o!.start).toBe(Date.UTC(2026, 2, 8))
    expect(o!.end).toBe(Date.UTC(2026, 2, 10))
    expect(o!.allDay).toBe(true)
  })

  it('names an occurrence by its series and original start, moved or not', () => {
    const original = local(2026, 6, 10, 9)
    const moved = {
      ...ev('row-7', local(2026, 6, 10, 11), local(2026, 6, 10, 12)),
      savedReminders: [before(10)],
      occurrence: {
        seriesId: 's1',
        originalStart: original,
        seriesStart: local(2026, 6, 1, 9),
        seriesEnd: local(2026, 6, 1, 10),
        changed: true,
      },
    }
    const [o] = reminderOccurrences([moved], null)
    expect(o!.eventId).toBe('s1')
    expect(o!.occurrenceStart).toBe(original.getTime())
    expect(o!.start).toBe(local(2026, 6, 10, 11).getTime())
  })
})
