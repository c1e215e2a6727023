import { describe, expect, it } from 'vitest'
import { overlapFilter, SPAN_CLASSES, spanClassFilter } from './range-filter'

const range = { start: new Date('2026-06-14T00:00:00Z'), end: new Date('2026-06-21T00:00:00Z') }

/** The and(...) arms of the or= value, as PostgREST splits them at top-level commas. */
const arms = (value: string) => value.match(/and\([^)]*\)/g) ?? []

describe('overlapFilter', () => {
  it('keeps events ending after the start, and those starting at or after it (reversed ones)', () => {
    expect(overlapFilter(range)).toBe(
      'end_time.gt.2026-06-14T00:00:00.000Z,start_time.gte.2026-06-14T00:00:00.000Z',
    )
  })
})

describe('spanClassFilter', () => {
  it('has one arm per duration class, and nothing else', () => {
    const value = spanClassFilter(range)
    expect(arms(value)).toHaveLength(SPAN_CLASSES)
    expect(arms(value).join(',')).toBe(value)
  })

  // Class k lasts under 2^k hours, so an overlapping event starts after start - 2^k hours.
  it.each([
    [0, '2026-06-13T23:00:00.000Z'],
    [1, '2026-06-13T22:00:00.000Z'],
    [4, '2026-06-13T08:00:00.000Z'],
    [10, '2026-05-02T08:00:00.000Z'],
    [14, '2024-07-31T08:00:00.000Z'],
  ])('class %i starts after %s and before the end', (k, after) => {
    expect(arms(spanClassFilter(range))[k]).toBe(
      `and(span_class.eq.${k},start_time.gt.${after},start_time.lt.2026-06-21T00:00:00.000Z)`,
    )
  })

  it('bounds the last class (2^14 hours and more) only by the end', () => {
    expect(arms(spanClassFilter(range))[15]).toBe(
      'and(span_class.eq.15,start_time.lt.2026-06-21T00:00:00.000Z)',
    )
  })
})
