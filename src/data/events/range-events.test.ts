// The two range reads put together: one-off rows as they are, series rows expanded, changed
// occurrences tied to their series, a series' own row (its first occurrence) not twice.
import { describe, expect, it } from 'vitest'
import { occurrencesOf } from '@/model/recurrence/occurrences'
import type { EventRow } from './event-row'
import { rangeEvents } from './range-events'

const row = (id: string, start: string, end: string, extra: Partial<EventRow> = {}): EventRow => ({
  id,
  title: id,
  description: null,
  start_time: start,
  end_time: end,
  color: '#3b82f6',
  all_day: false,
  rrule: null,
  tzid: null,
  exdates: [],
  series_id: null,
  original_start: null,
  ...extra,
})

const range = { start: new Date('2026-11-02T00:00:00Z'), end: new Date('2026-11-16T00:00:00Z') }
const series = row('s', '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z', {
  rrule: 'FREQ=WEEKLY;BYDAY=MO',
  tzid: 'UTC',
  exdates: ['2026-11-09T09:00:00+00:00'],
})
const changed = row('c', '2026-11-10T12:00:00Z', '2026-11-10T13:00:00Z', {
  series_id: 's',
  original_start: '2026-11-09T09:00:00+00:00',
})
const single = row('o', '2026-11-03T08:00:00Z', '2026-11-03T08:30:00Z')

describe('rangeEvents', () => {
  it('expands series, ties changed occurrences to them, and orders by start then id', () => {
    const events = rangeEvents([series, single, changed], [series], range, occurrencesOf)
    expect(events.map((e) => [e.id, e.start.toISOString()])).toEqual([
      [`s@${Date.parse('2026-11-02T09:00:00Z')}`, '2026-11-02T09:00:00.000Z'],
      ['o', '2026-11-03T08:00:00.000Z'],
      ['c', '2026-11-10T12:00:00.000Z'],
    ])
    expect(events[2]!.occurrence).toMatchObject({
      seriesId: 's',
      originalStart: new Date('2026-11-09T09:00:00Z'),
      changed: true,
    })
    expect(events[2]!.repeat?.rule).toBe('FREQ=WEEKLY;BYDAY=MO')
    expect(events[1]!.occurrence).toBeUndefined()
  })

  it('is the span read as it is when the range holds no series', () => {
    const events = rangeEvents([single], [], range, undefined)
    expect(events.map((e) => e.id)).toEqual(['o'])
  })
})
