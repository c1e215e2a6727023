import { describe, expect, it } from 'vitest'
import { ALL_DAY_CHOICES, TIMED_CHOICES, before, onDay } from './reminder'
import { reminderLabel } from './reminder-label'
import { zone } from '@/test/zone'

describe(`reminder labels (run in ${zone})`, () => {
  it('are the spec strings for the timed choices', () => {
    expect(TIMED_CHOICES.map((r) => reminderLabel(r, '12h'))).toEqual([
      'At time of event',
      '5 minutes before',
      '10 minutes before',
      '15 minutes before',
      '30 minutes before',
      '1 hour before',
      '2 hours before',
      '1 day before',
      '2 days before',
      '1 week before',
    ])
    expect(reminderLabel(before(10), '24h')).toBe('10 minutes before')
  })

  it('are the spec strings for the all-day choices, in the time format', () => {
    expect(ALL_DAY_CHOICES.map((r) => reminderLabel(r, '12h'))).toEqual([
      'On the day at 9:00 AM',
      'The day before at 9:00 AM',
      '2 days before at 9:00 AM',
      '1 week before at 9:00 AM',
    ])
    expect(ALL_DAY_CHOICES.map((r) => reminderLabel(r, '24h'))).toEqual([
      'On the day at 09:00',
      'The day before at 09:00',
      '2 days before at 09:00',
      '1 week before at 09:00',
    ])
  })

  it('name any other value the same way', () => {
    expect(reminderLabel(before(7), '12h')).toBe('7 minutes before')
    expect(reminderLabel(before(90), '12h')).toBe('1 hour 30 minutes before')
    expect(reminderLabel(before(40320), '12h')).toBe('4 weeks before')
    expect(reminderLabel(onDay(3, 17 * 60 + 30), '12h')).toBe('3 days before at 5:30 PM')
    expect(reminderLabel(onDay(14, 0), '24h')).toBe('2 weeks before at 00:00')
    expect(reminderLabel(onDay(0, 0), '12h')).toBe('On the day at 12:00 AM')
  })
})
