import { describe, expect, it } from 'vitest'
import { draftToRow, rowToEvent } from './event-row'

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

  it('and back: a draft becomes the five columns the spec sends, in UTC ISO strings', () => {
    const event = rowToEvent({
      id: 'x',
      title: 'Standup',
      description: 'Daily',
      start_time: '2026-11-21T09:00:00+00:00',
      end_time: '2026-11-21T09:30:00+05:30',
      color: '#ef4444',
    })
    expect(draftToRow(event)).toEqual({
      title: 'Standup',
      description: 'Daily',
      start_time: '2026-11-21T09:00:00.000Z',
      end_time: '2026-11-21T04:00:00.000Z',
      color: '#ef4444',
    })
  })

  it('sends an empty description as null', () => {
    const draft = {
      title: 't',
      description: '',
      start: new Date(0),
      end: new Date(0),
      color: '#3b82f6',
    }
    expect(draftToRow(draft).description).toBeNull()
  })
})
