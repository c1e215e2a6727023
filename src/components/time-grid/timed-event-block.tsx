import type { CSSProperties } from 'react'
import { format, isSameDay } from 'date-fns'
import { ChevronDown, ChevronUp, Repeat } from 'lucide-react'
import type { TimedBlock } from '@/calendar/timed-layout'
import type { CalendarEvent } from '@/calendar/types'
import { cn } from '@/lib/utils'
import { continuesLabel } from '../shared/continues-label'
import { eventDescription } from '../shared/event-description'
import { columnStyle } from './column-style'

interface TimedEventBlockProps {
  block: TimedBlock<CalendarEvent>
  onClick: (event: CalendarEvent) => void
}

/** One event in a day column; a squared edge and a chevron say it continues past the day. */
export function TimedEventBlock({ block, onClick }: TimedEventBlockProps) {
  const { event } = block
  return (
    <button
      type="button"
      data-event-id={event.id}
      data-continues-before={block.continuesBefore || undefined}
      data-continues-after={block.continuesAfter || undefined}
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
      <span className="sticky top-(--grid-header) flex w-full min-w-0 items-center gap-0.5 bg-inherit">
        <span className="min-w-0 flex-1 truncate font-semibold">{event.title}</span>
        {event.repeat && <Repeat aria-hidden className="size-3 shrink-0 opacity-60" />}
        {block.continuesBefore && <ChevronUp aria-hidden className="size-3 shrink-0 opacity-60" />}
        {block.continuesAfter && <ChevronDown aria-hidden className="size-3 shrink-0 opacity-60" />}
      </span>
      {!block.continuesAfter && (
        // The bottom edge: dragged, it changes the end (use-time-grid-drag.ts).
        <span
          aria-hidden
          data-resize=""
          className="absolute inset-x-0 bottom-0 h-1.5 cursor-ns-resize"
        />
      )}
      {block.height >= 44 && (
        <span className="w-full truncate text-[11px] text-muted-foreground">
          {format(event.start, 'h:mm a')} –{' '}
          {format(event.end, isSameDay(event.start, event.end) ? 'h:mm a' : 'EEE h:mm a')}
        </span>
      )}
    </button>
  )
}
