import { memo, type ReactNode } from 'react'
import { formatDate } from '@/model/time/formats'
import { GRID } from '@/model/layout/grid-metrics'
import { reachedLayout } from '@/model/layout/overlap-reach'
import type { TimedBlock, TimedOverflow } from '@/model/layout/timed-layout'
import type { CalendarEvent } from '@/model/types'
import { cn } from '@/lib/utils'
import { CurrentTimeLine } from './current-time-line'
import { EventListPopover } from '../shared/event-list-popover'
import { COLUMN_GAPS, columnStyle } from './column-style'
import { DayCanvas } from './canvas/day-canvas'
import { TimedEventBlock } from './timed-event-block'
import { useHourSlots } from './use-hour-slots'

interface DayColumnProps {
  day: Date
  /** The current time when this column is today (its now line and tint), else undefined. */
  now: Date | undefined
  /** Tint today's column (week view). */
  tint: boolean
  /** The day's blocks and '+N's (timeGridLayout). */
  layout: { blocks: TimedBlock<CalendarEvent>[]; overflows: TimedOverflow<CalendarEvent>[] }
  onSlotClick: (day: Date, hour: number) => void
  onEventClick: (event: CalendarEvent) => void
  /** The keyboard's slot (SlotCursor), in the column of its day only. */
  cursor?: ReactNode
  /** A drag's new place (DragGhost), in the columns it covers only. */
  ghost?: ReactNode
}

/**
 * One day of the time grid: its 24 hours as lines and slots a click opens (useHourSlots), the
 * canvas its blocks and '+N's are drawn on, and their buttons over it.
 */
export const DayColumn = memo(function DayColumn({
  day,
  now,
  tint,
  layout,
  onSlotClick,
  onEventClick,
  cursor,
  ghost,
}: DayColumnProps) {
  const dayName = formatDate.weekdayDay(day)
  // Later blocks lying over earlier ones' right parts (overlapReach), remembered per layout.
  const shown = reachedLayout(layout)
  const slots = useHourSlots(day, onSlotClick)
  return (
    <div
      data-date={formatDate.key(day)}
      data-day-column
      data-today={now ? true : undefined}
      className={cn(
        'hour-lines relative min-w-0 flex-1 cursor-pointer border-r last:border-r-0',
        now && tint && 'bg-today/5',
      )}
      style={{ height: GRID.dayHeight }}
      {...slots.handlers}
    >
      {slots.highlight}
      <DayCanvas layout={shown} />
      {now && <CurrentTimeLine now={now} />}
      {cursor}
      {ghost}
      {shown.blocks.map((block) => (
        <TimedEventBlock key={block.event.id} block={block} onClick={onEventClick} />
      ))}
      {layout.overflows.map((overflow) => (
        <OverflowButton
          key={`overflow-${overflow.top}`}
          dayName={dayName}
          overflow={overflow}
          onEventClick={onEventClick}
        />
      ))}
    </div>
  )
})

interface OverflowButtonProps {
  /** The day, as the list's heading names it ('Monday, November 16'). */
  dayName: string
  overflow: TimedOverflow<CalendarEvent>
  onEventClick: (event: CalendarEvent) => void
}

/**
 * '+N' in the last visible column of a crowded cluster: a button listing the hidden events,
 * transparent over its drawing on the canvas (paint-day.ts).
 */
function OverflowButton({ dayName, overflow, onEventClick }: OverflowButtonProps) {
  const n = overflow.events.length
  return (
    <EventListPopover
      label={`+${n} more`}
      heading={`${dayName}: ${n} more`}
      events={overflow.events}
      onEventClick={onEventClick}
      className={cn(
        'absolute z-10 rounded-md hover:bg-black/5 dark:hover:bg-white/10',
        COLUMN_GAPS,
      )}
      style={{
        top: overflow.top,
        height: overflow.height - 1,
        ...columnStyle(overflow.column, 1, overflow.columns),
      }}
    />
  )
}
