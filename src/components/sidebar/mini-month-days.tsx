import { memo } from 'react'
import { formatDate } from '@/model/time/formats'
import { miniMonthWeeks } from '@/model/layout/mini-month'
import { dayKey, parseDayKey } from '@/model/layout/year-layout'
import { VIEWS, type ViewMode } from '@/model/views'
import type { WeekStart } from '@/model/time/week-start'

export interface MiniMonthDaysProps {
  /** The month drawn: its first day's key (yyyy-MM-dd). */
  month: string
  /** The calendar's view and date (its key): the days it shows are marked. */
  view: ViewMode
  date: string
  today: string
  /** The day that is the grid's one tab stop. */
  tabbable: string
  weekStart: WeekStart
}

/**
 * The mini month's weekday names and six weeks of day buttons. Keys and strings only, so a
 * month rendered ahead (mini-month.tsx) is handed props equal to the ones it gets once shown,
 * and React leaves it as it is.
 */
export const MiniMonthDays = memo(function MiniMonthDays({
  month: monthKey,
  view,
  date: dateKey,
  today: todayKey,
  tabbable: tabKey,
  weekStart,
}: MiniMonthDaysProps) {
  const month = parseDayKey(monthKey)
  const weeks = miniMonthWeeks(month, weekStart)
  const shown = VIEWS[view].range(parseDayKey(dateKey))
  return (
    <>
      <div role="row" className="grid grid-cols-7">
        {weeks[0]!.map((day) => (
          <span
            key={day.getDay()}
            role="columnheader"
            aria-label={formatDate.weekday(day)}
            className="py-1 font-medium text-muted-foreground"
          >
            {formatDate.weekdayNarrow(day)}
          </span>
        ))}
      </div>
      {weeks.map((week, w) => (
        <div role="row" key={w} className="grid grid-cols-7">
          {week.map((day, i) => {
            // Keys, not isSameDay: 42 cells a month (docs/benchmarks.md).
            const key = dayKey(day)
            const inShown = view !== 'year' && day >= shown.start && day < shown.end
            const isToday = key === todayKey
            const selected = key === dateKey
            // The shown days as a band along each week, rounded where it starts and ends.
            const bandStart = inShown && (i === 0 || day.getTime() === shown.start.getTime())
            const bandEnd = inShown && (i === 6 || week[i + 1]! >= shown.end)
            return (
              <span
                role="gridcell"
                key={i}
                aria-selected={selected}
                // Plain strings, not cn(): tailwind-merge on 84 class lists was most of the
                // sidebar's cost on each 'next'; these lists have no class that overrides
                // another.
                className={`my-px${inShown ? ' bg-primary/10 dark:bg-primary/25' : ''}${bandStart ? ' rounded-l-full' : ''}${bandEnd ? ' rounded-r-full' : ''}`}
              >
                <button
                  type="button"
                  data-mini-day={key}
                  tabIndex={key === tabKey ? 0 : -1}
                  // Short names: the month view's day buttons have the long ones.
                  aria-label={formatDate.shortDay(day)}
                  aria-current={isToday ? 'date' : undefined}
                  className={`mx-auto flex size-7 items-center justify-center rounded-full tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring/50${
                    isToday
                      ? ' bg-today font-semibold text-today-foreground hover:bg-today/90'
                      : ` hover:bg-accent${selected ? ' font-semibold ring-1 ring-primary/60' : ''}`
                  }${
                    // Muted outside the month, unless the view shows it (on the band, muted
                    // text would miss 4.5:1).
                    day.getMonth() !== month.getMonth() && !inShown ? ' text-muted-foreground' : ''
                  }`}
                >
                  {formatDate.dayOfMonth(day)}
                </button>
              </span>
            )
          })}
        </div>
      ))}
    </>
  )
})
