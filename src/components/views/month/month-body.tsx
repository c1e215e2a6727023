import { memo, type CSSProperties } from 'react'
import { isSameDay, isSameMonth } from 'date-fns'
import { formatDate } from '@/model/time/formats'
import { monthLayout } from '@/model/layout/month-layout'
import type { CalendarEvent } from '@/model/types'
import { EventBar } from '../shared/event-bar'
import { DayCell } from './day-cell'
import type { MonthGhost } from './use-month-drag'

export interface MonthBodyProps {
  /** Any day of the month drawn. */
  month: Date
  /** Its grid's days (VIEWS.month.days), whole weeks. */
  days: readonly Date[]
  events: readonly CalendarEvent[]
  today: Date
  /** The grid's one tab stop, when it is in this grid. */
  tabbable: Date
  /** A drag in progress would drop here (the shown month only). */
  ghost: MonthGhost | null
  onDayClick: (day: Date) => void
  onEventClick: (event: CalendarEvent) => void
}

/**
 * The month grid's weeks (product.md §2): whole weeks, at most 3 events a day, bars included.
 * Cells and bars share one CSS grid, each placed by row and column: a bar spans the columns of
 * its days over the cells, whose rows under it are kept empty. The rows are `display:
 * contents`, so the cells stay items of the one CSS grid, and so are the cells (a bar is in its
 * first day's cell).
 *
 * Memoised on what it draws, days and dates by value: the month rendered ahead (month-view.tsx)
 * is handed the same input once shown, so a 'next' renders none of it again.
 */
export const MonthBody = memo(function MonthBody({
  month,
  days,
  events,
  today,
  tabbable,
  ghost,
  onDayClick,
  onEventClick,
}: MonthBodyProps) {
  // Usually laid out already, while the month was fetched ahead (monthLayout).
  const weeks = monthLayout(events, days)
  // Seven columns, or five with weekends hidden (Settings), as Google Calendar's month.
  const columns = weeks[0]?.days.length ?? 7
  return (
    <div
      role="rowgroup"
      className="grid flex-1 select-none"
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${weeks.length}, minmax(0, 1fr))`,
      }}
    >
      {weeks.map((week, w) => (
        <div key={w} role="row" className="contents">
          {week.days.map((day, c) => (
            // The cell for the accessibility tree, holding the day and the bars that start
            // on it; `display: contents`, so both stay items of the one CSS grid.
            <div key={c} role="gridcell" className="contents">
              <DayCell
                // Keyed by position in the grid: a month's cells are updated in place when its
                // events change (docs/performance.md).
                row={w + 1}
                column={c + 1}
                lastColumn={c + 1 === columns}
                day={day}
                outside={!isSameMonth(day, month)}
                isToday={isSameDay(day, today)}
                tabbable={isSameDay(day, tabbable)}
                ghost={ghost?.date === formatDate.key(day) ? ghost : undefined}
                layout={week.layout.days[c]!}
                onDayClick={onDayClick}
                onEventClick={onEventClick}
              />
              {week.layout.bars
                .filter((bar) => bar.first === c)
                .map((bar) => (
                  <EventBar
                    key={bar.event.id}
                    bar={bar}
                    days={week.days}
                    unit="week"
                    onClick={onEventClick}
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
  )
}, sameBody)

const dayOf = (date: Date) => formatDate.key(date)

/** The same grid: dates compared by their day, the days by their first and their number. */
function sameBody(a: MonthBodyProps, b: MonthBodyProps): boolean {
  return (
    a.events === b.events &&
    a.ghost === b.ghost &&
    a.onDayClick === b.onDayClick &&
    a.onEventClick === b.onEventClick &&
    a.days.length === b.days.length &&
    a.days[0]?.getTime() === b.days[0]?.getTime() &&
    isSameMonth(a.month, b.month) &&
    dayOf(a.today) === dayOf(b.today) &&
    dayOf(a.tabbable) === dayOf(b.tabbable)
  )
}
