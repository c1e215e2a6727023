import { describe, expect, it } from 'vitest'
import { local, zone } from '@/test/zone'
import type { CalendarEvent } from '@/model/types'
import { applyLiveChange } from './live-change'

const RANGE = { start: local(2026, 11, 1), end: local(2026, 12, 1) }

const event = (id: string, day: number, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  title: id,
  description: null,
  start: local(2026, 11, day, 9),
  end: local(2026, 11, day, 10),
  color: '#3b82f6',
  allDay: false,
  ...extra,
})

const row = (id: string, day: number, fields: Record<string, unknown> = {}) => ({
  id,
  title: id,
  description: null,
  start_time: local(2026, 11, day, 9).toISOString(),
  end_time: local(2026, 11, day, 10).toISOString(),
  color: '#3b82f6',
  all_day: false,
  rrule: null,
  series_id: null,
  updated_at: '2026-11-24T10:00:00.123456+00:00',
  ...fields,
})

describe(`applyLiveChange (${zone})`, () => {
  const cached = [event('a', 3), event('b', 10)]

  it('puts an insert in its place by start, with its version', () => {
    const next = applyLiveChange(cached, RANGE, { eventType: 'INSERT', new: row('c', 5), old: {} })
    expect(next).not.toBe('reread')
    expect((next as CalendarEvent[]).map((e) => e.id)).toEqual(['a', 'c', 'b'])
    expect((next as CalendarEvent[])[1]!.version).toBe('2026-11-24T10:00:00.123456+00:00')
  })

  it('moves an update, and takes it out of a range it left', () => {
    const moved = applyLiveChange(cached, RANGE, {
      eventType: 'UPDATE',
      new: row('a', 20, { title: 'Later' }),
      old: { id: 'a' },
    }) as CalendarEvent[]
    expect(moved.map((e) => [e.id, e.title])).toEqual([
      ['b', 'b'],
      ['a', 'Later'],
    ])
    const gone = applyLiveChange(cached, RANGE, {
      eventType: 'UPDATE',
      new: row('a', 40),
      old: { id: 'a' },
    }) as CalendarEvent[]
    expect(gone.map((e) => e.id)).toEqual(['b'])
  })

  it('takes a delete out, with only the id in old (no replica identity full)', () => {
    const next = applyLiveChange(cached, RANGE, { eventType: 'DELETE', new: {}, old: { id: 'b' } })
    expect((next as CalendarEvent[]).map((e) => e.id)).toEqual(['a'])
  })

  it('leaves a range the change does not touch as it was (the same array)', () => {
    const next = applyLiveChange(cached, RANGE, {
      eventType: 'INSERT',
      new: row('far', 40),
      old: {},
    })
    expect(next).toBe(cached)
  })

  it('has series read again: a series row, a changed occurrence, a shown series changed', () => {
    const insertSeries = { eventType: 'INSERT', new: row('s', 2, { rrule: 'FREQ=DAILY' }), old: {} }
    expect(applyLiveChange(cached, RANGE, insertSeries as never)).toBe('reread')
    const changed = { eventType: 'UPDATE', new: row('x', 2, { series_id: 's' }), old: {} }
    expect(applyLiveChange(cached, RANGE, changed as never)).toBe('reread')
    const occurrence = event('s@1', 4, {
      occurrence: {
        seriesId: 's',
        originalStart: local(2026, 11, 4, 9),
        seriesStart: local(2026, 11, 1, 9),
        seriesEnd: local(2026, 11, 1, 10),
        changed: false,
      },
    })
    const gone = { eventType: 'DELETE', new: {}, old: { id: 's' } } as const
    expect(applyLiveChange([...cached, occurrence], RANGE, gone)).toBe('reread')
    expect(applyLiveChange(cached, RANGE, { eventType: 'DELETE', new: {}, old: {} })).toBe('reread')
  })

  it('leaves an event shown at a later version than the change (a held echo)', () => {
    const shown = [event('a', 3, { title: 'Newer', version: '2026-11-24T10:00:00.2+00:00' })]
    const older = { eventType: 'UPDATE' as const, old: { id: 'a' } }
    const stale = applyLiveChange(shown, RANGE, {
      ...older,
      new: row('a', 4, { title: 'Older', updated_at: '2026-11-24T10:00:00.123456+00:00' }),
    })
    expect(stale).toBe(shown)
    const fresh = applyLiveChange(shown, RANGE, {
      ...older,
      new: row('a', 4, { title: 'Newest', updated_at: '2026-11-24T10:00:00.200001+00:00' }),
    })
    expect((fresh as CalendarEvent[])[0]!.title).toBe('Newest')
  })
})
