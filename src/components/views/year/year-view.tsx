import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { isSameDay, isSameYear } from 'date-fns'
import { formatDate } from '@/model/time/formats'
import { monthKeyTarget } from '@/model/editing/grid-keys'
import { shading, type Shading } from '@/model/layout/day-counts'
import {
  dayKey,
  parseDayKey,
  weekdayOrder,
  yearMonths,
  yearRange,
} from '@/model/layout/year-layout'
import { WEEK_START } from '@/model/time/week-start'
import { useDayCounts } from '@/data/events/use-day-counts'
import { cn } from '@/lib/utils'
import { useCalendar } from '@/components/shell/calendar-context'
import { useGridFocus } from '@/components/shell/use-grid-focus'
import { toast } from '@/components/ui/use-toast'
import type { ViewProps } from '../view-props'
import { DayPreview } from './day-preview'

/**
 * Each shade's fill and text (0 to SHADES): light to dark in light mode, dark to bright in dark
 * mode; the text keeps 4.5:1 on each.
 */
const SHADE_CLASSES = [
  'text-foreground',
  'bg-blue-500/15 text-foreground dark:bg-blue-400/20',
  'bg-blue-500/40 text-foreground dark:bg-blue-400/45',
  'bg-blue-600 text-white dark:bg-blue-300 dark:text-blue-950',
  'bg-blue-800 text-white dark:bg-blue-100 dark:text-blue-950',
] as const

const dayButton = (day: Date) =>
  document.querySelector<HTMLElement>(`[data-year-day="${dayKey(day)}"]`)

/** The day of a day button (its data-year-day, yyyy-MM-dd), or null for anything else. */
function dayOf(target: EventTarget | null): Date | null {
  const text = (target as HTMLElement | null)?.dataset?.yearDay
  if (!text) return null
  return parseDayKey(text)
}

const eventsLabel = (count: number) =>
  count === 0 ? 'No events' : count === 1 ? '1 event' : `${count} events`

/** How long the pointer rests on a day before its events are shown (a tooltip's delay). */
const PREVIEW_DELAY_MS = 350

/**
 * The year (issue 30): twelve small months, each day shaded by how many events it has, with a
 * legend. It reads a count per day (useDayCounts: the database's function and the series
 * expanded here), never every event, so it is as quick with 50,000 events a year as with ten.
 * A day shows its events in a preview when the pointer rests on it or the keyboard reaches it
 * (read then, with the day's range read); a click or Enter opens it in the day view. The days
 * are one tab stop, and the arrow keys, Home/End and PageUp/PageDown move as in the month grid,
 * into the next or previous year too.
 */
export function YearView({ date }: ViewProps) {
  const { today, goTo, showView } = useCalendar()
  const range = useMemo(() => yearRange(date), [date])
  const { counts, fetching, error } = useDayCounts(range)
  const months = useMemo(() => yearMonths(date, WEEK_START), [date])
  const shades = useMemo(() => shading(counts?.values() ?? []), [counts])

  useEffect(() => {
    if (error)
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to load events' })
  }, [error])

  const { active, setActive, focus } = useGridFocus(
    isSameYear(today, date) ? today : date,
    dayButton,
  )
  // The tab stop stays in the year shown.
  const tabbable = isSameYear(active, date) ? active : isSameYear(today, date) ? today : date

  // The day whose events are previewed, and the element it is shown beside.
  const [preview, setPreview] = useState<{ day: Date; anchor: HTMLElement } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const previewSoon = (anchor: HTMLElement | null) => {
    clearTimeout(timer.current)
    const day = dayOf(anchor)
    if (!anchor || !day) return
    timer.current = setTimeout(() => setPreview({ day, anchor }), PREVIEW_DELAY_MS)
  }
  const endPreview = () => {
    clearTimeout(timer.current)
    setPreview(null)
  }

  const open = (day: Date) => {
    endPreview()
    showView('day', day)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const from = dayOf(event.target)
    if (!from) return
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      open(from)
      return
    }
    const target = monthKeyTarget(from, event)
    if (!target) return
    event.preventDefault()
    if (!isSameYear(target, date)) goTo(target)
    focus(target)
  }

  return (
    <div
      className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg border bg-card"
      aria-busy={fetching}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b px-3 py-2 sm:px-4">
        <p className="text-sm text-muted-foreground">
          {counts ? 'Days shaded by how many events they have' : 'Counting events…'}
        </p>
        <Legend shades={shades} />
      </div>
      <div
        className="grid min-h-0 flex-1 grid-cols-2 content-start gap-x-3 gap-y-4 overflow-y-auto p-3 sm:grid-cols-3 sm:gap-x-5 sm:p-4 lg:grid-cols-4 xl:grid-cols-6"
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const day = dayOf(event.target)
          if (!day) return
          if (!isSameDay(day, active)) setActive(day)
          // Only a keyboard's focus previews (a click's would flash before the day view).
          if ((event.target as HTMLElement).matches(':focus-visible')) previewSoon(event.target)
        }}
        onBlur={endPreview}
        onPointerOver={(event) => {
          const button = (event.target as HTMLElement).closest<HTMLElement>('[data-year-day]')
          if (button) previewSoon(button)
          else endPreview()
        }}
        onPointerLeave={endPreview}
      >
        {months.map((month) => (
          <Month
            key={month.first.getTime()}
            month={month}
            counts={counts}
            shadeOf={shades.shadeOf}
            today={today}
            tabbable={tabbable}
            onDayClick={open}
            onMonthClick={(first) => showView('month', first)}
          />
        ))}
      </div>
      {preview && (
        <DayPreview
          day={preview.day}
          anchor={preview.anchor}
          // A day the counts do not name has none.
          count={counts ? (counts.get(dayKey(preview.day)) ?? 0) : undefined}
          // Hides this preview only: when the keys move to another day, the popover closes on
          // the focus leaving it, after that day's preview was asked for, which must stand.
          onClose={() => setPreview(null)}
        />
      )}
    </div>
  )
}

