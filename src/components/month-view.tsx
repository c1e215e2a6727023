import { useMemo, type CSSProperties } from 'react'
import { addDays, format, isSameDay, isSameMonth, startOfDay } from 'date-fns'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { eventsByDay } from '@/calendar/events-by-day'
import { monthGrid } from '@/calendar/month-grid'
import type { CalendarEvent } from '@/calendar/types'
import { cn } from '@/lib/utils'
import { continuesLabel } from './continues-label'
import { EventListPopover } from './event-list-popover'

const MAX_EVENTS_PER_DAY = 3

interface MonthViewProps {
  date: Date
  today: Date
  events: CalendarEvent[]
  onDayClick: (day: Date) => void
  onEventClick: (event: CalendarEvent) => void
}

export function MonthView({ date, today, events, onDayClick, onEventClick }: MonthViewProps) {
  const weeks = useMemo(() => monthGrid(date), [date])
  // One pass over the range's events per range, not one per cell (docs/performance.md).
  const eventsOf = useMemo(() => eventsByDay(events, weeks.flat()), [events, weeks])
  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg border bg-card">
      <div className="grid grid-cols-7 border-b bg-muted/50">
        {weeks[0]?.map((day) => (
          <div
            key={day.toISOString()}
            className="px-1 py-2 text-center text-xs font-medium text-muted-foreground sm:px-2"
          >
            {format(day, 'EEE')}
          </div>
        ))}
      </div>
      <div
        className="grid flex-1 grid-cols-7"
        style={{ gridTemplateRows: `repeat(${weeks.length}, minmax(0, 1fr))` }}
      >
        {weeks.flat().map((day, i) => (
          <DayCell
            // Keyed by position in the grid: 'next' updates the 42 cells in place instead of
            // building them anew (docs/performance.md).
            key={i}
            day={day}
            outside={!isSameMonth(day, date)}
            isToday={isSameDay(day, today)}
            events={eventsOf(day)}
            onDayClick={onDayClick}
            onEventClick={onEventClick}
          />
        ))}
      </div>
    </div>
  )
}

interface DayCellProps {
  day: Date
  outside: boolean
  isToday: boolean
  events: CalendarEvent[]
  onDayClick: (day: Date) => void
  onEventClick: (event: CalendarEvent) => void
}

function DayCell({ day, outside, isToday, events, onDayClick, onEventClick }: DayCellProps) {
  const shown = events.slice(0, MAX_EVENTS_PER_DAY)
  const more = events.length - shown.length
  return (
    <div
      data-date={format(day, 'yyyy-MM-dd')}
      data-outside={outside || undefined}
      data-today={isToday || undefined}
      onClick={() => onDayClick(day)}
      className={cn(
        'flex min-h-[92px] min-w-0 cursor-pointer flex-col gap-0.5 border-r border-b p-0.5 hover:bg-accent/60 sm:min-h-[112px] sm:p-1 [&:nth-child(7n)]:border-r-0',
        outside && 'bg-muted/40 text-muted-foreground',
      )}
    >
      <button
        type="button"
        aria-label={format(day, 'EEEE, MMMM d, yyyy')}
        aria-current={isToday ? 'date' : undefined}
        onClick={(e) => {
          e.stopPropagation()
          onDayClick(day)
        }}
        className={cn(
          'mx-auto flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:mr-0 sm:ml-auto sm:size-7 sm:text-sm',
          isToday && 'bg-today text-white hover:bg-today/90',
        )}
      >
        {format(day, 'd')}
      </button>
      {shown.map((event) => (
        <EventChip key={event.id} event={event} day={day} onEventClick={onEventClick} />
      ))}
      {more > 0 && (
        <EventListPopover
          label={`+${more} more`}
          heading={format(day, 'EEEE, MMMM d')}
          events={events}
          onEventClick={onEventClick}
          className="min-h-6 w-full truncate rounded-sm px-0.5 text-left text-[11px] font-medium tracking-tight sm:px-1 sm:tracking-normal text-muted-foreground hover:bg-accent hover:text-foreground sm:text-xs"
        >
          +{more} more
        </EventListPopover>
      )}
    </div>
  )
}

interface EventChipProps {
  event: CalendarEvent
  day: Date
  onEventClick: (event: CalendarEvent) => void
}

/**
 * 'h:mm a' and title (spec §2). An event of several days shows on each of them, with an arrow
 * on the side where it goes on (and the same said to screen readers).
 */
function EventChip({ event, day, onEventClick }: EventChipProps) {
  const before = event.start < startOfDay(day)
  const after = event.end > addDays(startOfDay(day), 1)
  return (
    <button
      type="button"
      data-event-id={event.id}
      aria-description={continuesLabel(before, after)}
      onClick={(e) => {
        e.stopPropagation()
        onEventClick(event)
      }}
      className={cn(
        'flex min-h-6 w-full min-w-0 items-center gap-1 rounded-sm border-l-2 px-1 py-0.5 text-left text-[11px] leading-tight outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 sm:rounded sm:border-l-0 sm:text-xs',
        // The colour dot is the button's ::before, not an element of its own: a month of many
        // events has 126 chips, and every element less is less style, layout and paint.
        !before &&
          'sm:before:block sm:before:size-2 sm:before:shrink-0 sm:before:rounded-full sm:before:bg-(--event-color)',
      )}
      style={{ borderLeftColor: event.color, '--event-color': event.color } as CSSProperties}
    >
      {before && (
        <ChevronLeft aria-hidden className="hidden size-3 shrink-0 opacity-60 sm:inline-block" />
      )}
      <span className="min-w-0 flex-1 truncate font-medium">
        <span className="sr-only font-normal text-muted-foreground sm:not-sr-only">
          {format(event.start, 'h:mm a')}{' '}
        </span>
        {event.title}
      </span>
      {after && <ChevronRight aria-hidden className="size-3 shrink-0 opacity-60" />}
    </button>
  )
}
