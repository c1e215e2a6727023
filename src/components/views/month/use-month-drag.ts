import { useEffect, useState, type PointerEvent as ReactPointerEvent } from 'react'
import type { CalendarEvent } from '@/model/types'
import type { MoveTo } from '@/components/shell/use-event-mover'
import { dragModule, loadDrag } from '../drag-loader'
import type { MonthGhost } from './month-drag'

export type { MonthGhost }

/**
 * Drags in the month grid (product.md, "Direct manipulation and keyboard"): an event (a chip
 * or a bar, picked up on any of its days) dropped on another day moves by the days between,
 * keeping its time of day and length (month-drag.ts, loaded after the first paint).
 */
export function useMonthDrag(events: readonly CalendarEvent[], moveTo: MoveTo) {
  const [ghost, setGhost] = useState<MonthGhost | null>(null)
  useEffect(loadDrag, [])
  const onPointerDown = (down: ReactPointerEvent<HTMLElement>) =>
    dragModule()?.startMonthDrag(down, { events, moveTo, setGhost })
  return { ghost, onPointerDown }
}
