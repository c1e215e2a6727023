import { describe, expect, it } from 'vitest'
import { rowToEvent } from './event-row'

describe('rowToEvent', () => {
  it('turns timestamps into instants and keeps the rest', () => {
    const row = {
      id: 'a1',
      title: '<b>Standup</b>',
      description: null,
      start_time: '2026-11-21T09:00:00+00:00',
      end_time: '2026-11-21T09:30:00+00:00',
      color: '#ef4444',
      created_at: '2026-11-20T00:00:00+00:00',
      updated_at: '2026-11-20T00:00:00+00:00',
    }
    expect(rowToEvent(row)).toEqual({
      id: 'a1',
      title: '<b>Standup</b>',
      description: null,
      start: new Date(Date.UTC(2026, 10, 21, 9)),
      end: new Date(Date.UTC(2026, 10, 21, 9, 30)),
      color: '#ef4444',
    })
  })

  it('gives a row without a colour the default blue', () => {
    const row = {
      id: 'b',
      title: 't',
      description: 'd',
      start_time: '2026-11-21T09:00:00Z',
      end_time: '2026-11-21T10:00:00Z',
      color: null,
    }
    expect(rowToEvent(row).color).toBe('#3b82f6')
  })
})
