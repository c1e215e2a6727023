import { useMemo, useState, type KeyboardEvent } from 'react'
import { addMonths, isSameMonth, startOfMonth } from 'date-fns'
import { formatDate } from '@/model/time/formats'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { monthKeyTarget } from '@/model/editing/grid-keys'
import { miniMonthWeeks } from '@/model/layout/mini-month'
import { dayKey } from '@/model/layout/year-layout'
import { VIEWS } from '@/model/views'
import { WEEK_START } from '@/model/time/week-start'
import { Button } from '../ui/button'
import { useCalendar } from '../shell/calendar-context'
import { useGridFocus } from '../shell/use-grid-focus'

/** The day of a day button (its data-mini-day, yyyy-MM-dd), or null for anything else. */
function dayOf(target: EventTarget | null): Date | null {
  const text = (target as HTMLElement | null)?.closest?.<HTMLElement>('[data-mini-day]')?.dataset
    .miniDay
  if (!text) return null
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

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
  const activeKey = dayKey(active)
  // The tab stop stays in the month drawn (its first day when the active one is not in it).
  const tabbable = weeks.flat().find((day) => dayKey(day) === activeKey) ?? month

  // One handler each on the grid, not three closures a day: 42 days on every 'next'.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const day = dayOf(event.target)
    if (!day || event.key === 'Enter' || event.key === ' ') return // the button's own click
    const target = monthKeyTarget(day, event)
    if (!target) return
    event.preventDefault()
    if (!isSameMonth(target, month)) setMonth(startOfMonth(target))
    focus(target)
  }

  const title = formatDate.month(month)
  const todayKey = dayKey(today)
  const dateKey = dayKey(date)
  const tabKey = dayKey(tabbable)
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
      <div
        role="grid"
        aria-label="Mini calendar"
        className="grid text-center text-xs"
        onClick={(event) => {
          const day = dayOf(event.target)
          if (day) goTo(day)
        }}
        onFocus={(event) => {
          const day = dayOf(event.target)
          if (day) setActive(day)
        }}
        onKeyDown={onKeyDown}
      >
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
              // Keys, not isSameDay: 42 cells on every 'next' (docs/benchmarks.md).
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
                      day.getMonth() !== month.getMonth() && !inShown
                        ? ' text-muted-foreground'
                        : ''
                    }`}
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
