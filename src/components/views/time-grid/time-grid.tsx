import {
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
} from 'react'
import { addDays, isSameDay, setHours } from 'date-fns'
import { formatDate, formatHour, type TimeFormat } from '@/model/time/formats'
import { shownTarget } from '@/model/time/week-start'
import { useTimeFormat } from '@/data/settings/settings-store'
import { slotKey, slotKeyTarget, type Slot } from '@/model/editing/grid-keys'
import { GRID, gridHeaderHeight } from '@/model/layout/grid-metrics'
import { openingScrollTop } from '@/model/layout/opening-scroll'
import { timeGridLayout } from '@/model/layout/time-grid-layout'
import { cn } from '@/lib/utils'
import { useCalendar, useCalendarActions } from '@/components/shell/calendar-context'
import { useGridFocus } from '@/components/shell/use-grid-focus'
import { useMoveTo } from '@/components/shell/use-event-mover'
import type { ViewProps } from '../view-props'
import { AllDayRow } from './all-day-row'
import { DayColumn } from './day-column'
import { guardTouchScroll } from '../shared/touch-guard'
import { DragGhost } from './drag/drag-ghost'
import { SlotCursor } from './slot-cursor'
import { useTimeGridDrag, type TimeGridGhost } from './drag/use-time-grid-drag'

const HOURS = Array.from({ length: GRID.hours }, (_, hour) => hour)

/** Whether a drag's ghost shows on this day (the other columns are left to their memo). */
const ghostOn = (ghost: TimeGridGhost | null, day: Date) =>
  ghost !== null &&
  ghost.start < new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1) &&
  ghost.end > day

const slotElement = (slot: Slot) =>
  document.querySelector<HTMLElement>(`[data-grid-slot="${slotKey(slot)}"]`)

/**
 * The 24-hour grid of the day and week views (product.md §9: 60px per hour). Rows are wall-clock
 * hours, so a daylight-saving day still has 24 rows and blocks sit at their local times.
 * The keyboard's way in is one tab stop, a half-hour slot (SlotCursor) that the arrow keys,
 * Home/End and PageUp/PageDown move (grid-keys.ts), into the next period too.
 */
export function TimeGrid({ days, events, loading }: ViewProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const single = days.length === 1
  const timeFormat = useTimeFormat()
  // Seven days, or five with weekends hidden (Settings).
  const week = days.length >= 5
  // The page's clock: today's column, its header and the now line follow the wall-clock minute.
  const { today, goTo } = useCalendar()
  const { openSlot, openEvent, openRange } = useCalendarActions()
  const showsToday = days.some((day) => isSameDay(day, today))
  // The slot starts where the grid opens (below), on today's column or the first day.
  const opening = {
    day: showsToday ? today : days[0]!,
    minutes: (showsToday ? today.getHours() : 8) * 60,
  }
  const { active, focus } = useGridFocus<Slot>(opening, slotElement)
  const cursor = days.some((day) => isSameDay(day, active.day))
    ? active
    : { day: days[0]!, minutes: active.minutes }
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
  const { strip, columns } = timeGridLayout(events, days)
  const stripRows = strip.lanes + (strip.overflows.length > 0 ? 1 : 0)

  // Once a finger holds an event, its moves drag it instead of scrolling the grid.
  useEffect(() => (scroller.current ? guardTouchScroll(scroller.current) : undefined), [])

  // Opens an hour before the shown days' first event, or on the working morning
  // (opening-scroll.ts): when the grid appears and when its range changes, following the
  // events while they are read, and never after the person has scrolled, pressed a key or
  // touched the grid themselves in this range.
  const opensAt = openingScrollTop(columns)
  const rangeKey = `${days[0]!.getTime()}/${days.length}`
  const scrolled = useRef({ range: '', mine: true, done: false })
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    if (scrolled.current.range !== rangeKey)
      scrolled.current = { range: rangeKey, mine: true, done: false }
    const state = scrolled.current
    if (!state.mine || state.done) return
    if (element.scrollTop !== opensAt) element.scrollTop = opensAt
    state.done = !loading
  }, [rangeKey, opensAt, loading])
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
        // Long blocks keep their title in view under the sticky header (an event that began
        // yesterday or hours ago is still named); the slot cursor scrolls clear of it.
        style={{ '--grid-header': gridHeaderHeight(single, stripRows) } as CSSProperties}
        role="region"
        aria-label={single ? 'Day schedule' : week ? 'Week schedule' : 'Three-day schedule'}
        className="min-h-0 flex-1 overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
        data-testid="time-grid"
        // The day canvases draw the hours this element's scroll shows (day-canvas.tsx).
        data-canvas-scroller
      >
        <div className="flex flex-col">
          <div className="sticky top-0 z-30 border-b bg-card">
            <div className="flex">
              <div className="w-12 shrink-0 border-r sm:w-16" />
              {days.map((day, i) => (
                // Keyed by position: 'next' updates the seven headers and columns in place
                // instead of building them anew (docs/performance.md).
                <DayHeader key={i} day={day} single={single} today={today} />
              ))}
            </div>
            {stripRows > 0 && <AllDayRow days={days} strip={strip} onEventClick={openEvent} />}
          </div>
          <div className="flex select-none" onPointerDown={drag.onPointerDown}>
            <HourGutter timeFormat={timeFormat} />
            {days.map((day, i) => (
              <DayColumn
                key={i}
                day={day}
                now={isSameDay(day, today) ? today : undefined}
                tint={!single}
                layout={columns[i]!}
                onSlotClick={openSlot}
                onEventClick={openEvent}
                cursor={
                  isSameDay(day, cursor.day) ? (
                    <SlotCursor
                      key={slotKey(cursor)}
                      slot={{ day, minutes: cursor.minutes }}
                      onKeyDown={onCursorKey}
                      onOpen={openRange}
                    />
                  ) : undefined
                }
                ghost={
                  ghostOn(drag.ghost, day) ? <DragGhost ghost={drag.ghost!} day={day} /> : undefined
                }
              />
            ))}
          </div>
        </div>
      </div>
    </div>
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
