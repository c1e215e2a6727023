import { useEffect, useState, type PointerEvent as ReactPointerEvent } from 'react'
import type { CalendarEvent, DateRange } from '@/model/types'
import type { MoveTo } from '@/components/shell/use-event-mover'
import { dragModule, loadDrag } from '@/components/views/drag-loader'
import type { TimeGridGhost } from './time-grid-drag'

export type { TimeGridGhost }

/**
 * Drags in the week and day grids (product.md, "Direct manipulation and keyboard"): on empty
 * slots to create (the New Event dialog opens with the range), on an event to move it (across
 * the shown days), on its bottom edge to change its end; 15-minute steps (time-grid-drag.ts,
 * loaded after the first paint). Handlers go on the element holding the day columns.
 */
export function useTimeGridDrag(
  days: readonly Date[],
  events: readonly CalendarEvent[],
  moveTo: MoveTo,
  openRange: (range: DateRange) => void,
) {
  const [ghost, setGhost] = useState<TimeGridGhost | null>(null)
  useEffect(loadDrag, [])
  const onPointerDown = (down: ReactPointerEvent<HTMLElement>) =>
    dragModule()?.startTimeGridDrag(down, { days, events, moveTo, openRange, setGhost })
  return { ghost, onPointerDown }
}
