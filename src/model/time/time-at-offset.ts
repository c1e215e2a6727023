import { addDays, startOfDay } from 'date-fns'
import { GRID } from '../layout/grid-metrics'

/**
 * The time at a vertical offset in a day column: the inverse of daySegment, for dragging and
 * for the keyboard grid. The offset is in the column's pixels (GRID.hourHeight per wall-clock
 * hour), snapped to the nearest `stepMinutes` and clamped to the day: 0px is local midnight,
 * the bottom edge (GRID.dayHeight or more) is the next local midnight.
 *
 * Rows are WALL-CLOCK hours, as daySegment draws them, so the answer is built from the wall
 * time, not by adding minutes to midnight: on a 23- or 25-hour day the 3 AM row is 3:00. A wall
 * time the day has twice (the repeated hour) is its first one, and one the day skips (2:xx in
 * New York in March) moves forward by the gap, as JavaScript's Date resolves them, so a drop
 * never lands on a time the day does not have.
 */
export function timeAtOffset(day: Date, offsetPx: number, stepMinutes = 15): Date {
  const dayStart = startOfDay(day)
  const minutesPerPx = 60 / GRID.hourHeight
  const raw = (Number.isFinite(offsetPx) ? offsetPx : 0) * minutesPerPx
  const minutes = Math.min(24 * 60, Math.max(0, Math.round(raw / stepMinutes) * stepMinutes))
  if (minutes >= 24 * 60) return addDays(dayStart, 1)
  return new Date(
    dayStart.getFullYear(),
    dayStart.getMonth(),
    dayStart.getDate(),
    Math.floor(minutes / 60),
    minutes % 60,
  )
}
