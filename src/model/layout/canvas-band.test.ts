import { describe, expect, it } from 'vitest'
import { GRID } from './grid-metrics'
import { BAND_MARGIN, bandCovers, bandFor } from './canvas-band'

describe('bandFor', () => {
  it('covers the view and a margin each way, in whole hours', () => {
    // 7 AM, a 770px view: 7:00-19:50 in view.
    const band = bandFor(420, 770)
    expect(band.top % GRID.hourHeight).toBe(0)
    expect(band.height % GRID.hourHeight).toBe(0)
    expect(band.top).toBeLessThanOrEqual(420 - BAND_MARGIN / 2)
    expect(band.top + band.height).toBeGreaterThanOrEqual(420 + 770 + BAND_MARGIN / 2)
    expect(band.height).toBeLessThanOrEqual(770 + 2 * BAND_MARGIN + 2 * GRID.hourHeight)
    expect(bandCovers(band, 420, 770)).toBe(true)
  })

  it('stays inside the day at its top and bottom', () => {
    expect(bandFor(0, 600)).toEqual({ top: 0, height: 780 })
    const end = bandFor(GRID.dayHeight - 600, 600)
    expect(end.top + end.height).toBe(GRID.dayHeight)
    expect(bandCovers(end, GRID.dayHeight - 600, 600)).toBe(true)
  })

  it('is the whole day when the view is taller than the day less the margins', () => {
    expect(bandFor(0, 1400)).toEqual({ top: 0, height: GRID.dayHeight })
    expect(bandFor(0, 0)).toEqual({ top: 0, height: 2 * BAND_MARGIN + GRID.hourHeight })
  })
})

describe('bandCovers', () => {
  it('asks for a new band once a scroll leaves less than half the margin', () => {
    const band = bandFor(420, 770)
    const below = band.top + band.height - 770 - BAND_MARGIN / 2
    expect(bandCovers(band, below, 770)).toBe(true)
    expect(bandCovers(band, below + 1, 770)).toBe(false)
    expect(bandCovers(band, band.top + BAND_MARGIN / 2, 770)).toBe(true)
    expect(bandCovers(band, band.top + BAND_MARGIN / 2 - 1, 770)).toBe(band.top === 0)
    // Each new band covers where it was asked for.
    for (let top = 0; top <= GRID.dayHeight - 770; top += 7)
      expect(bandCovers(bandFor(top, 770), top, 770)).toBe(true)
  })

  it('asks for a new band when the view grows past it', () => {
    expect(bandCovers(bandFor(420, 500), 420, 900)).toBe(false)
  })
})
