import { describe, expect, it } from 'vitest'
import { agendaTime } from './agenda-time'
import { allDay, ev } from '@/test/events'
import { local, zone } from '@/test/zone'

describe(`agendaTime (${zone})`, () => {
  it('says the times of a day, and how an event of several days goes on', () => {
    const day = local(2026, 11, 1) // 25 hours long in New York
    expect(agendaTime(ev('a', local(2026, 11, 1, 9), local(2026, 11, 1, 10, 30)), day)).toBe(
      '9:00 AM – 10:30 AM',
    )
    expect(agendaTime(ev('b', local(2026, 11, 1, 18), local(2026, 11, 3, 9)), day)).toBe(
      'From 6:00 PM',
    )
    expect(
      agendaTime(ev('b', local(2026, 11, 1, 18), local(2026, 11, 3, 9)), local(2026, 11, 2)),
    ).toBe('All day')
    expect(
      agendaTime(ev('b', local(2026, 11, 1, 18), local(2026, 11, 3, 9)), local(2026, 11, 3)),
    ).toBe('Until 9:00 AM')
    // Ending at the next midnight is ending that day.
    expect(agendaTime(ev('c', local(2026, 11, 1, 22), local(2026, 11, 2)), day)).toBe(
      '10:00 PM – 12:00 AM',
    )
    expect(agendaTime(ev('d', local(2026, 11, 1, 9), local(2026, 11, 1, 8)), day)).toBe('9:00 AM')
    expect(agendaTime(allDay('e', local(2026, 11, 1), local(2026, 11, 2)), day)).toBe('All day')
  })
})
