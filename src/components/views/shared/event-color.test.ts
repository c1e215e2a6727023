import { describe, expect, it } from 'vitest'
import { PALETTE } from '@/model/palette'
import { eventColorProps } from './event-color'
import css from '@/index.css?raw'

describe('eventColorProps', () => {
  it('names a palette colour by its index, in any case', () => {
    expect(eventColorProps('#3b82f6')).toEqual({ 'data-event-color': 0 })
    expect(eventColorProps('#EC4899')).toEqual({ 'data-event-color': 5 })
  })

  it('gives any other colour in the style', () => {
    expect(eventColorProps('#123456')).toEqual({ style: { '--event-color': '#123456' } })
    expect(eventColorProps('tomato')).toEqual({ style: { '--event-color': 'tomato' } })
  })

  it('has a rule in index.css for every palette colour, giving that colour', () => {
    PALETTE.forEach((colour, i) => {
      const rule = new RegExp(
        `\\[data-event-color='${i}'\\]\\s*\\{\\s*--event-color:\\s*${colour.value};\\s*\\}`,
      )
      expect(css).toMatch(rule)
    })
    expect(css).not.toMatch(new RegExp(`\\[data-event-color='${PALETTE.length}'\\]`))
  })
})
