import { describe, expect, it } from 'vitest'
import { before, onDay } from './reminder'
import { newEventReminders } from './new-event-reminders'

describe('newEventReminders', () => {
  it('leaves out the built-in default of the kind (the database gives it)', () => {
    expect(newEventReminders([before(10)], false)).toBeUndefined()
    expect(newEventReminders([], true)).toBeUndefined()
  })

  it('sends any other list, an empty one too', () => {
    expect(newEventReminders([], false)).toEqual([])
    expect(newEventReminders([before(10), before(60)], false)).toEqual([before(10), before(60)])
    expect(newEventReminders([onDay(1)], true)).toEqual([onDay(1)])
    // A timed default on an all-day event is not the all-day default.
    expect(newEventReminders([before(10)], true)).toEqual([before(10)])
  })
})
