// Which hours of a day column the time grid's canvas covers (issue 32, memory): the hours in
// view and a margin of an hour each way, in whole hours, not the whole day. A week's canvases at
// a pixel ratio of 2 went from the whole day (23.6 MiB at a 900px window) to this band.
import { GRID } from './grid-metrics'

/** A band of a day column in CSS pixels from the day's top. */
export interface CanvasBand {
  top: number
  height: number
}

/** Drawn beyond what is in view each way, so a wheel or a key's scroll lands on pixels. */
export const BAND_MARGIN = GRID.hourHeight

/**
 * The band a canvas covers for a view of `viewHeight` px scrolled to `scrollTop`: the view and
 * BAND_MARGIN each way, widened to whole hours (so its top is a whole number of device pixels
 * at the usual pixel ratios) and kept inside the day.
 */
export function bandFor(scrollTop: number, viewHeight: number): CanvasBand {
  const hour = GRID.hourHeight
  // One hour more than the view and margins take, so a top rounded down to its hour still
  // leaves the margin below; the same height wherever the view is, so a move only redraws.
  const wanted = Math.max(0, viewHeight) + 2 * BAND_MARGIN
  const height = Math.min(GRID.dayHeight, (Math.ceil(wanted / hour) + 1) * hour)
  const top = Math.floor((scrollTop - BAND_MARGIN) / hour) * hour
  return { top: Math.min(GRID.dayHeight - height, Math.max(0, top)), height }
}

/**
 * Whether `band` still covers the view with half the margin to spare each way (or up to the
 * day's edge): a scroll that leaves less moves the band (bandFor) and draws it again.
 */
export function bandCovers(band: CanvasBand, scrollTop: number, viewHeight: number): boolean {
  const slack = BAND_MARGIN / 2
  const from = Math.max(0, scrollTop - slack)
  const to = Math.min(GRID.dayHeight, scrollTop + viewHeight + slack)
  return band.top <= from && band.top + band.height >= to
}
