import {
  memo,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react'
import { isSameDay, setHours } from 'date-fns'
import { formatDate, formatHour, type TimeFormat } from '@/model/time/formats'
import { slotKey, type Slot } from '@/model/editing/grid-keys'
import { GRID, gridHeaderHeight } from '@/model/layout/grid-metrics'
import { timeGridLayout } from '@/model/layout/time-grid-layout'
import type { CalendarEvent, DateRange } from '@/model/types'
import { cn } from '@/lib/utils'
import { AllDayRow } from './all-day-row'
import { DayColumn } from './day-column'
import { DragGhost } from './drag/drag-ghost'
import type { TimeGridGhost } from './drag/use-time-grid-drag'
import { SlotCursor } from './slot-cursor'

const HOURS = Array.from({ length: GRID.hours }, (_, hour) => hour)

/** Whether a drag's ghost shows on this day (the other columns are left to their memo). */
const ghostOn = (ghost: TimeGridGhost | null, day: Date) =>
  ghost !== null &&
  ghost.start < new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1) &&
  ghost.end > day

export interface TimeGridBodyProps {
  /** The days drawn, oldest first. */
  days: readonly Date[]
  events: readonly CalendarEvent[]
  /** The page's clock: today's column, its header and the now line. */
  today: Date
  /** The keyboard's slot, on one of `days`. */
  cursor: Slot
  /** A drag's new place (the shown page only). */
  ghost: TimeGridGhost | null
  timeFormat: TimeFormat
  // The handlers are the same functions from render to render (time-grid.tsx).
  onCursorKey: (event: KeyboardEvent) => void
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void
  onSlotClick: (day: Date, hour: number) => void
  onEventClick: (event: CalendarEvent) => void
  onOpenRange: (range: DateRange) => void
}

/**
 * What the time grid scrolls (product.md §9: 60px per hour): the day headers and the all-day
 * strip, sticky, then the hours' labels and the day columns. Memoised on what it draws, days
 * and dates by value: the week rendered ahead (time-grid.tsx) is handed the same input once
 * shown, so a 'next' renders none of it again.
 */
export const TimeGridBody = memo(function TimeGridBody({
  days,
  events,
  today,
  cursor,
  ghost,
  timeFormat,
  onCursorKey,
  onPointerDown,
  onSlotClick,
  onEventClick,
  onOpenRange,
}: TimeGridBodyProps) {
  const single = days.length === 1
  // Usually laid out already, while the range was fetched ahead (timeGridLayout).
  const { strip, columns } = timeGridLayout(events, days)
  const stripRows = strip.lanes + (strip.overflows.length > 0 ? 1 : 0)
  return (
    <div
      className="flex flex-col"
      // Long blocks keep their title in view under the sticky header (an event that began
      // yesterday or hours ago is still named); the slot cursor scrolls clear of it.
      style={{ '--grid-header': gridHeaderHeight(single, stripRows) } as CSSProperties}
    >
      <div className="sticky top-0 z-30 border-b bg-card">
        <div className="flex">
          <div className="w-12 shrink-0 border-r sm:w-16" />
          {days.map((day, i) => (
            // Keyed by position: 'next' updates the seven headers and columns in place
            // instead of building them anew (docs/performance.md).
            <DayHeader key={i} day={day} single={single} today={today} />
          ))}
        </div>
        {stripRows > 0 && <AllDayRow days={days} strip={strip} onEventClick={onEventClick} />}
      </div>
      <div className="flex select-none" onPointerDown={onPointerDown}>
        <HourGutter timeFormat={timeFormat} />
        {days.map((day, i) => (
          <DayColumn
            key={i}
            day={day}
            now={isSameDay(day, today) ? today : undefined}
            tint={!single}
            layout={columns[i]!}
            onSlotClick={onSlotClick}
            onEventClick={onEventClick}
            cursor={
              isSameDay(day, cursor.day) ? (
                <SlotCursor
                  key={slotKey(cursor)}
                  slot={{ day, minutes: cursor.minutes }}
                  onKeyDown={onCursorKey}
                  onOpen={onOpenRange}
                />
              ) : undefined
            }
            ghost={ghostOn(ghost, day) ? <DragGhost ghost={ghost!} day={day} /> : undefined}
          />
        ))}
      </div>
    </div>
  )
}, sameBody)

const shows = (days: readonly Date[], day: Date) => days.some((one) => isSameDay(one, day))

/**
 * The same grid: the days by their first and their number, the cursor by its slot, the clock
 * by its minute only where it is drawn (the days hold today), else by nothing.
 */
function sameBody(a: TimeGridBodyProps, b: TimeGridBodyProps): boolean {
  return (
    a.events === b.events &&
    a.ghost === b.ghost &&
    a.timeFormat === b.timeFormat &&
    a.onCursorKey === b.onCursorKey &&
    a.onPointerDown === b.onPointerDown &&
    a.onSlotClick === b.onSlotClick &&
    a.onEventClick === b.onEventClick &&
    a.onOpenRange === b.onOpenRange &&
    a.days.length === b.days.length &&
    a.days[0]?.getTime() === b.days[0]?.getTime() &&
    slotKey(a.cursor) === slotKey(b.cursor) &&
    (a.today.getTime() === b.today.getTime() ||
      (!shows(a.days, a.today) && !shows(b.days, b.today)))
  )
}

function DayHeader({ day, single, today }: { day: Date; single: boolean; today: Date }) {
  const isToday = isSameDay(day, today)
  if (single) {
    return <h3 className="flex-1 px-3 py-2.5 text-sm font-semibold">{formatDate.fullDay(day)}</h3>
  }
  return (
    <div
      className="flex min-w-0 flex-1 flex-col items-center border-r py-1.5 last:border-r-0"
      aria-current={isToday ? 'date' : undefined}
    >
      <span className={cn('text-xs text-muted-foreground', isToday && 'text-today')}>
        {formatDate.weekdayShort(day)}
      </span>
      <span
        className={cn(
          'flex size-7 items-center justify-center rounded-full text-sm font-semibold',
          isToday && 'bg-today text-today-foreground',
        )}
      >
        {formatDate.dayOfMonth(day)}
      </span>
    </div>
  )
}

/** The hours' labels down the grid's side: the same 24 whatever the days ('next' skips them). */
const HourGutter = memo(function HourGutter({ timeFormat }: { timeFormat: TimeFormat }) {
  return (
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
            {formatHour(setHours(new Date(2000, 0, 1), hour), timeFormat)}
          </span>
        </div>
      ))}
    </div>
  )
})
