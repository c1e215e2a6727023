import { describe, expect, it } from 'vitest'
import { alarmsOf, type ReminderOccurrence } from './alarms'
import { ON_TIME_MS, dueAlarms, snoozeAlarm } from './due-alarms'
import { before, onDay, type Reminder } from './reminder'
import { zone } from '@/test/zone'

const NY = 'America/New_York'
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const at = (iso: string) => Date.parse(iso)
const event = (
  id: string,
  start: string,
  hours: number,
  reminders: Reminder[],
): ReminderOccurrence => ({
  eventId: id,
  occurrenceStart: at(start),
  start: at(start),
  end: at(start) + hours * HOUR,
  allDay: false,
  reminders,
})
const ids = (alarms: readonly { occurrence: { eventId: string } }[]) =>
  alarms.map((a) => a.occurrence.eventId)

describe(`due alarms (run in ${zone})`, () => {
  const alarms = alarmsOf(
    [
      event('standup', '2026-06-10T14:00:00Z', 0.5, [before(10), before(0)]),
      event('lunch', '2026-06-10T16:00:00Z', 1, [before(30)]),
    ],
    NY,
  )

  it('fires what falls since the last check, and arms only the next', () => {
    const first = dueAlarms(alarms, at('2026-06-10T13:49:00Z'), at('2026-06-10T13:50:00Z'))
    expect(ids(first.show)).toEqual(['standup'])
    expect(first.show[0]!.reminder).toEqual(before(10))
    expect(first.handled).toEqual([first.show[0]!.key])
    expect(first.next!.fireAt).toBe(at('2026-06-10T14:00:00Z'))

    // Before anything: nothing shows, the timer goes to the first.
    const early = dueAlarms(alarms, at('2026-06-10T12:00:00Z'), at('2026-06-10T12:01:00Z'))
    expect(early.show).toEqual([])
    expect(early.next!.fireAt).toBe(at('2026-06-10T13:50:00Z'))

    // After the last: no timer.
    const late = dueAlarms(alarms, at('2026-06-10T18:00:00Z'), at('2026-06-10T18:01:00Z'))
    expect(late).toEqual({ show: [], handled: [], next: null })
  })

  it('shows each alarm once, whichever tab asks again', () => {
    const now = at('2026-06-10T13:50:00Z')
    const first = dueAlarms(alarms, now - MINUTE, now)
    const shown = new Set(first.handled)
    // Another tab, or this one with a stale last check, sees it already shown.
    expect(dueAlarms(alarms, now - 5 * MINUTE, now + 1000, shown).show).toEqual([])
    // The clock set back over it: nothing due, and its key keeps it from showing again.
    const back = dueAlarms(alarms, now + HOUR, now - MINUTE, shown)
    expect(back.show).toEqual([])
    expect(back.next!.fireAt).toBe(at('2026-06-10T14:00:00Z'))
    expect(dueAlarms(alarms, now - 2 * MINUTE, now, shown).show).toEqual([])
  })

  it('fires a timer a minute late (a background tab) as on time, even for an ended event', () => {
    const blip = alarmsOf([event('blip', '2026-06-10T14:00:00Z', 0, [before(0)])], NY)
    const now = at('2026-06-10T14:00:00Z') + ON_TIME_MS - 1000
    expect(ids(dueAlarms(blip, at('2026-06-10T13:59:00Z'), now).show)).toEqual(['blip'])
  })

  it('after a sleep: missed alarms of events not ended show once, the latest of each', () => {
    // Asleep from 13:00 to 14:10: standup (14:00-14:30) is under way, its two alarms fold into
    // one; a call that ended at 13:45 is passed over; lunch's alarm is the next timer.
    const withEnded = alarmsOf(
      [
        event('standup', '2026-06-10T14:00:00Z', 0.5, [before(10), before(0)]),
        event('call', '2026-06-10T13:30:00Z', 0.25, [before(15)]),
        event('lunch', '2026-06-10T16:00:00Z', 1, [before(30)]),
      ],
      NY,
    )
    const woke = dueAlarms(withEnded, at('2026-06-10T13:00:00Z'), at('2026-06-10T14:10:00Z'))
    expect(ids(woke.show)).toEqual(['standup'])
    expect(woke.show[0]!.reminder).toEqual(before(0))
    expect(woke.handled).toHaveLength(3)
    expect(ids([woke.next!])).toEqual(['lunch'])
    // The next check, a minute later, shows nothing again.
    const after = dueAlarms(
      withEnded,
      at('2026-06-10T14:10:00Z'),
      at('2026-06-10T14:11:00Z'),
      new Set(woke.handled),
    )
    expect(after.show).toEqual([])
  })

  it('on the first open, shows once what was missed for events not yet ended', () => {
    const now = at('2026-06-10T14:10:00Z')
    const first = dueAlarms(alarms, null, now)
    expect(ids(first.show)).toEqual(['standup'])
    expect(dueAlarms(alarms, null, now, new Set(first.handled)).show).toEqual([])
    // Once the event is over, nothing.
    expect(dueAlarms(alarms, null, at('2026-06-10T14:31:00Z')).show).toEqual([])
  })

  it('after a sleep across an all-day reminder of an event still ahead', () => {
    const start = at('2026-11-02T00:00:00Z')
    const holiday = alarmsOf(
      [
        {
          eventId: 'holiday',
          occurrenceStart: start,
          start,
          end: start + 24 * HOUR,
          allDay: true,
          reminders: [onDay(1), onDay(2)],
        },
      ],
      NY,
    )
    // Asleep all of Oct 31 and Nov 1 until noon (EST): both passed; one shows.
    const woke = dueAlarms(holiday, at('2026-10-30T20:00:00Z'), at('2026-11-01T17:00:00Z'))
    expect(woke.show.map((a) => a.reminder)).toEqual([onDay(1)])
    expect(woke.next).toBeNull()
  })

  it('snoozes an alarm five minutes under a key of its own', () => {
    const now = at('2026-06-10T13:50:00Z')
    const [alarm] = dueAlarms(alarms, now - MINUTE, now).show
    const snoozed = snoozeAlarm(alarm!, now)
    expect(snoozed.fireAt).toBe(now + 5 * MINUTE)
    expect(snoozed.key).not.toBe(alarm!.key)
    const shown = new Set([alarm!.key])
    const due = dueAlarms(
      [...alarms, snoozed].sort((a, b) => a.fireAt - b.fireAt),
      now,
      now + 5 * MINUTE,
      shown,
    )
    expect(due.show).toEqual([snoozed])
    expect(snoozeAlarm(alarm!, now, 10).fireAt).toBe(now + 10 * MINUTE)
  })

  it('after a sleep across the fall-back night, in real time', () => {
    // New York, Nov 1: 1:30 AM EDT (05:30Z) to 1:30 AM EST (06:30Z) is an hour. An event at
    // 1:20 AM EST (06:20Z) with '30 minutes before' fires at 05:50Z, 1:50 AM EDT.
    const night = alarmsOf([event('night', '2026-11-01T06:20:00Z', 1, [before(30)])], NY)
    expect(night[0]!.fireAt).toBe(at('2026-11-01T05:50:00Z'))
    const woke = dueAlarms(night, at('2026-11-01T05:00:00Z'), at('2026-11-01T06:05:00Z'))
    expect(ids(woke.show)).toEqual(['night'])
    expect(dueAlarms(night, at('2026-11-01T05:00:00Z'), at('2026-11-01T05:49:00Z')).next).toBe(
      night[0],
    )
  })
})
