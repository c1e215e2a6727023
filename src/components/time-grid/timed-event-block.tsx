import type { CSSProperties } from 'react'
import { format, isSameDay } from 'date-fns'
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
        'absolute z-10 flex touch-manipulation flex-col overflow-clip rounded-md select-none border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight shadow-xs outline-none bg-event-tint hover:brightness-95 dark:hover:brightness-125 focus-visible:ring-2 focus-visible:ring-ring',
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
          'sticky top-(--grid-header) block truncate bg-inherit font-semibold',
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
