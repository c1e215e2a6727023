// A drag in the month grid from its pointerdown (use-month-drag.ts holds the ghost; this loads
// after the first paint): an event dropped on another day moves by the days between.
import type { PointerEvent as ReactPointerEvent } from 'react'
import { dropOnDay } from '@/model/editing/drag-times'
import { parseDayKey } from '@/model/layout/year-layout'
import type { CalendarEvent } from '@/model/types'
import type { MoveTo } from '@/components/shell/use-event-mover'
import { trackDrag } from '../shared/pointer-drag'

/** A month drag in progress: the event and the day it would land on (its new times). */
export interface MonthGhost {
  event: CalendarEvent
  /** The cell under the pointer (yyyy-MM-dd), highlighted. */
  date: string
  start: Date
  end: Date
}

interface MonthDragContext {
  events: readonly CalendarEvent[]
  moveTo: MoveTo
  setGhost: (ghost: MonthGhost | null) => void
}

export function startMonthDrag(
  down: ReactPointerEvent<HTMLElement>,
  { events, moveTo, setGhost }: MonthDragContext,
) {
  if (down.button !== 0) return
  const element = (down.target as HTMLElement).closest<HTMLElement>('[data-event-id]')
  const event = element && events.find((e) => e.id === element.dataset.eventId)
  if (!element || !event) return
  const cells = [...down.currentTarget.querySelectorAll<HTMLElement>('[data-date]')].map(
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
        latest = { event, date, ...dropOnDay(event, parseDayKey(origin), parseDayKey(date)) }
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
