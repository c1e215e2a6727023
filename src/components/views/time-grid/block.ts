// What a time-grid block shows beside its place: its times, its icons, and whether its title
// stays in view as an element. The same for the block drawn on the canvas and its button.
import { isSameDay } from 'date-fns'
import { formatTime, formatWeekdayTime, type TimeFormat } from '@/model/time/formats'
import type { CalendarEvent } from '@/model/types'
import type { DaySegment } from '@/model/layout/day-segment'
import type { TimedBlock } from '@/model/layout/timed-layout'
import { GRID } from '@/model/layout/grid-metrics'
import type { EventIcon } from '../shared/event-icons'

/** A time-grid block's times, or a drag's: '1:45 PM – 3:15 PM', 'Tue 2:00 AM' at the end when it ends on another day. */
export function timeRange(start: Date, end: Date, time: TimeFormat): string {
  const last = isSameDay(start, end) ? formatTime(end, time) : formatWeekdayTime(end, time)
  return `${formatTime(start, time)} – ${last}`
}

// Remembered per event object: a range's events keep their objects between renders, and a
// busy week draws a few hundred of these on every paint of its canvas. Per time format too:
// a change of format renews the layouts, so the canvas repaints with the new one.
const labels: Record<TimeFormat, WeakMap<CalendarEvent, string>> = {
  '12h': new WeakMap(),
  '24h': new WeakMap(),
}

/**
 * timeRange of an event, under its block's title, then its location ('9:00 AM – 10:00 AM, Room
 * 4'): shown where the block has room for the line, cut to its width.
 */
export function blockTime(event: CalendarEvent, time: TimeFormat): string {
  let label = labels[time].get(event)
  if (label === undefined) {
    label = timeRange(event.start, event.end, time)
    if (event.location) label += `, ${event.location}`
    labels[time].set(event, label)
  }
  return label
}

/**
 * The icons after a time-grid block's title, in order: it repeats, it began on an earlier day,
 * it goes on into the next. The same for the title drawn on the canvas and one kept as an
 * element.
 */
export function blockIcons(block: TimedBlock<CalendarEvent>): EventIcon[] {
  const icons: EventIcon[] = []
  if (block.event.repeat) icons.push('repeat')
  if (block.continuesBefore) icons.push('up')
  if (block.continuesAfter) icons.push('down')
  return icons
}

/** Blocks show their times under the title from this height (px), as the DOM did. */
export const TIME_FROM_HEIGHT = 44

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
