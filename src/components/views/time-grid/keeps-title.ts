import { GRID } from '@/model/layout/grid-metrics'
import type { DaySegment } from '@/model/layout/day-segment'

/** A block this tall (3 hours) or more keeps its title in view (keepsTitle). */
const TALL = 3 * GRID.hourHeight

/**
 * Whether the block's title stays in view under the grid's sticky header while the block is
 * scrolled past it: one that began on an earlier day (it starts at midnight, above where the
 * grid opens) or a long one. Such a title is an element of its own, over the canvas, since a
 * canvas cannot keep a part of itself in view. Not every block: Chromium gives each sticky
 * title its own compositor layer, and every block painted after one that overlaps its range
 * another, so a busy week at 50,000 events a year had 480 layers, and its 'next' a quarter more
 * main-thread work than without (docs/performance.md).
 */
export const keepsTitle = (block: DaySegment) => block.continuesBefore || block.height >= TALL
