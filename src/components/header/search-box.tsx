import { memo, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Search } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { MIN_WORD, searchWords } from '@/model/search-words'
import { isMissingTable } from '@/data/schema/missing-table'
import { setDbFeatures } from '@/data/schema/db-features'
import type { CalendarEvent } from '@/model/types'
import { searchEvents } from '@/data/search/search-events'
import { searchKeys } from '@/data/events/query-keys'
import { useDisplayZone } from '@/data/settings/display-zone'
import { useShownEventsFilter } from '@/data/calendars/use-shown-events'
import { Input } from '../ui/input'
import { useCalendarActions } from '../shell/calendar-context'
import { useTimeFormat } from '@/data/settings/settings-store'
import { formatDate, formatTime } from '@/model/time/formats'

/** The field's id: the '/' key (use-shortcuts.ts) focuses it. */
export const SEARCH_FIELD_ID = 'calendar-search'

/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 250

/**
 * The header's search (product.md §10): a searchbox 'Search events' ('/' focuses it:
 * use-shortcuts.ts) whose
 * results, nearest upcoming first, list under it; choosing one selects its date and opens it.
 * Arrow Down moves from the field into the list and Up/Down through it. Escape clears the field
 * and closes the list (from the list, giving the field back its focus); Escape on an empty field
 * leaves it, so the next key is a calendar shortcut again (issue #33).
 */
// memo: it draws nothing of the shown period, so a 'next' does not draw it again (issue 32).
export const SearchBox = memo(function SearchBox() {
  const timeFormat = useTimeFormat()
  const { openEvent, goTo } = useCalendarActions()
  const [text, setText] = useState('')
  const [words, setWords] = useState<string[]>([])
  const [open, setOpen] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const resultsId = useId()

  useEffect(() => {
    const timer = setTimeout(() => setWords(searchWords(text)), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  // Hits are in display times: a zone change searches again, under its own key.
  const zone = useDisplayZone()
  const shownHits = useShownEventsFilter()
  const search = useQuery({
    queryKey: searchKeys.query(words, zone),
    queryFn: () => searchEvents(words, new Date(), setDbFeatures),
    // Hits in hidden calendars left out, calendar colours given (use-shown-events.ts).
    select: shownHits,
    enabled: words.length > 0,
    staleTime: 0,
    retry: false,
  })

  const choose = (hit: CalendarEvent) => {
    setOpen(false)
    goTo(hit.start)
    openEvent(hit)
  }

  /** The first Escape: the typed words go, and their results with them. */
  const clear = () => {
    setText('')
    setWords([])
    setOpen(false)
  }

  const items = () => [...(list.current?.querySelectorAll('button') ?? [])]
  const onListKey = (event: KeyboardEvent) => {
    const buttons = items()
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    if (event.key === 'ArrowDown') buttons[Math.min(at + 1, buttons.length - 1)]?.focus()
    else if (event.key === 'ArrowUp') (at <= 0 ? field.current : buttons[at - 1])?.focus()
    else if (event.key === 'Escape') {
      clear()
      field.current?.focus()
    } else return
    event.preventDefault()
  }

  const typed = text.trim().length > 0
  const showing = open && typed
  return (
    <div
      className="relative w-full"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={field}
        id={SEARCH_FIELD_ID}
        type="search"
        placeholder="Search events"
        aria-label="Search events"
        aria-controls={showing ? resultsId : undefined}
        className="h-8 pl-8"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
            items()[0]?.focus()
          } else if (event.key === 'Escape') {
            // Not the browser's own clearing of a search field: ours also drops the results.
            event.preventDefault()
            if (text !== '') clear()
            else field.current?.blur()
          }
        }}
      />
      {showing && (
        <div
          id={resultsId}
          role="region"
          aria-label="Search results"
          aria-busy={search.isFetching}
          className="absolute top-full right-0 z-50 mt-1 max-h-96 w-[min(24rem,calc(100vw-1.5rem))] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {words.length === 0 ? (
            <p role="status" className="px-2 py-1.5 text-sm text-muted-foreground">
              Type a word of at least {MIN_WORD} letters
            </p>
          ) : (
            <SearchStatus search={search} />
          )}
          {words.length > 0 && search.data && search.data.length > 0 && (
            <ul ref={list} onKeyDown={onListKey}>
              {search.data.map((hit) => (
                <li key={hit.id}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50"
                    onClick={() => choose(hit)}
                  >
                    <span
                      aria-hidden
                      className="size-2 shrink-0 rounded-full"
                      style={{ backgroundColor: hit.color }}
                    />
                    <span className="min-w-0 flex-1 truncate">
                      <span className="font-medium">{hit.title}</span>
                      {hit.location && (
                        <span className="text-muted-foreground">
                          {', '}
                          {hit.location}
                        </span>
                      )}
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {' '}
                      {formatDate.shortDay(hit.start)}
                      {hit.allDay ? '' : `, ${formatTime(hit.start, timeFormat)}`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
})

function SearchStatus({
  search,
}: {
  search: { isPending: boolean; isError: boolean; error: unknown; data?: readonly CalendarEvent[] }
}) {
  const message = search.isError
    ? isMissingTable(search.error)
      ? 'Search needs the database update: run the setup SQL again.'
      : 'Search failed. Try again.'
    : search.isPending
      ? 'Searching…'
      : search.data?.length === 0
        ? 'No events found'
        : null
  if (!message) return null
  return (
    <p role="status" className="px-2 py-1.5 text-sm text-muted-foreground">
      {message}
    </p>
  )
}
