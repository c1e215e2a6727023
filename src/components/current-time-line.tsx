import { useEffect, useState } from 'react'
import { GRID } from '@/calendar/grid-metrics'

/** The red "now" line across today's column, moved every minute (wall-clock minutes). */
export function CurrentTimeLine() {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(id)
  }, [])
  const top = ((now.getHours() * 60 + now.getMinutes()) * GRID.hourHeight) / 60
  return (
    <div
      aria-hidden
      data-testid="current-time"
      className="pointer-events-none absolute inset-x-0 z-20 h-0.5 bg-red-500"
      style={{ top }}
    >
      <span className="absolute -top-[3px] -left-1 size-2 rounded-full bg-red-500" />
    </div>
  )
}
