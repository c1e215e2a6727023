// The open part of EventListPopover (event-list-popover.tsx says why it is a chunk of its own):
// the Radix popover anchored to the '+N' button, its heading and the list of events.
import { useId, type RefObject } from 'react'
import type { CalendarEvent } from '@/model/types'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'
import { useTimeFormat } from '@/data/settings/settings-store'
import { formatTime } from '@/model/time/formats'

interface EventListPanelProps {
  anchorRef: RefObject<HTMLButtonElement | null>
  contentId: string
  heading: string
  events: readonly CalendarEvent[]
  /** Set when the popover was left by a click elsewhere: focus then stays where it went. */
  leftByOutsideRef: RefObject<boolean>
  onClose: () => void
  onEventClick: (event: CalendarEvent) => void
}

export default function EventListPanel({
  anchorRef,
  contentId,
  heading,
  events,
  leftByOutsideRef,
  onClose,
  onEventClick,
}: EventListPanelProps) {
  const headingId = useId()
  return (
    <Popover open onOpenChange={(open) => !open && onClose()}>
      <PopoverAnchor virtualRef={anchorRef} />
      <PopoverContent
        id={contentId}
        aria-labelledby={headingId}
        // Portalled, but React events still bubble to the cell: keep its click to itself.
        onClick={(e) => e.stopPropagation()}
        onInteractOutside={(event) => {
          // A press on the button itself is its own toggle, not a click outside.
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault()
          else leftByOutsideRef.current = true
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          if (!leftByOutsideRef.current) anchorRef.current?.focus()
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
            leftByOutsideRef.current = false
            anchorRef.current?.focus()
            onClose()
            onEventClick(event)
          }}
        />
      </PopoverContent>
    </Popover>
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
  const timeFormat = useTimeFormat()
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
                {event.allDay ? 'All day' : formatTime(event.start, timeFormat)}{' '}
              </span>
              <span className="font-medium">{event.title}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
