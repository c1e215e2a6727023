import type { CSSProperties } from 'react'
import { formatDate } from '@/model/time/formats'
import type { AllDayStrip } from '@/model/layout/all-day-strip'
import type { CalendarEvent } from '@/model/types'
import { EventBar } from '../shared/event-bar'
import { EventListPopover } from '../shared/event-list-popover'

interface AllDayRowProps {
  days: readonly Date[]
  strip: AllDayStrip<CalendarEvent>
  onEventClick: (event: CalendarEvent) => void
}

/**
 * The all-day strip of the week and day views, under the day headers (and sticky with them):
 * all-day events and events of 24 hours or more as bars in lanes; '+N' past the last lane.
 */
export function AllDayRow({ days, strip, onEventClick }: AllDayRowProps) {
  const rows = strip.lanes + (strip.overflows.length > 0 ? 1 : 0)
  return (
    <div role="group" aria-label="All-day events" className="flex border-t">
      <div className="flex w-12 shrink-0 items-center justify-end border-r pr-1.5 text-[10px] text-muted-foreground sm:w-16 sm:pr-2 sm:text-[11px]">
        All day
      </div>
      <div
        className="relative grid min-w-0 flex-1 gap-0.5 py-1"
        style={{
          gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${rows}, 24px)`,
        }}
      >
        {/* The day columns' lines, continued through the strip. */}
        <div aria-hidden className="pointer-events-none absolute inset-0 flex">
          {/* By place: the same lines every week, not made anew on each 'next'. */}
          {days.map((_, i) => (
            <div key={i} className="flex-1 border-r last:border-r-0" />
          ))}
        </div>
        {strip.bars.map((bar) => (
          <EventBar
            key={bar.event.id}
            bar={bar}
            days={days}
            unit={days.length === 1 ? 'day' : 'week'}
            onClick={onEventClick}
            className="mx-0.5"
            style={{ gridRow: bar.level + 1, gridColumn: `${bar.first + 1} / ${bar.last + 2}` }}
          />
        ))}
        {strip.overflows.map((overflow) => (
          <EventListPopover
            key={overflow.column}
            label={`+${overflow.hidden.length} more`}
            heading={`${formatDate.weekdayDay(days[overflow.column]!)}: all day`}
            events={overflow.events}
            onEventClick={onEventClick}
            className="mx-0.5 truncate rounded-sm px-1 text-left text-[11px] font-medium text-muted-foreground hover:bg-accent hover:text-foreground sm:text-xs"
            style={{ gridRow: rows, gridColumn: overflow.column + 1 } as CSSProperties}
          >
            +{overflow.hidden.length}
          </EventListPopover>
        ))}
      </div>
    </div>
  )
}
