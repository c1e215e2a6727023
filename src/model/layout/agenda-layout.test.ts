import { describe, expect, it } from 'vitest'
import { agendaLayout } from './agenda-layout'
import { daysOfRange } from '../time/days-of-range'
import { agendaRange } from '../time/range'
import { ev } from '@/test/events'
import { local, zone } from '@/test/zone'

describe(`agendaLayout (${zone})`, () => {
  const days = daysOfRange(agendaRange(local(2026, 10, 30)))

  it('lists only the days with events, each event under every day it touches, in order', () => {
    const trip = ev('trip', local(2026, 10, 31, 18), local(2026, 11, 2, 9))
    const lunch = ev('lunch', local(2026, 11, 2, 12), local(2026, 11, 2, 13))
    const early = ev('early', local(2026, 11, 2, 7), local(2026, 11, 2, 8))
    const layout = agendaLayout([trip, early, lunch], days)
    expect(layout.map(({ day, events }) => [day, events.map((e) => e.id)])).toEqual([
      [local(2026, 10, 31), ['trip']],
      // November 1 is 25 hours long in New York: still one day.
      [local(2026, 11, 1), ['trip']],
      [local(2026, 11, 2), ['trip', 'early', 'lunch']],
    ])
  })

  it('is empty without events, and leaves out what is past its days', () => {
    expect(agendaLayout([], days)).toEqual([])
    const later = ev('later', local(2026, 12, 1, 9), local(2026, 12, 1, 10))
    expect(agendaLayout([later], days)).toEqual([])
  })
})
