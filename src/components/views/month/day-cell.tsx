import type { MonthDay } from '@/model/layout/month-week-layout'
import type { CalendarEvent } from '@/model/types'
import { cn } from '@/lib/utils'
import { EventListPopover } from '../shared/event-list-popover'
import { EventChip } from './event-chip'
import type { MonthGhost } from './use-month-drag'
import { useTimeFormat } from '@/data/settings/settings-store'
import { formatDate, formatTime } from '@/model/time/formats'

interface DayCellProps {
  /** Its place in the month grid (1-based), given, since bars share the grid. */
  row: number
  column: number
  /** The grid's last column (the 7th, or the 5th with weekends hidden). */
  lastColumn: boolean
  day: Date
  outside: boolean
  isToday: boolean
  /** A drag would drop its event here: the cell is marked and shows it. */
  ghost?: MonthGhost
  /** The grid's one tab stop is this day's button (roving tabindex). */
  tabbable: boolean
  layout: MonthDay<CalendarEvent>
  onDayClick: (day: Date) => void
  onEventClick: (event: CalendarEvent) => void
}

/** One day of the month grid: its number, its rows (chips, or room for the bars over it), '+N more'. */
export function DayCell({
  row,
  column,
  lastColumn,
  day,
  outside,
  isToday,
  tabbable,
  ghost,
  layout,
  onDayClick,
  onEventClick,
}: DayCellProps) {
  const more = layout.hidden
  const timeFormat = useTimeFormat()
  return (
    <div
      style={{ gridRow: row, gridColumn: column }}
      data-date={formatDate.key(day)}
      data-outside={outside || undefined}
      data-today={isToday || undefined}
      onClick={() => onDayClick(day)}
      className={cn(
        'flex min-h-[92px] min-w-0 cursor-pointer flex-col gap-0.5 border-r border-b p-0.5 hover:bg-accent/60 sm:min-h-[112px] sm:p-1',
        // The grid's own border closes the last column.
        lastColumn && 'border-r-0',
        outside && 'bg-muted/40 text-muted-foreground',
        // Positioned only under a drag's ghost: a positioned cell is a paint layer of its own,
        // and 42 of them made each month 'next' slower to paint (issue 32).
        ghost && 'relative bg-accent/60 ring-2 ring-ring ring-inset',
      )}
    >
      <button
        type="button"
        aria-label={formatDate.fullDay(day)}
        aria-current={isToday ? 'date' : undefined}
        data-day={formatDate.key(day)}
        tabIndex={tabbable ? 0 : -1}
        onClick={(e) => {
          e.stopPropagation()
          onDayClick(day)
        }}
        className={cn(
          'mx-auto flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:mr-0 sm:ml-auto sm:size-7 sm:text-sm',
          isToday && 'bg-today text-today-foreground hover:bg-today/90',
        )}
      >
        {formatDate.dayOfMonth(day)}
      </button>
      {ghost && (
        <div
          aria-hidden
          data-drag-ghost=""
          className="pointer-events-none absolute inset-x-1 bottom-1 z-20 flex min-h-6 items-center gap-1 truncate rounded-sm border-2 border-dashed bg-card px-1 text-[11px] font-medium shadow-md sm:text-xs"
          style={{ borderColor: ghost.event.color }}
        >
          <span className="truncate">
            {!ghost.event.allDay && `${formatTime(ghost.start, timeFormat)} `}
            {ghost.event.title}
          </span>
        </div>
      )}
      {layout.rows.map((slot, i) =>
        slot.kind === 'event' ? (
          <EventChip key={slot.event.id} event={slot.event} day={day} onEventClick={onEventClick} />
        ) : (
          // Room for the bar drawn over this row (or for one on a later row).
          <div key={`row-${i}`} aria-hidden className="h-6 shrink-0" />
        ),
      )}
      {more > 0 && (
        <EventListPopover
          label={`+${more} more`}
          heading={formatDate.weekdayDay(day)}
          events={layout.events}
          onEventClick={onEventClick}
          className="min-h-6 w-full truncate rounded-sm px-0.5 text-left text-[11px] font-medium tracking-tight sm:px-1 sm:tracking-normal text-muted-foreground hover:bg-accent hover:text-foreground sm:text-xs"
        >
          +{more} more
        </EventListPopover>
      )}
    </div>
  )
}
