import { useMemo } from 'react'
import { format, isSameDay, isSameMonth } from 'date-fns'
import { eventsForDay } from '@/calendar/events-for-day'
import { monthGrid } from '@/calendar/month-grid'
import type { CalendarEvent } from '@/calendar/types'
import { cn } from '@/lib/utils'

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
        {weeks.flat().map((day) => (
          <DayCell
            key={day.toISOString()}
            day={day}
            outside={!isSameMonth(day, date)}
            isToday={isSameDay(day, today)}
            events={eventsForDay(events, day)}
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
        'flex min-h-[92px] min-w-0 cursor-pointer flex-col gap-0.5 border-r border-b p-0.5 transition-colors hover:bg-accent/60 sm:min-h-[112px] sm:p-1 [&:nth-child(7n)]:border-r-0',
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
        <button
          key={event.id}
          type="button"
          data-event-id={event.id}
          onClick={(e) => {
            e.stopPropagation()
            onEventClick(event)
          }}
          className={cn(
            'flex w-full min-w-0 items-center gap-1 rounded-sm border-l-2 px-1 py-0.5 text-left text-[11px] leading-tight outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 sm:rounded sm:border-l-0 sm:text-xs',
          )}
          style={{ borderLeftColor: event.color }}
        >
          <span
            aria-hidden
            className="hidden size-2 shrink-0 rounded-full sm:inline-block"
            style={{ backgroundColor: event.color }}
          />
          <span className="min-w-0 truncate">
            <span className="sr-only text-muted-foreground sm:not-sr-only">
              {format(event.start, 'h:mm a')}{' '}
            </span>
            <span className="font-medium">{event.title}</span>
          </span>
        </button>
      ))}
      {more > 0 && (
        <span className="truncate px-1 text-[11px] font-medium text-muted-foreground sm:text-xs">
          +{more} more
        </span>
      )}
    </div>
  )
}
