import { useLayoutEffect, useMemo, useRef } from 'react'
import { format, isSameDay, setHours } from 'date-fns'
import { GRID } from '@/calendar/grid-metrics'
import { timedLayout } from '@/calendar/timed-layout'
import type { CalendarEvent } from '@/calendar/types'
import { cn } from '@/lib/utils'
import { CurrentTimeLine } from './current-time-line'
import { TimedEventBlock } from './timed-event-block'

const HOURS = Array.from({ length: GRID.hours }, (_, hour) => hour)

interface TimeGridProps {
  days: Date[]
  today: Date
  events: CalendarEvent[]
  onSlotClick: (day: Date, hour: number) => void
  onEventClick: (event: CalendarEvent) => void
}

/**
 * The 24-hour grid of the day and week views (spec §9: 60px per hour). Rows are wall-clock
 * hours, so a daylight-saving day still has 24 rows and blocks sit at their local times.
 */
export function TimeGrid({ days, today, events, onSlotClick, onEventClick }: TimeGridProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const single = days.length === 1
  const showsToday = days.some((day) => isSameDay(day, today))

  // Open on the working day (or the current hour), not on midnight.
  useLayoutEffect(() => {
    const hour = showsToday ? Math.max(0, new Date().getHours() - 1) : 8
    scroller.current?.scrollTo({ top: hour * GRID.hourHeight })
  }, [showsToday])

  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg border bg-card">
      <div
        ref={scroller}
        // Scrollable, so reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={single ? 'Day schedule' : 'Week schedule'}
        className="min-h-0 flex-1 overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
        data-testid="time-grid"
      >
        <div className="flex flex-col">
          <div className="sticky top-0 z-20 flex border-b bg-card">
            <div className="w-12 shrink-0 border-r sm:w-16" />
            {days.map((day) => (
              <DayHeader key={day.toISOString()} day={day} single={single} today={today} />
            ))}
          </div>
          <div className="flex">
            <div className="relative w-12 shrink-0 border-r sm:w-16" aria-hidden>
              {HOURS.map((hour) => (
                <div
                  key={hour}
                  className="relative pr-1.5 text-right text-[10px] text-muted-foreground sm:pr-2 sm:text-[11px]"
                  style={{ height: GRID.hourHeight }}
                >
                  <span
                    className={cn(
                      'absolute right-1.5 whitespace-nowrap sm:right-2',
                      hour > 0 && '-translate-y-1/2',
                    )}
                  >
                    {format(setHours(new Date(2000, 0, 1), hour), 'h a')}
                  </span>
                </div>
              ))}
            </div>
            {days.map((day) => (
              <DayColumn
                key={day.toISOString()}
                day={day}
                isToday={isSameDay(day, today)}
                tint={!single}
                events={events}
                onSlotClick={onSlotClick}
                onEventClick={onEventClick}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}

function DayHeader({ day, single, today }: { day: Date; single: boolean; today: Date }) {
  const isToday = isSameDay(day, today)
  if (single) {
    return (
      <h3 className="flex-1 px-3 py-2.5 text-sm font-semibold">
        {format(day, 'EEEE, MMMM d, yyyy')}
      </h3>
    )
  }
  return (
    <div
      className="flex min-w-0 flex-1 flex-col items-center border-r py-1.5 last:border-r-0"
      aria-current={isToday ? 'date' : undefined}
    >
      <span className={cn('text-xs text-muted-foreground', isToday && 'text-today')}>
        {format(day, 'EEE')}
      </span>
      <span
        className={cn(
          'flex size-7 items-center justify-center rounded-full text-sm font-semibold',
          isToday && 'bg-today text-white',
        )}
      >
        {format(day, 'd')}
      </span>
    </div>
  )
}

interface DayColumnProps {
  day: Date
  isToday: boolean
  /** Tint today's column (week view). */
  tint: boolean
  events: CalendarEvent[]
  onSlotClick: (day: Date, hour: number) => void
  onEventClick: (event: CalendarEvent) => void
}

function DayColumn({ day, isToday, tint, events, onSlotClick, onEventClick }: DayColumnProps) {
  const layout = useMemo(() => timedLayout(events, day), [events, day])
  return (
    <div
      data-date={format(day, 'yyyy-MM-dd')}
      data-today={isToday || undefined}
      className={cn(
        'relative min-w-0 flex-1 border-r last:border-r-0',
        isToday && tint && 'bg-today/5',
      )}
      style={{ height: GRID.dayHeight }}
    >
      {HOURS.map((hour) => (
        <div
          key={hour}
          data-hour={hour}
          onClick={() => onSlotClick(day, hour)}
          className="cursor-pointer border-b border-border/70 transition-colors last:border-b-0 hover:bg-accent/60"
          style={{ height: GRID.hourHeight }}
        />
      ))}
      {isToday && <CurrentTimeLine />}
      {layout.blocks.map((block) => (
        <TimedEventBlock key={block.event.id} block={block} onClick={onEventClick} />
      ))}
      {layout.overflows.map((overflow) => (
        <div
          key={`overflow-${overflow.top}`}
          className="absolute z-10 truncate rounded-md border bg-muted px-1 py-0.5 text-center text-xs font-medium text-muted-foreground"
          title={overflow.events.map((event) => event.title).join('\n')}
          style={{
            top: overflow.top,
            height: overflow.height,
            left: `${(overflow.column / overflow.columns) * 100}%`,
            width: `calc(${100 / overflow.columns}% - 2px)`,
          }}
        >
          +{overflow.events.length}
        </div>
      ))}
    </div>
  )
}
