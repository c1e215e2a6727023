// A drag in the week and day grids from its pointerdown (use-time-grid-drag.ts holds the
// ghost; this loads after the first paint, with the month's, so the first screen's JS stays
// small). On empty slots it creates, on an event it moves, on its bottom edge it resizes.
import type { PointerEvent as ReactPointerEvent } from 'react'
import {
  dragCreateRange,
  dragMoveTimes,
  dragResizeEnd,
  minutesAtY,
} from '@/model/editing/drag-times'
import type { CalendarEvent, DateRange } from '@/model/types'
import { displayZone } from '@/data/settings/display-zone'
import type { MoveTo } from '@/components/shell/use-event-mover'
import { trackDrag } from '@/components/views/shared/pointer-drag'

/** What a drag in progress shows: the new place of an event, or of the event being made. */
export interface TimeGridGhost extends DateRange {
  kind: 'create' | 'move' | 'resize'
  event?: CalendarEvent
}

interface TimeGridDragContext {
  days: readonly Date[]
  events: readonly CalendarEvent[]
  moveTo: MoveTo
  openRange: (range: DateRange) => void
  setGhost: (ghost: TimeGridGhost | null) => void
}

/** The height of a block's bottom edge that changes its end (its ::after, 6px). */
const RESIZE_EDGE = 6

/** Whether a press at `y` is on the block's resize edge (only blocks that end in the day have one). */
const onResizeEdge = (element: HTMLElement, y: number) =>
  element.dataset.resizable !== undefined &&
  y >= element.getBoundingClientRect().bottom - RESIZE_EDGE

interface Point {
  column: number
  minutes: number
}

export function startTimeGridDrag(
  down: ReactPointerEvent<HTMLElement>,
  { days, events, moveTo, openRange, setGhost }: TimeGridDragContext,
) {
  if (down.button !== 0) return
  const target = down.target as HTMLElement
  const eventElement = target.closest<HTMLElement>('[data-event-id]')
  const event = eventElement ? events.find((e) => e.id === eventElement.dataset.eventId) : undefined
  if (eventElement && (!event || event.allDay)) return
  // A create starts on a column's empty part: its hour slots are the column itself
  // (use-hour-slots.tsx); a '+N' or anything else over it is not a slot.
  if (!eventElement && target.dataset.dayColumn === undefined) return
  const kind = !event ? 'create' : onResizeEdge(eventElement!, down.clientY) ? 'resize' : 'move'
  const columns = [...down.currentTarget.querySelectorAll<HTMLElement>('[data-date]')].map(
    (column) => column.getBoundingClientRect(),
  )
  const at = (e: PointerEvent): Point => {
    let column = columns.findIndex((rect) => e.clientX < rect.right)
    if (column === -1) column = columns.length - 1
    return { column, minutes: minutesAtY(e.clientY - columns[column]!.top) }
  }
  const origin = at(down.nativeEvent)
  let latest: TimeGridGhost | null = null
  trackDrag(
    down.nativeEvent,
    {
      // The block dims while it is dragged (its button's data-dragging style).
      start: () => {
        if (eventElement) eventElement.dataset.dragging = ''
      },
      move: (e) => {
        const point = at(e)
        const times =
          kind === 'create'
            ? dragCreateRange(
                days[origin.column]!,
                origin.minutes,
                days[point.column]!,
                point.minutes,
              )
            : kind === 'move'
              ? dragMoveTimes(
                  event!,
                  point.column - origin.column,
                  point.minutes - origin.minutes,
                  displayZone(),
                )
              : dragResizeEnd(event!, days[point.column]!, point.minutes)
        if (
          latest &&
          latest.start.getTime() === times.start.getTime() &&
          latest.end.getTime() === times.end.getTime()
        )
          return
        latest = { kind, event, ...times }
        setGhost(latest)
      },
      drop: () => {
        if (eventElement) delete eventElement.dataset.dragging
        setGhost(null)
        if (!latest) return
        if (kind === 'create') openRange({ start: latest.start, end: latest.end })
        else moveTo(event!, latest, kind === 'resize' ? 'end' : 'move')
      },
      cancel: () => {
        if (eventElement) delete eventElement.dataset.dragging
        setGhost(null)
      },
    },
    { touch: kind !== 'create' },
  )
}
