import { useMemo, useState, type KeyboardEvent } from 'react'
import { addDays, addMonths, isSameDay, isSameMonth, startOfMonth } from 'date-fns'
import { formatDate } from '@/model/time/formats'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { monthKeyTarget } from '@/model/editing/grid-keys'
import { miniMonthWeeks } from '@/model/layout/mini-month'
import { dayKey } from '@/model/layout/year-layout'
import { VIEWS } from '@/model/views'
import { WEEK_START } from '@/model/time/week-start'
import { cn } from '@/lib/utils'
import { Button } from '../ui/button'
import { useCalendar } from '../shell/calendar-context'
import { useGridFocus } from '../shell/use-grid-focus'

const dayButton = (day: Date) =>
  document.querySelector<HTMLElement>(`[data-mini-day="${dayKey(day)}"]`)

/**
 * The sidebar's month (issue 27): a click on a day shows it in the current view, the days the
 * view shows are marked, the arrows move this month only (not the calendar), as in Google
 * Calendar. A WAI-ARIA grid with one tab stop; the arrow keys move as in the month view.
 */
export function MiniMonth() {
  const { view, date, today, goTo } = useCalendar()
  // The month drawn: follows the calendar's date, and the arrows move it on their own.
  // (React's "adjusting state when a prop changes", during render rather than in an effect.)
  const [month, setMonth] = useState(() => startOfMonth(date))
  const [followed, setFollowed] = useState(date)
  if (followed !== date) {
    setFollowed(date)
    setMonth(startOfMonth(date))
  }
  const weeks = useMemo(() => miniMonthWeeks(month, WEEK_START), [month])
  const shown = useMemo(() => VIEWS[view].range(date), [view, date])
  const { active, setActive, focus } = useGridFocus(date, dayButton)
  const tabbable = weeks.flat().find((day) => isSameDay(day, active)) ?? date

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: Date) => {
    if (event.key === 'Enter' || event.key === ' ') return // the button's own click
    const target = monthKeyTarget(day, event)
    if (!target) return
    event.preventDefault()
    if (!isSameMonth(target, month)) setMonth(startOfMonth(target))
    focus(target)
  }

  const title = formatDate.month(month)
  return (
    <div className="select-none">
      <div className="mb-1 flex items-center justify-between">
        <p className="pl-1 text-sm font-semibold" aria-live="polite">
          {title}
        </p>
        <div className="flex">
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label="Previous month"
            onClick={() => setMonth((m) => addMonths(m, -1))}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label="Next month"
            onClick={() => setMonth((m) => addMonths(m, 1))}
          >
            <ChevronRight />
          </Button>
        </div>
      </div>
      <div role="grid" aria-label="Mini calendar" className="grid text-center text-xs">
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
        {weeks.map((week) => (
          <div role="row" key={dayKey(week[0]!)} className="grid grid-cols-7">
            {week.map((day) => {
              const inShown = view !== 'year' && day >= shown.start && day < shown.end
              const isToday = isSameDay(day, today)
              const selected = isSameDay(day, date)
              // The shown days as a band along each week, rounded where it starts and ends.
              const bandStart =
                inShown && (day.getTime() === shown.start.getTime() || day === week[0])
              const bandEnd = inShown && (addDays(day, 1) >= shown.end || day === week[6])
              return (
                <span
                  role="gridcell"
                  key={dayKey(day)}
                  aria-selected={selected}
                  className={cn(
                    'my-px',
                    inShown && 'bg-primary/10 dark:bg-primary/25',
                    bandStart && 'rounded-l-full',
                    bandEnd && 'rounded-r-full',
                  )}
                >
                  <button
                    type="button"
                    data-mini-day={dayKey(day)}
                    tabIndex={isSameDay(day, tabbable) ? 0 : -1}
                    // Short names: the month view's day buttons have the long ones.
                    aria-label={formatDate.shortDay(day)}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={() => goTo(day)}
                    onFocus={() => setActive(day)}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    className={cn(
                      'mx-auto flex size-7 items-center justify-center rounded-full tabular-nums outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50',
                      // Muted outside the month, unless the view shows it (on the band,
                      // muted text would miss 4.5:1).
                      !isSameMonth(day, month) && !inShown && 'text-muted-foreground',
                      selected && !isToday && 'font-semibold ring-1 ring-primary/60',
                      isToday && 'bg-today font-semibold text-today-foreground hover:bg-today/90',
                    )}
                  >
                    {formatDate.dayOfMonth(day)}
                  </button>
                </span>
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}
