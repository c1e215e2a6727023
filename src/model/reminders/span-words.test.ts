import { describe, expect, it } from 'vitest'
import { spanWords } from './span-words'

describe('spanWords', () => {
  it('names whole units', () => {
    expect(spanWords(1)).toBe('1 minute')
    expect(spanWords(10)).toBe('10 minutes')
    expect(spanWords(60)).toBe('1 hour')
    expect(spanWords(120)).toBe('2 hours')
    expect(spanWords(1440)).toBe('1 day')
    expect(spanWords(2880)).toBe('2 days')
    expect(spanWords(10080)).toBe('1 week')
    expect(spanWords(20160)).toBe('2 weeks')
  })

  it('names the parts of a length in between', () => {
    expect(spanWords(90)).toBe('1 hour 30 minutes')
    expect(spanWords(1435)).toBe('23 hours 55 minutes')
    expect(spanWords(1500)).toBe('1 day 1 hour')
    expect(spanWords(8 * 1440)).toBe('8 days')
    expect(spanWords(1441)).toBe('1 day 1 minute')
  })

  it('rounds to the minute and never goes below 0', () => {
    expect(spanWords(0)).toBe('0 minutes')
    expect(spanWords(9.6)).toBe('10 minutes')
    expect(spanWords(-3)).toBe('0 minutes')
  })
})
