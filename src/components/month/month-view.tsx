import type { CSSProperties } from 'react'
import { format, isSameDay, isSameMonth } from 'date-fns'
import { monthLayout } from '@/calendar/month-layout'
import { useCalendar, useCalendarActions } from '../calendar/calendar-context'
import type { ViewProps } from '../calendar/view-components'
import { EventBar } from '../shared/event-bar'
import { DayCell } from './day-cell'

/**
 * The month grid (product.md §2): whole weeks, Sunday first, at most 3 events a day, bars
 * included. Cells and bars share one CSS grid, each placed by row and column: a bar spans the
 * columns of its days over the cells, whose rows under it are kept empty.
 */
export function MonthView({ date, days, events }: ViewProps) {
  const { today } = useCalendar()
  const { openDay, openEvent } = useCalendarActions()
  // Usually laid out already, while the month was fetched ahead (monthLayout).
  const weeks = monthLayout(events, days)
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
        style={{ gridTemplateRows: `repeat(${weeks.length}, minmax(0, 1fr))` }}
      >
        {weeks.map((week, w) =>
          week.days.map((day, c) => (
            <DayCell
              // Keyed by position in the grid: 'next' updates the 42 cells in place instead of
              // building them anew (docs/performance.md).
              key={w * 7 + c}
              row={w + 1}
              column={c + 1}
              day={day}
              outside={!isSameMonth(day, date)}
              isToday={isSameDay(day, today)}
              layout={week.layout.days[c]!}
              onDayClick={openDay}
              onEventClick={openEvent}
            />
          )),
        )}
        {weeks.map((week, w) =>
          week.layout.bars.map((bar) => (
            <EventBar
              key={`${w}:${bar.event.id}`}
              bar={bar}
              days={week.days}
              unit="week"
              onClick={openEvent}
              // Below the day number (p + size + gap: 2 + 24 + 2px, sm 4 + 28 + 2px), then one
              // 24px row and a 2px gap per lane, as the cell's rows under it.
              className="mt-[calc(28px+var(--lane)*26px)] mr-[3px] ml-0.5 self-start sm:mt-[calc(34px+var(--lane)*26px)] sm:mr-[5px] sm:ml-1"
              style={
                {
                  gridRow: w + 1,
                  gridColumn: `${bar.first + 1} / ${bar.last + 2}`,
                  '--lane': bar.level,
                } as CSSProperties
              }
            />
          )),
        )}
      </div>
    </div>
  )
}
