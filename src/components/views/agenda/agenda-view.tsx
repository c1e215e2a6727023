import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { isSameDay } from 'date-fns'
import { formatDate } from '@/model/time/formats'
import { Repeat } from 'lucide-react'
import { agendaLayout } from '@/model/layout/agenda-layout'
import { agendaTime } from '@/model/layout/agenda-time'
import { useTimeFormat } from '@/data/settings/settings-store'
import type { CalendarEvent } from '@/model/types'
import { useAgendaPages } from '@/data/events/use-agenda-pages'
import { cn } from '@/lib/utils'
import { useCalendar, useCalendarActions } from '@/components/shell/calendar-context'
import type { ViewProps } from '../view-props'
import { eventDescription } from '../shared/event-description'
import { LinkedText } from '@/components/infra/linked-text'
import { toast } from '@/components/ui/use-toast'

/** Pages (of 30 days) the list loads by scrolling: a year ahead; 'Next' goes further. */
const MAX_PAGES = 12

/**
 * The agenda (product.md §10): the events from the selected day on, under day headings
 * ('EEEE, MMMM d'), days without events left out; 'No events' when the loaded days have none.
 * The first page is the view's range (the one useEvents reads, read here through the same
 * query so its loading is known); the next ones are read as the end of the list comes near
 * (an IntersectionObserver on the last row, 400 px ahead), one at a time.
 */
export function AgendaView({ date }: ViewProps) {
  const { today } = useCalendar()
  const { openEvent } = useCalendarActions()
  const [loaded, setLoaded] = useState({ date, count: 1 })
  // Another selected date starts again from one page ("adjusting state when a prop changes").
  if (loaded.date !== date) setLoaded({ date, count: 1 })
  const count = loaded.date === date ? loaded.count : 1
  const { pages, error } = useAgendaPages(date, count)

  const waiting = pages.findIndex((page) => page.events === undefined)
  const ready = waiting === -1 ? pages : pages.slice(0, waiting)
  const groups = ready.flatMap((page) => agendaLayout(page.events ?? [], page.days))

  useEffect(() => {
    if (error)
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to load events' })
  }, [error])

  const scroller = useRef<HTMLElement>(null)
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const target = end.current
    if (waiting !== -1 || error || count >= MAX_PAGES || !target) return
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setLoaded((was) => (was.date === date ? { date, count: was.count + 1 } : was))
      },
      { root: scroller.current, rootMargin: '0px 0px 400px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [waiting, error, count, date])

  return (
    <section
      ref={scroller}
      aria-label="Agenda"
      aria-busy={waiting !== -1}
      className="min-h-0 flex-1 overflow-y-auto rounded-lg border bg-card"
    >
      {groups.length === 0 && pages[0]?.events !== undefined && (
        <p className="p-6 text-center text-sm text-muted-foreground">No events</p>
      )}
      {groups.map(({ day, events: list }) => {
        const isToday = isSameDay(day, today)
        return (
          <div key={day.getTime()} data-date={formatDate.key(day)} className="border-b">
            <h3
              aria-current={isToday ? 'date' : undefined}
              className={cn(
                'sticky top-0 z-10 bg-muted px-4 py-1.5 text-sm font-semibold',
                isToday && 'text-today',
              )}
            >
              {formatDate.weekdayDay(day)}
            </h3>
            <ul>
              {list.map((event) => (
                <li key={event.id}>
                  <AgendaRow event={event} day={day} onOpen={openEvent} />
                </li>
              ))}
            </ul>
          </div>
        )
      })}
      <div ref={end} aria-hidden className="h-px" />
    </section>
  )
}

function AgendaRow({
  event,
  day,
  onOpen,
}: {
  event: CalendarEvent
  day: Date
  onOpen: (event: CalendarEvent) => void
}) {
  const time = agendaTime(event, day, useTimeFormat())
  return (
    <>
      <button
        type="button"
        data-event-id={event.id}
        aria-description={eventDescription(event)}
        onClick={() => onOpen(event)}
        className="flex w-full items-center gap-3 px-4 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:ring-inset"
        style={{ '--event-color': event.color } as CSSProperties}
      >
        {/* The space keeps the time and the title apart in the button's accessible name. */}
        <span className="w-[8.5rem] shrink-0 text-xs whitespace-nowrap text-muted-foreground sm:w-40 sm:text-sm">
          {time}{' '}
        </span>
        <span aria-hidden className="size-2.5 shrink-0 rounded-full bg-(--event-color)" />
        <span className="min-w-0 flex-1 truncate">
          <span className="font-medium">{event.title}</span>
          {event.location && (
            <span className="text-muted-foreground">
              {', '}
              {event.location}
            </span>
          )}
        </span>
        {event.repeat && <Repeat aria-hidden className="size-3.5 shrink-0 opacity-60" />}
      </button>
      {/* The description read, under the title, its web addresses as links (outside the button:
        a link inside a button is neither one nor the other). */}
      {event.description && (
        <p className="-mt-1 line-clamp-3 pr-4 pb-2 pl-[11.625rem] text-xs break-words whitespace-pre-line text-muted-foreground sm:pl-[13.125rem]">
          <LinkedText text={event.description} />
        </p>
      )}
    </>
  )
}
