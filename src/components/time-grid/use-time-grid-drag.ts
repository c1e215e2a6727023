import { useState, type PointerEvent as ReactPointerEvent } from 'react'
import { dragCreateRange, dragMoveTimes, dragResizeEnd, minutesAtY } from '@/calendar/drag-times'
import type { CalendarEvent, DateRange } from '@/calendar/types'
import { trackDrag } from '../shared/pointer-drag'
import type { MoveTo } from '../calendar/use-event-mover'

/** What a drag in progress shows: the new place of an event, or of the event being made. */
export interface TimeGridGhost extends DateRange {
  kind: 'create' | 'move' | 'resize'
  event?: CalendarEvent
}

interface Point {
  column: number
  minutes: number
}

/**
 * Drags in the week and day grids (decisions.md, "Direct manipulation and keyboard"): on empty
 * slots to create (the New Event dialog opens with the range), on an event to move it (across
 * the shown days), on its bottom edge to change its end; 15-minute steps. Handlers go on the
 * element holding the day columns; the columns are measured when a drag starts.
 */
export function useTimeGridDrag(
  days: readonly Date[],
  events: readonly CalendarEvent[],
  moveTo: MoveTo,
  openRange: (range: DateRange) => void,
) {
  const [ghost, setGhost] = useState<TimeGridGhost | null>(null)

  const onPointerDown = (down: ReactPointerEvent<HTMLElement>) => {
    if (down.button !== 0) return
    const target = down.target as HTMLElement
    const eventElement = target.closest<HTMLElement>('[data-event-id]')
    const event = eventElement
      ? events.find((e) => e.id === eventElement.dataset.eventId)
      : undefined
    if (eventElement && (!event || event.allDay)) return
    if (!eventElement && !target.closest('[data-hour]')) return
    const kind = !event ? 'create' : target.closest('[data-resize]') ? 'resize' : 'move'
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
        start: () => {
          if (eventElement) eventElement.style.opacity = '0.4'
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
          if (eventElement) eventElement.style.opacity = ''
          setGhost(null)
          if (!latest) return
          if (kind === 'create') openRange({ start: latest.start, end: latest.end })
          else moveTo(event!, latest, kind === 'resize' ? 'end' : 'move')
        },
        cancel: () => {
          if (eventElement) eventElement.style.opacity = ''
          setGhost(null)
        },
      },
      { touch: kind !== 'create' },
    )
  }

  return { ghost, onPointerDown }
}
