import { ChevronLeft, ChevronRight, Menu, Plus } from 'lucide-react'
import { isNarrowOnly, VIEW_MODES, VIEWS } from '@/model/views'
import { cn } from '@/lib/utils'
import { Button } from '../ui/button'
import { useCalendar, useCalendarActions } from '../shell/calendar-context'
import type { LiveStatus } from '@/data/live/use-live-events'
import { LiveIndicator } from './live-indicator'
import { lazyPart } from '@/lib/lazy-with-preload'
import { LoadBoundary } from '../infra/load-boundary'
import { MoreButton } from './more-button'
import { QuickAdd, QuickAddButton } from './quick-add'
import { SearchBox } from './search-box'
import { ZoneLabel } from './zone-label'

// The 'More' menu and Radix's menu under it (about 12 kB gzip) are a chunk of their own, asked
// for with the first render: the first load's budget (docs/performance.md, "Bundle budget").
const MoreMenu = lazyPart(() => import('./more-menu'))

/**
 * Phones: title, New Event and More, then navigation, then the views, then search. From 1280 px
 * wide: one row, search before the views.
 */
export function CalendarHeader({
  live,
  menu,
}: {
  live: LiveStatus
  /** The sidebar's button: whether the sidebar shows, and what a click does. */
  menu: { expanded: boolean; onClick: () => void }
}) {
  const { view, date, setView, goToday, step } = useCalendar()
  const { openNew } = useCalendarActions()
  return (
    <header className="relative flex flex-wrap items-center gap-x-4 gap-y-3 xl:gap-x-3">
      <div className="order-1 flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Main menu"
          aria-expanded={menu.expanded}
          aria-controls="sidebar"
          className="-ml-2 print:hidden"
          onClick={menu.onClick}
        >
          <Menu />
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">Calendar</h1>
      </div>
      <LiveIndicator status={live} />
      <div className="order-3 flex w-full min-w-0 items-center gap-1 sm:gap-2 lg:order-2 lg:w-auto">
        <Button variant="outline" size="sm" onClick={goToday}>
          Today
        </Button>
        <div className="flex items-center">
          <Button variant="ghost" size="icon" aria-label="Previous" onClick={() => step(-1)}>
            <ChevronLeft />
          </Button>
          <Button variant="ghost" size="icon" aria-label="Next" onClick={() => step(1)}>
            <ChevronRight />
          </Button>
        </div>
        <h2
          // On a phone nothing follows it in its row but the zone label, which must fit.
          className="min-w-0 truncate text-lg font-semibold sm:min-w-[200px] xl:min-w-[164px]"
          aria-live="polite"
        >
          {VIEWS[view].heading(date)}
        </h2>
        <ZoneLabel />
      </div>
      <div className="order-5 w-full sm:w-72 xl:order-3 xl:ml-auto xl:w-40">
        <SearchBox />
      </div>
      <QuickAdd />
      <div
        role="group"
        aria-label="View"
        className="order-4 inline-flex rounded-md border p-0.5 shadow-xs lg:order-3 lg:ml-auto xl:ml-0"
      >
        {VIEW_MODES.map((mode) => (
          <Button
            key={mode}
            variant={view === mode ? 'default' : 'ghost'}
            size="sm"
            // '3 days' is a phone's week; from sm the week's seven columns have room.
            // Six views fit a phone's 375 px with the narrower padding.
            className={cn('h-7 px-2 sm:px-3', isNarrowOnly(mode) && 'sm:hidden')}
            aria-pressed={view === mode}
            onClick={() => setView(mode)}
          >
            {VIEWS[mode].label}
          </Button>
        ))}
      </div>
      <div className="order-2 ml-auto flex items-center gap-1 lg:order-4 lg:ml-0">
        <Button size="sm" onClick={openNew}>
          <Plus />
          New Event
        </Button>
        <QuickAddButton />
        <LoadBoundary loading={<MoreButton />} fallback={(retry) => <MoreButton onClick={retry} />}>
          <MoreMenu />
        </LoadBoundary>
      </div>
    </header>
  )
}
