import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react'
import { isSameDay, isSameMonth, startOfMonth } from 'date-fns'
import { formatDate } from '@/model/time/formats'
import { monthKeyTarget } from '@/model/editing/grid-keys'
import { monthLayout } from '@/model/layout/month-layout'
import { shownTarget } from '@/model/time/week-start'
import { useCalendar, useCalendarActions } from '@/components/shell/calendar-context'
import { useGridFocus } from '@/components/shell/use-grid-focus'
import { useMoveTo } from '@/components/shell/use-event-mover'
import type { ViewProps } from '../view-props'
import { EventBar } from '../shared/event-bar'
import { DayCell } from './day-cell'
import { guardTouchScroll } from '../shared/touch-guard'
import { useMonthDrag } from './use-month-drag'

const dayButton = (day: Date) =>
  document.querySelector<HTMLElement>(`[data-date="${formatDate.key(day)}"] [data-day]`)

/** The day of a day button (its data-day, yyyy-MM-dd), or null for anything else. */
function dayOf(target: EventTarget): Date | null {
  const text = (target as HTMLElement).dataset?.day
  if (!text) return null
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

/**
 * The month grid (product.md §2): whole weeks, Sunday first, at most 3 events a day, bars
 * included. Cells and bars share one CSS grid, each placed by row and column: a bar spans the
 * columns of its days over the cells, whose rows under it are kept empty.
 * A WAI-ARIA grid: the days are one tab stop (the selected or first day of the month) and the
 * arrow keys, Home/End and PageUp/PageDown move between them, into the next month too; Enter
 * opens New Event for the day. The rows are `display: contents`, so the cells stay items of
 * the one CSS grid, and so are the cells (a bar is in its first day's cell).
 */
export function MonthView({ date, days, events }: ViewProps) {
  const { today, goTo } = useCalendar()
  const { openDay, openEvent } = useCalendarActions()
  // Usually laid out already, while the month was fetched ahead (monthLayout).
  const weeks = monthLayout(events, days)
  // Seven columns, or five with weekends hidden (Settings), as Google Calendar's month.
  const columns = weeks[0]?.days.length ?? 7
  const columnsStyle = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }
  const { active, setActive, focus } = useGridFocus(
    isSameMonth(today, date) ? today : startOfMonth(date),
    dayButton,
  )
  // The tab stop stays in the month shown: another month's first day, or the selected one.
  const tabbable = isSameMonth(active, date)
    ? active
    : isSameMonth(today, date)
      ? today
      : startOfMonth(date)
  const drag = useMonthDrag(events, useMoveTo())
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => (body.current ? guardTouchScroll(body.current) : undefined), [])
  const onKeyDown = (event: KeyboardEvent) => {
    const from = dayOf(event.target)
    if (!from) return
    const found = monthKeyTarget(from, event)
    if (!found) return
    const target = shownTarget(found, event.key)
    event.preventDefault()
    if (!days.some((day) => isSameDay(day, target))) goTo(target)
    focus(target)
  }
  return (
    <div
      role="grid"
      aria-label={formatDate.month(date)}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const day = dayOf(event.target)
        if (day && !isSameDay(day, active)) setActive(day)
      }}
      className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg border bg-card"
    >
      <div role="row" className="grid border-b bg-muted/50" style={columnsStyle}>
        {days.slice(0, columns).map((day) => (
          <div
            // By weekday: the same seven headers every month, not made anew on each 'next'.
            key={day.getDay()}
            role="columnheader"
            aria-label={formatDate.weekday(day)}
            className="px-1 py-2 text-center text-xs font-medium text-muted-foreground sm:px-2"
          >
            {formatDate.weekdayShort(day)}
          </div>
        ))}
      </div>
      <div
        role="rowgroup"
        ref={body}
        onPointerDown={drag.onPointerDown}
        className="grid flex-1 select-none"
        style={{ ...columnsStyle, gridTemplateRows: `repeat(${weeks.length}, minmax(0, 1fr))` }}
      >
        {weeks.map((week, w) => (
          <div key={w} role="row" className="contents">
            {week.days.map((day, c) => (
              // The cell for the accessibility tree, holding the day and the bars that start
              // on it; `display: contents`, so both stay items of the one CSS grid.
              <div key={c} role="gridcell" className="contents">
                <DayCell
                  // Keyed by position in the grid: 'next' updates the 42 cells in place
                  // instead of building them anew (docs/performance.md).
                  row={w + 1}
                  column={c + 1}
                  lastColumn={c + 1 === columns}
                  day={day}
                  outside={!isSameMonth(day, date)}
                  isToday={isSameDay(day, today)}
                  tabbable={isSameDay(day, tabbable)}
                  ghost={drag.ghost?.date === formatDate.key(day) ? drag.ghost : undefined}
                  layout={week.layout.days[c]!}
                  onDayClick={openDay}
                  onEventClick={openEvent}
                />
                {week.layout.bars
                  .filter((bar) => bar.first === c)
                  .map((bar) => (
                    <EventBar
                      key={bar.event.id}
                      bar={bar}
                      days={week.days}
                      unit="week"
                      onClick={openEvent}
                      // Below the day number (p + size + gap: 2 + 24 + 2px, sm 4 + 28 + 2px),
                      // then one 24px row and a 2px gap per lane, as the cell's rows under it.
                      className="mt-[calc(28px+var(--lane)*26px)] mr-[3px] ml-0.5 self-start sm:mt-[calc(34px+var(--lane)*26px)] sm:mr-[5px] sm:ml-1"
                      style={
                        {
                          gridRow: w + 1,
                          gridColumn: `${bar.first + 1} / ${bar.last + 2}`,
                          '--lane': bar.level,
                        } as CSSProperties
                      }
                    />
                  ))}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}
