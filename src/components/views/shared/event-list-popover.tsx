import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import type { CalendarEvent } from '@/model/types'
import { afterPaint } from '@/lib/after-paint'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { cn } from '@/lib/utils'
import { LoadBoundary } from '@/components/infra/load-boundary'

// The open list (Radix Popover and the list): a chunk of its own, out of the first paint's
// budget (docs/performance.md, "Bundle budget"), fetched just after the first paint so that the
// first '+N' opened finds it there.
const { Component: EventListPanel, preload } = lazyWithPreload(() => import('./event-list-panel'))
afterPaint(preload)

interface EventListPopoverProps {
  /** The trigger's text ('+2 more'), or none where it is drawn on a canvas under the button. */
  children?: ReactNode
  /** Its accessible name ('+2 more'). */
  label: string
  /** The popover's heading: the day, and the times when it lists part of a day. */
  heading: string
  events: readonly CalendarEvent[]
  onEventClick: (event: CalendarEvent) => void
  className?: string
  style?: CSSProperties
}

/**
 * A '+N' that is a real button: it opens a list of events ('h:mm a' and title), each opening
 * the event for editing. Escape or a click outside closes it, and focus goes back to the button.
 *
 * Closed, it is a plain button: the Radix popover (root, anchor, portal, focus scope) mounts
 * only while open. A month at 50,000 events a year has a '+N' in each of its 42 cells and a
 * busy week dozens more, and mounting a popover for each on every navigation was the largest
 * part of a 'next' click after the events themselves (docs/performance.md).
 */
export function EventListPopover({
  children,
  label,
  heading,
  events,
  onEventClick,
  className,
  style,
}: EventListPopoverProps) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Radix gives focus back to its trigger only when the popover was not left by a click
  // elsewhere; with our own button as the anchor we keep the same rule.
  const leftByOutside = useRef(false)
  const contentId = useId()
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={(e) => {
          // The cell or slot underneath opens 'New Event' on a click; this one opens the list.
          e.stopPropagation()
          leftByOutside.current = false
          setOpen((was) => !was)
        }}
        className={cn('outline-none focus-visible:ring-2 focus-visible:ring-ring/50', className)}
        style={style}
      >
        {children}
      </button>
      {open && (
        <LoadBoundary onError={() => setOpen(false)}>
          <EventListPanel
            anchorRef={buttonRef}
            contentId={contentId}
            heading={heading}
            events={events}
            leftByOutsideRef={leftByOutside}
            onClose={() => setOpen(false)}
            onEventClick={onEventClick}
          />
        </LoadBoundary>
      )}
    </>
  )
}
