import { useMemo } from 'react'
import { format, isSameDay, isSameMonth } from 'date-fns'
import { eventsByDay } from '@/calendar/events-by-day'
import type { CalendarEvent } from '@/calendar/types'
import { cn } from '@/lib/utils'
import { useCalendar, useCalendarActions } from '../calendar/calendar-context'
import type { ViewProps } from '../calendar/view-components'
import { EventListPopover } from '../shared/event-list-popover'
import { EventChip } from './event-chip'

const MAX_EVENTS_PER_DAY = 3

/** The month grid (product.md §2): whole weeks, Sunday first, at most 3 events a day. */
export function MonthView({ date, days, events }: ViewProps) {
  const { today } = useCalendar()
  const { openDay, openEvent } = useCalendarActions()
  // One pass over the range's events per range, not one per cell (docs/performance.md).
  const eventsOf = useMemo(() => eventsByDay(events, days), [events, days])
  const weeks = days.length / 7
  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg border bg-card">
      <div className="grid grid-cols-7 border-b bg-muted/50">
        {days.slice(0, 7).map((day) => (
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
        style={{ gridTemplateRows: `repeat(${weeks}, minmax(0, 1fr))` }}
      >
        {days.map((day, i) => (
          <DayCell
            // Keyed by position in the grid: 'next' updates the 42 cells in place instead of
            // building them anew (docs/performance.md).
            key={i}
            day={day}
            outside={!isSameMonth(day, date)}
            isToday={isSameDay(day, today)}
            events={eventsOf(day)}
            onDayClick={openDay}
            onEventClick={openEvent}
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
  events: readonly CalendarEvent[]
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
