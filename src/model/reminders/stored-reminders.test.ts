import { describe, expect, it } from 'vitest'
import { before, onDay } from './reminder'
import { readReminders, storedReminders } from './stored-reminders'

describe('stored reminders', () => {
  it('writes the normalised list with only its own fields', () => {
    const extra = { ...before(10), label: 'x' } as ReturnType<typeof before>
    expect(storedReminders([before(30), extra, before(10)])).toEqual([before(10), before(30)])
    expect(JSON.stringify(storedReminders([onDay(1)]))).toBe(
      '[{"kind":"day","daysBefore":1,"minuteOfDay":540}]',
    )
  })

  it('reads back what it wrote, from the array or its JSON text', () => {
    const list = [before(0), before(10), onDay(1)]
    expect(readReminders(storedReminders(list))).toEqual(list)
    expect(readReminders(JSON.stringify(storedReminders(list)))).toEqual(list)
  })

  it('drops what is not a reminder and never throws', () => {
    for (const value of [null, undefined, 3, '', 'not json', '{"kind":"before"}', {}, true]) {
      expect(readReminders(value)).toEqual([])
    }
    expect(
      readReminders([
        { kind: 'before', minutes: 10 },
        { kind: 'before', minutes: -1 },
        'x',
        null,
        { kind: 'later', minutes: 5 },
        { kind: 'before', minutes: 10 },
        { kind: 'day', daysBefore: 0, minuteOfDay: 540 },
      ]),
    ).toEqual([before(10), onDay(0)])
  })

  it('keeps at most 10, the nearest', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ kind: 'before', minutes: 30 - i }))
    expect(readReminders(many).map((r) => (r.kind === 'before' ? r.minutes : -1))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
    expect(storedReminders(many as ReturnType<typeof before>[])).toHaveLength(10)
  })
})
