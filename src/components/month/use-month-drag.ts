import { useState, type PointerEvent as ReactPointerEvent } from 'react'
import { dropOnDay } from '@/calendar/drag-times'
import type { CalendarEvent } from '@/calendar/types'
import { trackDrag } from '../shared/pointer-drag'
import type { MoveTo } from '../calendar/use-event-mover'

/** A month drag in progress: the event and the day it would land on (its new times). */
export interface MonthGhost {
  event: CalendarEvent
  /** The cell under the pointer (yyyy-MM-dd), highlighted. */
  date: string
  start: Date
  end: Date
}

const dayOfCell = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

/**
 * Drags in the month grid (decisions.md, "Direct manipulation and keyboard"): an event (a chip
 * or a bar, picked up on any of its days) dropped on another day moves by the days between,
 * keeping its time of day and length. The cells are measured when a drag starts.
 */
export function useMonthDrag(events: readonly CalendarEvent[], moveTo: MoveTo) {
  const [ghost, setGhost] = useState<MonthGhost | null>(null)

  const onPointerDown = (down: ReactPointerEvent<HTMLElement>) => {
    if (down.button !== 0) return
    const element = (down.target as HTMLElement).closest<HTMLElement>('[data-event-id]')
    const event = element && events.find((e) => e.id === element.dataset.eventId)
    if (!element || !event) return
    const cells = [...down.currentTarget.querySelectorAll<HTMLElement>('[role="gridcell"]')].map(
      (cell) => ({ date: cell.dataset.date!, rect: cell.getBoundingClientRect() }),
    )
    const cellAt = (e: PointerEvent) =>
      cells.find(
        ({ rect }) =>
          e.clientX >= rect.left &&
          e.clientX < rect.right &&
          e.clientY >= rect.top &&
          e.clientY < rect.bottom,
      )?.date
    const origin = cellAt(down.nativeEvent)
    if (!origin) return
    let latest: MonthGhost | null = null
    const end = () => {
      element.style.opacity = ''
      setGhost(null)
    }
    trackDrag(
      down.nativeEvent,
      {
        start: () => {
          element.style.opacity = '0.4'
        },
        move: (e) => {
          const date = cellAt(e)
          if (!date || date === latest?.date) return
          latest = { event, date, ...dropOnDay(event, dayOfCell(origin), dayOfCell(date)) }
          setGhost(latest)
        },
        drop: () => {
          end()
          if (latest) moveTo(event, latest, 'move')
        },
        cancel: end,
      },
      { touch: true },
    )
  }

  return { ghost, onPointerDown }
}
