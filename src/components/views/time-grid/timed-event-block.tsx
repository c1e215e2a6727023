import type { CSSProperties } from 'react'
import type { ReachedBlock } from '@/model/layout/overlap-reach'
import type { CalendarEvent } from '@/model/types'
import { cn } from '@/lib/utils'
import { continuesLabel } from '../shared/continues-label'
import { eventDescription } from '../shared/event-description'
import { eventIcons } from '../shared/event-icons'
import { blockIcons, blockTime, keepsTitle, TIME_FROM_HEIGHT } from './block'
import { useTimeFormat } from '@/data/settings/settings-store'
import { COLUMN_GAPS, columnStyle } from './column-style'

interface TimedEventBlockProps {
  block: ReachedBlock<CalendarEvent>
  onClick: (event: CalendarEvent) => void
}

/**
 * One event in a day column: the button over its drawing on the column's canvas
 * (paint-day.ts), transparent, in the same box, named by the title and times the canvas shows.
 * It takes the clicks, drags (time-grid-drag.ts) and focus, shows the hover and focus ring,
 * and dims while dragged. Only a title that stays in view under the sticky header
 * (keepsTitle) is an element here, drawn over the canvas.
 */
export function TimedEventBlock({ block, onClick }: TimedEventBlockProps) {
  const { event } = block
  const timeFormat = useTimeFormat()
  const sticky = keepsTitle(block)
  const icons = sticky && eventIcons(blockIcons(block), 2)
  const covered = block.clear < block.height
  return (
    <button
      type="button"
      data-event-id={event.id}
      data-continues-before={block.continuesBefore || undefined}
      data-continues-after={block.continuesAfter || undefined}
      // Its bottom edge (the ::after, while hovered), dragged, changes the end (time-grid-drag.ts).
      data-resizable={!block.continuesAfter || undefined}
      aria-label={`${event.title} ${blockTime(event, timeFormat)}`}
      aria-description={eventDescription(
        event,
        continuesLabel(block.continuesBefore, block.continuesAfter),
      )}
      onClick={(e) => {
        e.stopPropagation()
        onClick(event)
      }}
      className={cn(
        'absolute touch-manipulation rounded-md select-none outline-none hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-ring dark:hover:bg-white/10',
        // The canvas' block, 4px left border and padding included, so a title here sits where
        // the canvas would draw it; only on a block that holds one. Each block's place is its
        // own, so the browser styles every block from scratch on a 'next' (its style cache
        // misses); the fewer declarations a bare block has, the less that costs: about 1.5 ms
        // of a week's 96 blocks (docs/performance.md, "Weeks rendered ahead").
        sticky &&
          'flex flex-col border-l-4 border-transparent px-1.5 py-0.5 text-left text-xs leading-tight',
        // While dragged, dimmed as by 40% opacity: the card over it at 60%.
        'data-dragging:bg-card/60 data-dragging:[&>span]:opacity-40',
        COLUMN_GAPS,
        block.continuesBefore && 'rounded-t-none',
        block.continuesAfter && 'rounded-b-none',
        // Its bottom edge's resize cursor, made only while the pointer is over the block: an
        // ::after on every block was a positioned box (a paint layer) each, about 2 ms of a week
        // 'next' at 5,000 events a year (issue 32). The drag reads the edge from the pointer's
        // place (onResizeEdge), not from this box.
        !block.continuesAfter &&
          "hover:after:absolute hover:after:inset-x-0 hover:after:bottom-0 hover:after:h-1.5 hover:after:cursor-ns-resize hover:after:content-['']",
      )}
      style={{
        top: block.top,
        height: block.height - 1,
        ...columnStyle(block.column, block.span, block.columns),
      }}
    >
      {sticky && (
        <span
          aria-hidden
          // Painted above the other blocks (z-[1]; the blocks make no stacking context), in the
          // block's fill, so it covers what it passes over. Up to three lines, wrapping as the
          // canvas wraps the other titles; where later blocks lie over this one's right part
          // (overlapReach), only as wide as the part left in sight, so it never covers them.
          className={cn(
            'sticky top-(--grid-header) z-[1] line-clamp-3 bg-event-tint font-semibold',
            icons && 'event-icons',
          )}
          style={
            {
              ...(icons || undefined),
              '--event-color': event.color,
              maxWidth: covered ? `${(block.ownSpan / block.span) * 100}%` : undefined,
            } as CSSProperties
          }
        >
          {event.title}
        </span>
      )}
      {sticky && block.height >= TIME_FROM_HEIGHT && (
        // The times under a title kept in view: after however many lines it took.
        <span aria-hidden className="truncate text-[11px] text-muted-foreground">
          {blockTime(event, timeFormat)}
        </span>
      )}
    </button>
  )
}
