import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { format } from 'date-fns'
import type { CalendarEvent } from '@/model/types'
import { cn } from '@/lib/utils'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'

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
  const headingId = useId()
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
        <Popover open onOpenChange={setOpen}>
          <PopoverAnchor virtualRef={buttonRef} />
          <PopoverContent
            id={contentId}
            aria-labelledby={headingId}
            // Portalled, but React events still bubble to the cell: keep its click to itself.
            onClick={(e) => e.stopPropagation()}
            onInteractOutside={(event) => {
              // A press on the button itself is its own toggle, not a click outside.
              if (buttonRef.current?.contains(event.target as Node)) event.preventDefault()
              else leftByOutside.current = true
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              if (!leftByOutside.current) buttonRef.current?.focus()
            }}
            className="flex max-h-[min(24rem,var(--radix-popover-content-available-height))] flex-col gap-1 overflow-y-auto"
          >
            <h3 id={headingId} className="px-1 pb-1 text-sm font-semibold">
              {heading}
            </h3>
            <EventList
              events={events}
              onPick={(event) => {
                // The list item is about to go: put focus on the '+N' first, so the edit
                // dialog opened next gives it back there when it closes, not to the page.
                leftByOutside.current = false
                buttonRef.current?.focus()
                setOpen(false)
                onEventClick(event)
              }}
            />
          </PopoverContent>
        </Popover>
      )}
    </>
  )
}

/**
 * The list, in its own component so that it is built only when the popover opens: a month of
 * many events has a '+N' in every cell, and building every list on each navigation grew with
 * the data (docs/performance.md).
 */
function EventList({
  events,
  onPick,
}: {
  events: readonly CalendarEvent[]
  onPick: (event: CalendarEvent) => void
}) {
  return (
    <ul className="flex flex-col gap-0.5">
      {events.map((event) => (
        <li key={event.id}>
          <button
            type="button"
            data-listed-event-id={event.id}
            onClick={() => onPick(event)}
            className="flex w-full min-w-0 items-center gap-1.5 rounded-sm px-1 py-1 text-left text-xs outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50"
          >
            <span
              aria-hidden
              className="size-2 shrink-0 rounded-full"
              style={{ backgroundColor: event.color }}
            />
            <span className="min-w-0 truncate">
              <span className="text-muted-foreground">
                {event.allDay ? 'All day' : format(event.start, 'h:mm a')}{' '}
              </span>
              <span className="font-medium">{event.title}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
