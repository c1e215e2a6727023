import { describe, expect, it } from 'vitest'
import type { Calendar } from '@/model/calendars/calendar'
import { NEW_CALENDAR, importCalendarChoice } from './import-calendar-choice'

const calendar = (id: string, name: string, shown = true): Calendar => ({
  id,
  name,
  color: '#3b82f6',
  shown,
  position: 0,
})
const LIST = [calendar('a', 'Calendar', false), calendar('b', 'Work'), calendar('c', 'Gym')]

describe('importCalendarChoice', () => {
  it('offers each calendar and a new one named from the file, the new one chosen', () => {
    expect(importCalendarChoice(LIST, 'Family <b>')).toEqual({
      options: [
        { value: 'a', label: 'Calendar' },
        { value: 'b', label: 'Work' },
        { value: 'c', label: 'Gym' },
        { value: NEW_CALENDAR, label: 'New calendar: Family <b>' },
      ],
      initial: NEW_CALENDAR,
      newName: 'Family <b>',
    })
  })

  it("chooses the calendar the file names, without case or spaces: no new 'Work'", () => {
    const choice = importCalendarChoice(LIST, ' WORK ')
    expect(choice.options.map((o) => o.value)).toEqual(['a', 'b', 'c'])
    expect(choice.initial).toBe('b')
    expect(choice.newName).toBeNull()
  })

  it('chooses the first shown calendar when the file names none', () => {
    expect(importCalendarChoice(LIST, null).initial).toBe('b')
    const hidden = LIST.map((c) => ({ ...c, shown: false }))
    expect(importCalendarChoice(hidden, null).initial).toBe('a')
  })

  it('offers only the new calendar while the list is empty, and nothing without a name', () => {
    expect(importCalendarChoice([], 'Work').options).toEqual([
      { value: NEW_CALENDAR, label: 'New calendar: Work' },
    ])
    expect(importCalendarChoice([], null)).toEqual({ options: [], initial: '', newName: null })
  })
})
