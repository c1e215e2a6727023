import type { CSSProperties } from 'react'
import { ChevronLeft } from 'lucide-react'
import type { CalendarEvent } from '@/model/types'
import type { Bar } from '@/model/layout/week-bars'
import { cn } from '@/lib/utils'
import { continuesLabel } from './continues-label'
import { eventDescription } from './event-description'
import { eventIcons } from './event-icons'
import { useTimeFormat } from '@/data/settings/settings-store'
import { formatDate, formatTime } from '@/model/time/formats'

interface EventBarProps {
  bar: Bar<CalendarEvent>
  /** The days of the row the bar is in, to name its first and last shown day. */
  days: readonly Date[]
  /** What the row is, for the screen reader's "continues" words. */
  unit: 'day' | 'week'
  onClick: (event: CalendarEvent) => void
  className?: string
  style?: CSSProperties
}

/**
 * An all-day event, or one of 24 hours or more, drawn as one bar across the days it covers in
 * a row; a squared end and an arrow say it goes on past the row. A timed one shows its start
 * time where it starts.
 */
export function EventBar({ bar, days, unit, onClick, className, style }: EventBarProps) {
  const { event, continuesBefore: before, continuesAfter: after } = bar
  const timeFormat = useTimeFormat()
  const icons = eventIcons([event.repeat && 'repeat', after && 'right'], 4)
  const description = eventDescription(
    event,
    event.allDay && 'All day',
    continuesLabel(before, after, unit),
  )
  return (
    <button
      type="button"
      data-event-id={event.id}
      data-bar=""
      data-all-day={event.allDay || undefined}
      data-first={formatDate.key(days[bar.first]!)}
      data-last={formatDate.key(days[bar.last]!)}
      aria-description={description}
      onClick={(e) => {
        e.stopPropagation()
        onClick(event)
      }}
      className={cn(
        'z-10 flex h-6 min-w-0 items-center gap-1 overflow-hidden rounded-sm px-1.5 text-left text-[11px] leading-tight font-medium outline-none bg-event-tint hover:brightness-95 dark:hover:brightness-125 focus-visible:ring-2 focus-visible:ring-ring sm:text-xs',
        !before && 'border-l-4',
        before && 'rounded-l-none',
        after && 'rounded-r-none',
        className,
      )}
      style={
        {
          borderColor: event.color,
          '--event-color': event.color,
          ...style,
        } as CSSProperties
      }
    >
      {before && (
        <ChevronLeft aria-hidden className="hidden size-3 shrink-0 opacity-60 sm:inline-block" />
      )}
      <span
        className={cn('min-w-0 flex-1 truncate', icons && 'relative event-icons')}
        style={icons}
      >
        {!event.allDay && !before && (
          <span className="font-normal text-muted-foreground max-sm:sr-only">
            {formatTime(event.start, timeFormat)}{' '}
          </span>
        )}
        {event.title}
      </span>
    </button>
  )
}
