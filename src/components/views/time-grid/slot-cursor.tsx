import type { KeyboardEvent } from 'react'
import { addHours } from 'date-fns'
import { GRID } from '@/model/layout/grid-metrics'
import { SLOT_MINUTES, slotKey, slotStart, type Slot } from '@/model/editing/grid-keys'
import { useTimeFormat } from '@/data/settings/settings-store'
import { formatDayAndTime } from '@/model/time/formats'

interface SlotCursorProps {
  slot: Slot
  onKeyDown: (event: KeyboardEvent) => void
  onOpen: (range: { start: Date; end: Date }) => void
}

/**
 * The time grid's one tab stop: a half-hour slot that the arrow keys move (time-grid.tsx),
 * named by its day and time; Enter or Space opens New Event there, an hour long (product.md
 * §4's default). Seen only with the keyboard's focus; the pointer goes through it to the
 * hour slots and events beneath. A new element per slot, so a screen reader reads each.
 */
export function SlotCursor({ slot, onKeyDown, onOpen }: SlotCursorProps) {
  const start = slotStart(slot)
  const timeFormat = useTimeFormat()
  return (
    <button
      type="button"
      data-grid-slot={slotKey(slot)}
      aria-label={formatDayAndTime(start, timeFormat)}
      onKeyDown={onKeyDown}
      onClick={() => onOpen({ start, end: addHours(start, 1) })}
      className="pointer-events-none absolute inset-x-0.5 z-20 rounded-sm opacity-0 outline-none focus-visible:bg-primary/10 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
      style={{
        top: (slot.minutes / 60) * GRID.hourHeight,
        height: (SLOT_MINUTES / 60) * GRID.hourHeight,
        scrollMarginTop: 'var(--grid-header)',
      }}
    />
  )
}
