import { describe, expect, it } from 'vitest'
import type { Calendar } from '@/model/calendars/calendar'
import { applyCalendarChange } from './calendar-change'

const work: Calendar = { id: 'w', name: 'Work', color: '#3b82f6', shown: true, position: 0 }
const home: Calendar = { id: 'h', name: 'Home', color: '#10b981', shown: true, position: 1 }

describe('applyCalendarChange', () => {
  it('adds a calendar it does not hold, and replaces one it does', () => {
    expect(applyCalendarChange([work], { put: home })).toEqual([work, home])
    const hidden = { ...work, shown: false }
    expect(applyCalendarChange([work, home], { put: hidden })).toEqual([hidden, home])
  })

  it('removes a calendar', () => {
    expect(applyCalendarChange([work, home], { remove: 'w' })).toEqual([home])
  })

  it('answers the same list when nothing changes', () => {
    const list = [work, home]
    expect(applyCalendarChange(list, { put: { ...work } })).toBe(list)
    expect(applyCalendarChange(list, { remove: 'x' })).toBe(list)
  })

  it('starts from nothing when nothing is cached', () => {
    expect(applyCalendarChange(undefined, { put: work })).toEqual([work])
  })
})
