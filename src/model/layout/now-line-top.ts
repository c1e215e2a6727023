import { GRID } from './grid-metrics'

/**
 * Where the current-time line sits in today's column: the WALL-CLOCK minutes since local
 * midnight, like every block, so on a daylight-saving day it still meets the hour labels.
 */
export function nowLineTop(now: Date): number {
  return ((now.getHours() * 60 + now.getMinutes()) * GRID.hourHeight) / 60
}
