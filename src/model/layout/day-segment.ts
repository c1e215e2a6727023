import { addDays, startOfDay } from 'date-fns'
import { continuation } from './continuation'
import { GRID } from './grid-metrics'
import type { CalendarEvent } from '../types'

export interface DaySegment {
  /** Pixels from the top of the day column. */
  top: number
  height: number
  /** The event started on an earlier day / goes on after this day. */
  continuesBefore: boolean
  continuesAfter: boolean
}

const wallMinutes = (date: Date) => date.getHours() * 60 + date.getMinutes()

/**
 * Where an event sits in one day's column. Blocks are placed by their local WALL-CLOCK start
 * and end (minutes since local midnight at 1px a minute), so on a 23- or 25-hour day nothing
 * shifts by an hour. The part outside the day is clipped; a reversed event (end before start)
 * is a minimum-height block at its start; a block never hangs below the grid.
 * Its inverse, from a pointer offset back to a time, is timeAtOffset.
 */
export function daySegment(event: CalendarEvent, day: Date): DaySegment {
  const { before, after } = continuation(event, day)
  const end = event.end < event.start ? event.start : event.end
  const px = GRID.hourHeight / 60
  const top = before ? 0 : wallMinutes(event.start) * px
  const bottom = end >= addDays(startOfDay(day), 1) ? GRID.dayHeight : wallMinutes(end) * px
  const height = Math.max(GRID.minBlockHeight, bottom - top)
  return {
    top: Math.min(top, GRID.dayHeight - GRID.minBlockHeight),
    height: Math.min(height, GRID.dayHeight),
    continuesBefore: before,
    continuesAfter: after,
  }
}
