import { describe, expect, it } from 'vitest'
import { calendarColorError, calendarNameError, sortCalendars, type Calendar } from './calendar'

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