interface MonthProps {
  month: ReturnType<typeof yearMonths>[number]
  counts: ReadonlyMap<string, number> | undefined
  shadeOf: Shading['shadeOf']
  today: Date
  tabbable: Date
  onDayClick: (day: Date) => void
  onMonthClick: (first: Date) => void
}

/**
 * One month, a WAI-ARIA grid of its weeks. Memoised: the clock's minute and a preview leave the
 * other months as they are.
 */
const Month = memo(function Month({
  month,
  counts,
  shadeOf,
  today,
  tabbable,
  onDayClick,
  onMonthClick,
}: MonthProps) {
  const name = formatDate.monthName(month.first)
  const weekdays = weekdayOrder(WEEK_START)
  // Each day's key and name, worked out with the empty months while the counts are read: the
  // render that shades the year then only looks them up (365 formats were 2-3 ms of it).
  const cells = useMemo(
    () =>
      month.weeks.map((week) =>
        week.map((day) => day && { day, key: dayKey(day), name: formatDate.fullDay(day) }),
      ),
    [month],
  )
  const todayKey = dayKey(today)
  const tabbableKey = dayKey(tabbable)
  return (
    <section aria-label={formatDate.month(month.first)} className="min-w-0">
      <h3 className="mb-1 px-0.5">
        <button
          type="button"
          tabIndex={-1}
          onClick={() => onMonthClick(month.first)}
          className="rounded-sm text-sm font-semibold hover:underline focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
          title={`Open ${formatDate.month(month.first)} in the month view`}
        >
          {name}
        </button>
      </h3>
      <div role="grid" aria-label={formatDate.month(month.first)} className="grid gap-px">
        <div role="row" className="grid grid-cols-7 gap-px">
          {weekdays.map((weekday) => {
            // Any week's day of that weekday names the column (2023-01-01 was a Sunday).
            const sample = new Date(2023, 0, 1 + weekday)
            return (
              <div
                key={weekday}
                role="columnheader"
                aria-label={formatDate.weekday(sample)}
                className="py-0.5 text-center text-[10px] font-medium text-muted-foreground uppercase"
              >
                {formatDate.weekdayNarrow(sample)}
              </div>
            )
          })}
        </div>
        {cells.map((week, w) => (
          <div key={w} role="row" className="grid grid-cols-7 gap-px">
            {week.map((cell, c) => {
              if (!cell) return <div key={c} role="gridcell" className="h-7 xl:h-8" />
              const { day, key } = cell
              const count = counts?.get(key) ?? 0
              const shade = counts ? shadeOf(count) : 0
              const isToday = key === todayKey
              return (
                <div key={c} role="gridcell" className="flex">
                  <button
                    type="button"
                    data-year-day={key}
                    data-count={counts ? count : undefined}
                    data-shade={counts ? shade : undefined}
                    data-today={isToday || undefined}
                    aria-current={isToday ? 'date' : undefined}
                    aria-label={`${cell.name}: ${counts ? eventsLabel(count) : 'counting events'}`}
                    tabIndex={key === tabbableKey ? 0 : -1}
                    onClick={() => onDayClick(day)}
                    className={cn(
                      'relative flex h-7 w-full items-center xl:h-8 justify-center rounded-[5px] text-[11px] tabular-nums outline-none hover:ring-2 hover:ring-foreground/30 focus-visible:ring-2 focus-visible:ring-ring sm:text-xs',
                      SHADE_CLASSES[shade],
                      isToday &&
                        'font-bold ring-2 ring-today ring-offset-1 ring-offset-card hover:ring-today',
                    )}
                  >
                    {day.getDate()}
                  </button>
                </div>
              )
            })}
          </div>
        ))}
      </div>
    </section>
  )
})

/** What each shade means: 'No events', then the counts each shade stands for. */
function Legend({ shades }: { shades: Shading }) {
  return (
    <ul aria-label="Legend" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      <li className="flex items-center gap-1.5">
        <span aria-hidden className={cn('size-3.5 rounded-[4px] border', SHADE_CLASSES[0])} />
        No events
      </li>
      {shades.legend.map(({ shade, from, to }) => (
        <li key={shade} className="flex items-center gap-1.5" data-legend-shade={shade}>
          <span aria-hidden className={cn('size-3.5 rounded-[4px]', SHADE_CLASSES[shade])} />
          {from === to ? from : `${from}–${to}`}
        </li>
      ))}
    </ul>
  )
}
