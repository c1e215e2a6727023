import type { CSSProperties } from 'react'
import { ChevronLeft } from 'lucide-react'
import { continuation } from '@/model/layout/continuation'
import type { CalendarEvent } from '@/model/types'
import { cn } from '@/lib/utils'
import { continuesLabel } from '../shared/continues-label'
import { eventDescription } from '../shared/event-description'
import { eventIcons } from '../shared/event-icons'
import { useTimeFormat } from '@/data/settings/settings-store'
import { formatTime } from '@/model/time/formats'

interface EventChipProps {
  event: CalendarEvent
  day: Date
  onEventClick: (event: CalendarEvent) => void
}

/**
 * 'h:mm a' and title (product.md §2). An event of several days shows on each of them, with an arrow
 * on the side where it goes on (and the same said to screen readers). One line whatever the
 * title (cut with an ellipsis), so the month's rows keep their height; the whole title is its
 * accessible name and shows on hover (`title`).
 */
export function EventChip({ event, day, onEventClick }: EventChipProps) {
  const { before, after } = continuation(event, day)
  const timeFormat = useTimeFormat()
  const icons = eventIcons([event.repeat && 'repeat', after && 'right'], 4)
  // On a phone a chip is a few letters wide: a repeat icon alone would cost the title two of
  // them, so it shows from the sm breakpoint (the description still says it repeats).
  const repeatOnly = Boolean(event.repeat) && !after
  return (
    <button
      type="button"
      data-event-id={event.id}
      title={event.title}
      aria-description={eventDescription(event, continuesLabel(before, after))}
      onClick={(e) => {
        e.stopPropagation()
        onEventClick(event)
      }}
      className={cn(
        'flex min-h-6 w-full min-w-0 items-center gap-1 rounded-sm border-l-2 px-1 py-0.5 text-left text-[11px] leading-tight outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 sm:rounded sm:border-l-0 sm:text-xs',
        // The colour dot is the button's ::before, not an element of its own: a month of many
        // events has 126 chips, and every element less is less style, layout and paint.
        !before &&
          'sm:before:block sm:before:size-2 sm:before:shrink-0 sm:before:rounded-full sm:before:bg-(--event-color)',
      )}
      style={{ borderLeftColor: event.color, '--event-color': event.color } as CSSProperties}
    >
      {before && (
        <ChevronLeft aria-hidden className="hidden size-3 shrink-0 opacity-60 sm:inline-block" />
      )}
      <span
        className={cn(
          'min-w-0 flex-1 truncate font-medium',
          icons && (repeatOnly ? 'relative sm:event-icons' : 'relative event-icons'),
        )}
        style={icons}
      >
        <span className="font-normal text-muted-foreground max-sm:sr-only">
          {formatTime(event.start, timeFormat)}{' '}
        </span>
        {event.title}
      </span>
    </button>
  )
}
