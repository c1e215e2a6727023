import { nowLineTop } from '@/model/layout/now-line-top'

/** The red "now" line across today's column; the grid's clock moves it each minute. */
export function CurrentTimeLine({ now }: { now: Date }) {
  return (
    <div
      aria-hidden
      data-testid="current-time"
      className="pointer-events-none absolute inset-x-0 z-20 h-0.5 bg-red-500"
      style={{ top: nowLineTop(now) }}
    >
      <span className="absolute -top-[3px] -left-1 size-2 rounded-full bg-red-500" />
    </div>
  )
}
