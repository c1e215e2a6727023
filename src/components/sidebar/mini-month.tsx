import { useState, type KeyboardEvent } from 'react'
import { addDays, addMonths, isSameMonth, startOfMonth } from 'date-fns'
import { formatDate } from '@/model/time/formats'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { monthKeyTarget } from '@/model/editing/grid-keys'
import { MINI_MONTH_WEEKS, miniMonthWeeks } from '@/model/layout/mini-month'
import { dayKey, parseDayKey } from '@/model/layout/year-layout'
import { VIEWS } from '@/model/views'
import { WEEK_START } from '@/model/time/week-start'
import { Button } from '../ui/button'
import { DetachedPages } from '../infra/detached-pages'
import { usePaintedValue } from '../infra/use-painted-value'
import { useCalendar } from '../shell/calendar-context'
import { useGridFocus } from '../shell/use-grid-focus'
import { MiniMonthDays, type MiniMonthDaysProps } from './mini-month-days'

/** The day of a day button (its data-mini-day, yyyy-MM-dd), or null for anything else. */
function dayOf(target: EventTarget | null): Date | null {
  const text = (target as HTMLElement | null)?.closest?.<HTMLElement>('[data-mini-day]')?.dataset
    .miniDay
  return text ? parseDayKey(text) : null
}

const dayButton = (day: Date) =>
  document.querySelector<HTMLElement>(`[data-mini-day="${dayKey(day)}"]`)

/** The grid's tab stop in `month` drawn: `active` when it is drawn, else the month's first day. */
function tabbableIn(month: Date, active: Date): Date {
  const first = miniMonthWeeks(month, WEEK_START)[0]![0]!
  const drawn = active >= first && active < addDays(first, MINI_MONTH_WEEKS * 7)
  return drawn ? active : month
}

/**
 * The sidebar's month (issue 27): a click on a day shows it in the current view, the days the
 * view shows are marked, the arrows move this month only (not the calendar), as in Google
 * Calendar. A WAI-ARIA grid with one tab stop; the arrow keys move as in the month view.
 *
 * The months a 'previous' and a 'next' of the calendar would draw are rendered ahead, out of
 * the document, once the shown one is painted; the one painted is kept (DetachedPages, as the
 * month view's grids). A 'next' into another month then moves their 42 days in, where React
 * re-rendered every day button in the click (a label, a number and a key each: 136 of the
 * click's 151 DOM changes).
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
  const { active, setActive, focus } = useGridFocus(date, dayButton)
  // The month drawn at `day` of the calendar, as a page's props.
  const pageAt = (drawn: Date, day: Date): MiniMonthDaysProps => ({
    month: dayKey(drawn),
    view,
    date: dayKey(day),
    today: dayKey(today),
    // The tab stop stays in the month drawn (its first day when the active one is not in it).
    tabbable: dayKey(tabbableIn(drawn, active)),
    weekStart: WEEK_START,
  })
  const shownPage = pageAt(month, date)
  const around = usePaintedValue<Date | null>(date, null)
  const pages = [{ key: shownPage.month, node: <MiniMonthDays {...shownPage} /> }]
  // The month painted is kept too, so the click that leaves it unmounts nothing.
  for (const direction of [0, -1, 1] as const) {
    if (!around) break
    const day = direction === 0 ? around : VIEWS[view].step(around, direction)
    const page = pageAt(startOfMonth(day), day)
    if (pages.some(({ key }) => key === page.month)) continue
    pages.push({ key: page.month, node: <MiniMonthDays {...page} /> })
  }

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
        <DetachedPages shown={shownPage.month} pages={pages} />
      </div>
    </div>
  )
}
