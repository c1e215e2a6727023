import type { CSSProperties } from 'react'
import { GRID } from '@/model/layout/grid-metrics'
import { getSettings } from '@/data/settings/settings-store'
import { timeRange } from '../block'
import type { TimeGridGhost } from './use-time-grid-drag'

const minutesOf = (date: Date) => date.getHours() * 60 + date.getMinutes()

/**
 * The part of a drag's new place that falls on `day`: a dashed block with its time range
 * (on the day it starts), or nothing.
 */
export function DragGhost({ ghost, day }: { ghost: TimeGridGhost; day: Date }) {
  const next = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
  if (ghost.start >= next || ghost.end <= day) return null
  const top = ghost.start <= day ? 0 : minutesOf(ghost.start)
  const bottom = ghost.end >= next ? 24 * 60 : minutesOf(ghost.end)
  const color = ghost.event?.color ?? 'var(--primary)'
  return (
    <div
      aria-hidden
      data-drag-ghost=""
      className="pointer-events-none absolute inset-x-0.5 z-30 overflow-hidden rounded-md border-2 border-dashed bg-(--ghost-color)/15 px-1.5 py-0.5 text-xs leading-tight font-semibold shadow-md"
      style={
        {
          top: (top / 60) * GRID.hourHeight,
          height: Math.max(((bottom - top) / 60) * GRID.hourHeight, 12),
          borderColor: color,
          '--ghost-color': color,
        } as CSSProperties
      }
    >
      {ghost.start >= day && (
        <>
          <span className="block truncate">{ghost.event?.title ?? 'New Event'}</span>
          <span className="block truncate font-normal">
            {timeRange(ghost.start, ghost.end, getSettings().timeFormat)}
          </span>
        </>
      )}
    </div>
  )
}
