import { useRef, type MouseEvent, type PointerEvent } from 'react'
import { GRID } from '@/model/layout/grid-metrics'
import { hourAt } from '@/model/layout/hour-at'

/** The hour under the pointer in the column whose handler runs. */
const hourOf = (e: MouseEvent<HTMLElement>) =>
  hourAt(e.clientY - e.currentTarget.getBoundingClientRect().top)

/**
 * A day column's hour slots without an element per hour (168 fewer in a week, each styled and
 * laid out on every 'next': docs/performance.md). The column's own empty part takes the
 * pointer: a click there opens the hour under it, and a mouse over it lights that hour with
 * one element moved from hour to hour, under the canvas and the blocks. What lies over the
 * column (a block, a '+N') is the click's target itself, so it never reaches the slot; the
 * canvas, its find layer, the now line and the keyboard's slot take no pointer. The lines
 * are the column's background (the `hour-lines` utility).
 */
export function useHourSlots(day: Date, onSlotClick: (day: Date, hour: number) => void) {
  const lit = useRef<HTMLDivElement>(null)
  const hide = () => {
    if (lit.current) lit.current.hidden = true
  }
  return {
    handlers: {
      onClick: (e: MouseEvent<HTMLElement>) => {
        if (e.target === e.currentTarget) onSlotClick(day, hourOf(e))
      },
      onPointerMove: (e: PointerEvent<HTMLElement>) => {
        const element = lit.current
        // A finger has no hover; over a block, the block shows its own.
        if (!element || e.pointerType === 'touch' || e.target !== e.currentTarget) return hide()
        element.style.top = `${hourOf(e) * GRID.hourHeight}px`
        element.hidden = false
      },
      onPointerLeave: hide,
    },
    // First in the column, so the canvas and everything placed after it paint over it.
    highlight: (
      <div
        ref={lit}
        hidden
        aria-hidden
        data-slot-highlight
        className="pointer-events-none absolute inset-x-0 bg-accent/60"
        style={{ height: GRID.hourHeight }}
      />
    ),
  }
}
