import { describe, expect, it } from 'vitest'
import {
  calendarColorError,
  calendarFields,
  calendarNameError,
  defaultCalendar,
  sortCalendars,
  type Calendar,
} from './calendar'

const calendar = (id: string, name: string, position = 0): Calendar => ({
  id,
  name,
  color: '#3b82f6',
  shown: true,
  position,
})

describe('calendarNameError', () => {
  const others = [calendar('1', 'Calendar'), calendar('2', ' Work ')]

  it('asks for a name when there is none but spaces', () => {
    expect(calendarNameError('', others)).toBe('Enter a name.')
    expect(calendarNameError(' \t\n ', others)).toBe('Enter a name.')
  })

  it('refuses a name another calendar has, whatever its case and spaces', () => {
    expect(calendarNameError('calendar', others)).toBe('A calendar with this name already exists.')
    expect(calendarNameError('  WORK', others)).toBe('A calendar with this name already exists.')
  })

  it('takes a new name, and markup as plain text', () => {
    expect(calendarNameError('Family', others)).toBeNull()
    expect(calendarNameError('<img src=x onerror=alert(1)>', others)).toBeNull()
    expect(calendarNameError('Calendar', [])).toBeNull()
  })

  it('refuses a name longer than the database takes', () => {
    expect(calendarNameError('x'.repeat(100), others)).toBeNull()
    expect(calendarNameError('x'.repeat(101), others)).toBe('Use at most 100 characters.')
  })
})

describe('calendarColorError', () => {
  it('takes #rrggbb only', () => {
    expect(calendarColorError('#3b82f6')).toBeNull()
    expect(calendarColorError('#ABCDEF')).toBeNull()
    for (const bad of ['', 'red', '#fff', '#3b82f6 ', '3b82f6', '#3b82g6', '#3b82f6aa']) {
      expect(calendarColorError(bad), bad).toBe('Choose a colour from the palette.')
    }
  })
})

describe('sortCalendars', () => {
  it('orders by position, then by name without case', () => {
    const sorted = sortCalendars([
      calendar('a', 'work', 1),
      calendar('b', 'Family', 1),
      calendar('c', 'Calendar', 0),
    ])
    expect(sorted.map((c) => c.name)).toEqual(['Calendar', 'Family', 'work'])
  })
})

describe('what a save sends about the calendar', () => {
  const list: Calendar[] = [
    { id: 'a', name: 'Calendar', color: '#3b82f6', shown: false, position: 0 },
    { id: 'b', name: 'Work', color: '#10b981', shown: true, position: 1 },
  ]

  it('puts a new event in the first calendar shown', () => {
    expect(defaultCalendar(list)?.id).toBe('b')
    expect(defaultCalendar([])).toBeUndefined()
  })

  it('sends no calendar for a new event in the first calendar: the spec payload', () => {
    expect(calendarFields(list, 'a', undefined, false)).toEqual({})
    expect(calendarFields(list, 'b', undefined, false)).toEqual({ calendarId: 'b' })
    // Two at the same position: the database's first is not known, so it is named.
    const tied = list.map((c) => ({ ...c, position: 0 }))
    expect(calendarFields(tied, 'a', undefined, false)).toEqual({ calendarId: 'a' })
  })

  it('sends a changed calendar only, and keeps an event following its colour', () => {
    expect(calendarFields(list, 'b', { calendarId: 'b' }, false)).toEqual({})
    expect(calendarFields(list, 'a', { calendarId: 'b' }, false)).toEqual({ calendarId: 'a' })
    const follows = { calendarId: 'b', followsCalendarColor: true }
    expect(calendarFields(list, 'b', follows, false)).toEqual({ followsCalendarColor: true })
    expect(calendarFields(list, 'b', follows, true)).toEqual({})
  })

  it('sends nothing on a database before calendars', () => {
    expect(calendarFields([], '', undefined, false)).toEqual({})
  })
})
