import type { CSSProperties } from 'react'
import { format, isSameDay } from 'date-fns'
import { GRID } from '@/calendar/grid-metrics'
import type { TimedBlock } from '@/calendar/timed-layout'
import type { CalendarEvent } from '@/calendar/types'
import { cn } from '@/lib/utils'
import { continuesLabel } from '../shared/continues-label'
import { eventDescription } from '../shared/event-description'
import { eventIcons } from '../shared/event-icons'
import { columnStyle } from './column-style'

interface TimedEventBlockProps {
  block: TimedBlock<CalendarEvent>
  onClick: (event: CalendarEvent) => void
}

/** A block this tall (3 hours) or more keeps its title in view (keepsTitle). */
const TALL = 3 * GRID.hourHeight

/**
 * Whether the block's title stays in view under the grid's sticky header while the block is
 * scrolled past it: one that began on an earlier day (it starts at midnight, above where the
 * grid opens) or a long one. Not every block: Chromium gives each sticky title its own
 * compositor layer, and every block painted after one that overlaps its range another, so a
 * busy week at 50,000 events a year had 480 layers, and its 'next' a quarter more main-thread
 * work than without (docs/performance.md). The sticky titles are painted above the blocks
 * (z-[1]; the blocks make no stacking context), so none of the others needs a layer.
 */
const keepsTitle = (block: TimedBlock<CalendarEvent>) =>
  block.continuesBefore || block.height >= TALL

/**
 * One event in a day column; a squared edge and a chevron say it continues past the day. Two
 * elements at most (title, time): the icons and the resize edge are pseudo-elements.
 */
export function TimedEventBlock({ block, onClick }: TimedEventBlockProps) {
  const { event } = block
  const icons = eventIcons(
    [event.repeat && 'repeat', block.continuesBefore && 'up', block.continuesAfter && 'down'],
    2,
  )
  return (
    <button
      type="button"
      data-event-id={event.id}
      data-continues-before={block.continuesBefore || undefined}
      data-continues-after={block.continuesAfter || undefined}
      // Its bottom edge (the ::after below), dragged, changes the end (time-grid-drag.ts).
      data-resizable={!block.continuesAfter || undefined}
      aria-description={eventDescription(
        event,
        continuesLabel(block.continuesBefore, block.continuesAfter),
      )}
      onClick={(e) => {
        e.stopPropagation()
        onClick(event)
      }}
      className={cn(
        'absolute flex touch-manipulation flex-col overflow-clip rounded-md select-none border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight shadow-xs outline-none bg-event-tint hover:brightness-95 dark:hover:brightness-125 focus-visible:ring-2 focus-visible:ring-ring',
        block.continuesBefore && 'rounded-t-none',
        block.continuesAfter && 'rounded-b-none',
        !block.continuesAfter &&
          "after:absolute after:inset-x-0 after:bottom-0 after:h-1.5 after:cursor-ns-resize after:content-['']",
      )}
      style={
        {
          top: block.top,
          height: block.height - 1,
          ...columnStyle(block.column, block.span, block.columns),
          borderColor: event.color,
          '--event-color': event.color,
        } as CSSProperties
      }
    >
      <span
        className={cn(
          'block truncate bg-inherit font-semibold',
          // Positioned either way: the icons are drawn at its right end (event-icons).
          keepsTitle(block) ? 'sticky top-(--grid-header) z-[1]' : icons && 'relative',
          icons && 'event-icons',
        )}
        style={icons}
      >
        {event.title}
      </span>
      {block.height >= 44 && (
        <span className="w-full truncate text-[11px] text-muted-foreground">
          {format(event.start, 'h:mm a')} –{' '}
          {format(event.end, isSameDay(event.start, event.end) ? 'h:mm a' : 'EEE h:mm a')}
        </span>
      )}
    </button>
  )
}
