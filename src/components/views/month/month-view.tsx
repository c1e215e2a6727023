import { useEffect, useRef, type KeyboardEvent } from 'react'
import { isSameDay, isSameMonth, startOfMonth } from 'date-fns'
import { formatDate } from '@/model/time/formats'
import { monthKeyTarget } from '@/model/editing/grid-keys'
import { parseDayKey } from '@/model/layout/year-layout'
import type { CalendarEvent } from '@/model/types'
import { isWeekend, shownTarget } from '@/model/time/week-start'
import { useCalendar, useCalendarActions } from '@/components/shell/calendar-context'
import { useGridFocus } from '@/components/shell/use-grid-focus'
import { useMoveTo } from '@/components/shell/use-event-mover'
import type { ViewProps } from '../view-props'
import { DetachedPages } from '../../infra/detached-pages'
import { guardTouchScroll } from '../shared/touch-guard'
import { MonthBody } from './month-body'
import { usePagesAhead } from '../shared/use-pages-ahead'
import { useMonthDrag } from './use-month-drag'

/** A month's key among the rendered ones: its year and month. */
const monthKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}`

const dayButton = (day: Date) =>
  document.querySelector<HTMLElement>(`[data-date="${formatDate.key(day)}"] [data-day]`)

/** The day of a day button (its data-day, yyyy-MM-dd), or null for anything else. */
function dayOf(target: EventTarget): Date | null {
  const text = (target as HTMLElement).dataset?.day
  if (!text) return null
  return parseDayKey(text)
}

/**
 * The month grid (product.md §2): the weekday names, then the weeks (month-body.tsx).
 * A WAI-ARIA grid: the days are one tab stop (the selected or first day of the month) and the
 * arrow keys, Home/End and PageUp/PageDown move between them, into the next month too; Enter
 * opens New Event for the day.
 *
 * The months one 'previous' and one 'next' away are rendered ahead, out of the document, once
 * the shown one is painted and their events are cached (DetachedPages): a 'next' then moves the
 * next month's grid into the page, and React renders none of it in the click. At 500 events a
 * year that was most of a 'next' (docs/performance.md, "Months rendered ahead").
 */
export function MonthView({ date, days, events }: ViewProps) {
  const { today, goTo } = useCalendar()
  const { openDay, openEvent } = useCalendarActions()
  const columns = days.some(isWeekend) ? 7 : 5
  const { active, setActive, focus } = useGridFocus(
    isSameMonth(today, date) ? today : startOfMonth(date),
    dayButton,
  )
  // The tab stop stays in the month shown: another month's first day, or the selected one. The
  // same rule for the months rendered ahead, so the one shown next is handed the same input.
  const tabbableIn = (month: Date) =>
    isSameMonth(active, month) ? active : isSameMonth(today, month) ? today : startOfMonth(month)
  const drag = useMonthDrag(events, useMoveTo())
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => (root.current ? guardTouchScroll(root.current) : undefined), [])
  const { shownKey, ahead } = usePagesAhead('month', date, days, monthKey)
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
  const body = (month: Date, monthDays: readonly Date[], monthEvents: readonly CalendarEvent[]) => (
    <MonthBody
      month={month}
      days={monthDays}
      events={monthEvents}
      today={today}
      tabbable={tabbableIn(month)}
      ghost={monthKey(month) === shownKey ? drag.ghost : null}
      onDayClick={openDay}
      onEventClick={openEvent}
    />
  )
  const pages = [
    { key: shownKey, node: body(date, days, events) },
    ...ahead.map((page) => ({ key: page.key, node: body(page.date, page.days, page.events) })),
  ]
  return (
    <div
      ref={root}
      role="grid"
      aria-label={formatDate.month(date)}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const day = dayOf(event.target)
        if (day && !isSameDay(day, active)) setActive(day)
      }}
      // Here, not on the weeks: a drag reads the cells of the grid shown (month-drag.ts).
      onPointerDown={drag.onPointerDown}
      className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg border bg-card"
    >
      <div
        role="row"
        className="grid border-b bg-muted/50"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
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
      <DetachedPages shown={shownKey} pages={pages} />
    </div>
  )
}
