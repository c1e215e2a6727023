import { useEffect, useId, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { dayRange } from '@/model/time/range'
import type { CalendarEvent, DateRange } from '@/model/types'
import { eventsQuery } from '@/data/events/use-events'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'
import { useTimeFormat } from '@/data/settings/settings-store'
import { formatDate, formatTime, type TimeFormat } from '@/model/time/formats'

/** An event's time on the day, as the agenda says it: from an earlier day it runs until. */
function whenOnDay(event: CalendarEvent, day: DateRange, timeFormat: TimeFormat): string {
  if (event.allDay) return 'All day'
  if (event.start >= day.start) return formatTime(event.start, timeFormat)
  return event.end >= day.end ? 'All day' : `Until ${formatTime(event.end, timeFormat)}`
}

/** At most this many of a day's events are listed; the rest are a '+N more' line. */
const LISTED = 8

interface DayPreviewProps {
  day: Date
  /** The day's button, which the preview sits beside. */
  anchor: HTMLElement
  /** The day's count as the year has it (undefined while counting). */
  count: number | undefined
  onClose: () => void
}

/**
 * A day's events beside its day in the year (issue 30: "a day's tooltip or popover lists its
 * events"): read when shown, with the same range read and cache as the day view (so a click
 * on the day then draws at once). It is a tooltip: it takes no focus and holds no controls, so
 * the arrow keys go on moving over the days and the calendar's shortcuts keep working; the
 * day's button is described by it.
 */
export function DayPreview({ day, anchor, count, onClose }: DayPreviewProps) {
  const range = useMemo(() => dayRange(day), [day])
  const timeFormat = useTimeFormat()
  const { data: events, isError } = useQuery(eventsQuery(range))
  const headingId = useId()
  const contentId = useId()
  // The day's button is described by what is shown beside it, for as long as it is.
  useEffect(() => {
    anchor.setAttribute('aria-describedby', contentId)
    return () => anchor.removeAttribute('aria-describedby')
  }, [anchor, contentId])
  const anchorRef = useMemo(() => ({ current: anchor }), [anchor])
  const listed = events?.slice(0, LISTED) ?? []
  const more = (events?.length ?? 0) - listed.length
  return (
    <Popover open onOpenChange={(open) => !open && onClose()}>
      <PopoverAnchor virtualRef={anchorRef} />
      <PopoverContent
        // A tooltip, not a dialog: nothing in it to focus, and the page's keys stay the page's.
        role="tooltip"
        id={contentId}
        aria-labelledby={headingId}
        side="right"
        align="start"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        className="pointer-events-none flex w-72 flex-col gap-1"
        // Radix's positioning wrapper takes the pointer too: the days under the preview must
        // still be reachable by the pointer resting on them.
        ref={(node) => {
          if (node?.parentElement) node.parentElement.style.pointerEvents = 'none'
        }}
        data-day-preview={formatDate.key(day)}
      >
        <p id={headingId} className="px-1 text-sm font-semibold">
          {formatDate.fullDay(day)}
        </p>
        {count !== undefined && (
          <p className="px-1 text-xs text-muted-foreground">
            {count === 0 ? 'No events' : count === 1 ? '1 event' : `${count} events`}
          </p>
        )}
        {isError ? (
          <p className="px-1 text-xs text-muted-foreground">Failed to load events</p>
        ) : !events ? (
          count !== 0 && <p className="px-1 text-xs text-muted-foreground">Loading…</p>
        ) : (
          events.length > 0 && (
            <ul className="flex flex-col gap-0.5 pt-1">
              {listed.map((event) => (
                <li key={event.id} className="flex min-w-0 items-center gap-1.5 px-1 text-xs">
                  <span
                    aria-hidden
                    className="size-2 shrink-0 rounded-full"
                    style={{ backgroundColor: event.color }}
                  />
                  <span className="min-w-0 truncate">
                    <span className="text-muted-foreground">
                      {whenOnDay(event, range, timeFormat)}{' '}
                    </span>
                    <span className="font-medium">{event.title}</span>
                  </span>
                </li>
              ))}
              {more > 0 && <li className="px-1 text-xs text-muted-foreground">+{more} more</li>}
            </ul>
          )
        )}
      </PopoverContent>
    </Popover>
  )
}
