import type { CSSProperties } from 'react'
import { ChevronLeft } from 'lucide-react'
import { continuation } from '@/model/layout/continuation'
import type { CalendarEvent } from '@/model/types'
import { cn } from '@/lib/utils'
import { continuesLabel } from '../shared/continues-label'
import { eventDescription } from '../shared/event-description'
import { eventColorProps } from '../shared/event-color'
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
 *
 * As few boxes as the look allows (issue 32: a month's 'next' at the loads people have): one
 * button, its text a line box cut with an ellipsis; the time the only element in it, the colour
 * dot its ::before, the icons its ::after (event-icons), the colour named, not styled
 * (event-color.ts).
 */
export function EventChip({ event, day, onEventClick }: EventChipProps) {
  const { before, after } = continuation(event, day)
  const timeFormat = useTimeFormat()
  const icons = eventIcons([event.repeat && 'repeat', after && 'right'], 4)
  // On a phone a chip is a few letters wide: a repeat icon alone would cost the title two of
  // them, so it shows from the sm breakpoint (the description still says it repeats).
  const repeatOnly = Boolean(event.repeat) && !after
  const colour = eventColorProps(event.color)
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
        'block h-6 w-full min-w-0 shrink-0 truncate rounded-sm border-l-2 border-l-(--event-color) px-1 py-0.5 text-left text-[11px] leading-5 font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 sm:rounded sm:border-l-0 sm:text-xs',
        !before &&
          'sm:before:mr-1 sm:before:inline-block sm:before:size-2 sm:before:rounded-full sm:before:bg-(--event-color)',
        icons && (repeatOnly ? 'relative sm:event-icons' : 'relative event-icons'),
      )}
      data-event-color={colour['data-event-color']}
      style={icons || colour.style ? ({ ...colour.style, ...icons } as CSSProperties) : undefined}
    >
      {before && (
        <ChevronLeft
          aria-hidden
          className="mr-1 hidden size-3 align-[-2px] opacity-60 sm:inline-block"
        />
      )}
      <span className="font-normal text-muted-foreground max-sm:sr-only">
        {formatTime(event.start, timeFormat)}{' '}
      </span>
      {event.title}
    </button>
  )
}
