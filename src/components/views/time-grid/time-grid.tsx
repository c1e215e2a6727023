import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { addDays, isSameDay } from 'date-fns'
import { shownTarget } from '@/model/time/week-start'
import { useTimeFormat } from '@/data/settings/settings-store'
import { slotKey, slotKeyTarget, type Slot } from '@/model/editing/grid-keys'
import { openingScrollTop } from '@/model/layout/opening-scroll'
import { timeGridLayout } from '@/model/layout/time-grid-layout'
import type { CalendarEvent } from '@/model/types'
import { useStableHandler } from '@/lib/use-stable-handler'
import { useCalendar, useCalendarActions } from '@/components/shell/calendar-context'
import { useGridFocus } from '@/components/shell/use-grid-focus'
import { useMoveTo } from '@/components/shell/use-event-mover'
import type { ViewProps } from '../view-props'
import { DetachedPages } from '../../infra/detached-pages'
import { guardTouchScroll } from '../shared/touch-guard'
import { usePagesAhead } from '../shared/use-pages-ahead'
import { TimeGridBody } from './time-grid-body'
import { useTimeGridDrag } from './drag/use-time-grid-drag'

/** A page's key among the rendered ones: its first day and its number of days. */
const pageKey = (_date: Date, days: readonly Date[]) => `${days[0]!.getTime()}/${days.length}`

const slotElement = (slot: Slot) =>
  document.querySelector<HTMLElement>(`[data-grid-slot="${slotKey(slot)}"]`)

/**
 * The 24-hour grid of the day and week views (product.md §9: 60px per hour). Rows are wall-clock
 * hours, so a daylight-saving day still has 24 rows and blocks sit at their local times.
 * The keyboard's way in is one tab stop, a half-hour slot (SlotCursor) that the arrow keys,
 * Home/End and PageUp/PageDown move (grid-keys.ts), into the next period too.
 *
 * The ranges one 'previous' and one 'next' away are rendered ahead, out of the document, once
 * the shown one is painted and their events are cached (DetachedPages), as the month's are: a
 * 'next' moves the next week's headers and columns into the grid, and React renders none of
 * them in the click. Their canvases are drawn once they are shown (day-canvas.tsx).
 */
export function TimeGrid({ date, days, events, loading }: ViewProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const single = days.length === 1
  const timeFormat = useTimeFormat()
  // Seven days, or five with weekends hidden (Settings).
  const week = days.length >= 5
  // The page's clock: today's column, its header and the now line follow the wall-clock minute.
  const { view, today, goTo } = useCalendar()
  const { openSlot, openEvent, openRange } = useCalendarActions()
  const showsToday = days.some((day) => isSameDay(day, today))
  // The slot starts where the grid opens (below), on today's column or the first day.
  const opening = {
    day: showsToday ? today : days[0]!,
    minutes: (showsToday ? today.getHours() : 8) * 60,
  }
  const { active, focus } = useGridFocus<Slot>(opening, slotElement)
  // The slot is in the shown days, else on the first day at its time: the same rule for the
  // pages rendered ahead, so the one shown next is handed the same input.
  const cursorIn = (pageDays: readonly Date[]): Slot =>
    pageDays.some((day) => isSameDay(day, active.day))
      ? active
      : { day: pageDays[0]!, minutes: active.minutes }
  const cursor = cursorIn(days)
  const drag = useTimeGridDrag(days, events, useMoveTo(), openRange)
  const onCursorKey = (event: KeyboardEvent) => {
    // The three days move as the day does, but a page is three days (their 'next').
    const page = !week && !single && /^Page(Up|Down)$/.test(event.key) && !event.ctrlKey
    const target = page
      ? {
          day: addDays(cursor.day, event.key === 'PageUp' ? -days.length : days.length),
          minutes: cursor.minutes,
        }
      : slotKeyTarget(cursor, event, week ? 7 : 1)
    if (!target) return
    target.day = shownTarget(target.day, event.key)
    event.preventDefault()
    if (!days.some((day) => isSameDay(day, target.day))) goTo(target.day)
    focus(target)
  }
  // Usually laid out already, while the range was fetched ahead (timeGridLayout).
  const { columns } = timeGridLayout(events, days)
  const onKey = useStableHandler(onCursorKey)
  const onPointerDown = useStableHandler(drag.onPointerDown)
  const { shownKey, ahead } = usePagesAhead(view, date, days, pageKey)
  const body = (
    pageDays: readonly Date[],
    pageEvents: readonly CalendarEvent[],
    shown: boolean,
  ) => (
    <TimeGridBody
      days={pageDays}
      events={pageEvents}
      today={today}
      cursor={cursorIn(pageDays)}
      ghost={shown ? drag.ghost : null}
      timeFormat={timeFormat}
      onCursorKey={onKey}
      onPointerDown={onPointerDown}
      onSlotClick={openSlot}
      onEventClick={openEvent}
      onOpenRange={openRange}
    />
  )
  const pages = [
    { key: shownKey, node: body(days, events, true) },
    ...ahead.map((page) => ({ key: page.key, node: body(page.days, page.events, false) })),
  ]

  // Once a finger holds an event, its moves drag it instead of scrolling the grid.
  useEffect(() => (scroller.current ? guardTouchScroll(scroller.current) : undefined), [])

  // Opens an hour before the shown days' first event, or on the working morning
  // (opening-scroll.ts): when the grid appears and when its range changes, following the
  // events while they are read, and never after the person has scrolled, pressed a key or
  // touched the grid themselves in this range.
  const opensAt = openingScrollTop(columns)
  const scrolled = useRef({ range: '', mine: true, done: false })
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    if (scrolled.current.range !== shownKey)
      scrolled.current = { range: shownKey, mine: true, done: false }
    const state = scrolled.current
    if (!state.mine || state.done) return
    if (element.scrollTop !== opensAt) element.scrollTop = opensAt
    state.done = !loading
  }, [shownKey, opensAt, loading])
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const theirs = () => {
      scrolled.current.mine = false
    }
    const kinds = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const
    for (const kind of kinds) element.addEventListener(kind, theirs, { passive: true })
    return () => {
      for (const kind of kinds) element.removeEventListener(kind, theirs)
    }
  }, [])

  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg border bg-card">
      <div
        ref={scroller}
        role="region"
        aria-label={single ? 'Day schedule' : week ? 'Week schedule' : 'Three-day schedule'}
        className="min-h-0 flex-1 overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
        data-testid="time-grid"
        // The day canvases draw the hours this element's scroll shows (day-canvas.tsx).
        data-canvas-scroller
      >
        <DetachedPages shown={shownKey} pages={pages} />
      </div>
    </div>
  )
}
