import { useCallback, useEffect, useMemo, useState } from 'react'
import type { CalendarEvent } from '@/model/types'
import { VIEWS } from '@/model/views'
import type { SqlEditor } from '@/data/schema/sql-editor-url'
import { isPrivateMode } from '@/data/auth/is-private'
import { needsUpdate, setDbFeatures } from '@/data/schema/db-features'
import { checkOwnerColumn } from '@/data/schema/owner-column'
import { useDbFeature } from '@/data/schema/use-db-features'
import { useEvents } from '@/data/events/use-events'
import { useLiveEvents } from '@/data/live/use-live-events'
import { lazyPart } from '@/lib/lazy-with-preload'
import { Announcer } from '../infra/announcer'
import { LoadBoundary } from '../infra/load-boundary'
import { ViewLoadError } from '../infra/view-load-error'
import { toast } from '../ui/use-toast'
import { CalendarHeader } from '../header/calendar-header'
import { SidebarContent } from '../sidebar/sidebar-content'
import { useSidebar } from '../sidebar/use-sidebar'
import { useCalendar } from './calendar-context'
import { useEventActions } from './use-event-actions'
import { CalendarProvider } from './calendar-provider'
import { shownReminders } from '../reminders/notice-slot-store'
import { EventDialogHost } from './event-dialog-host'
import { PrintTitle } from './print-title'
import { preloadEventDialog } from './load-event-dialog'
import { EventMoverContext, useEventMover } from './use-event-mover'
import { useShortcuts } from './use-shortcuts'
import { preloadViews, VIEW_COMPONENTS } from '../views/registry'

const SetupBanner = lazyPart(() => import('../setup/setup-banner'))
const UpdateNotice = lazyPart(() => import('../setup/update-notice'))
const SidebarSheet = lazyPart(() => import('../sidebar/sidebar-sheet'))
const ShortcutsDialog = lazyPart(() => import('../header/shortcuts-dialog'))
const ReminderCenter = lazyPart(() => import('../reminders/reminder-center'))
const RecurringChoiceDialog = lazyPart(
  () => import('../event-dialog/recurring-choice-dialog'),
  'RecurringChoiceDialog',
)

export function CalendarPage({ sqlEditor }: { sqlEditor: SqlEditor }) {
  return (
    <CalendarProvider>
      <CalendarScreen sqlEditor={sqlEditor} />
    </CalendarProvider>
  )
}

function CalendarScreen({ sqlEditor }: { sqlEditor: SqlEditor }) {
  const { view, date } = useCalendar()
  const { events, fetching, missingTable, loadError } = useEvents(view, date)
  const hasReminders = useDbFeature((features) => features?.reminders === true)
  const outdated = useDbFeature((features) => features !== undefined && needsUpdate(features))
  const live = useLiveEvents()
  const days = useMemo(() => VIEWS[view].days(date), [view, date])

  // product.md §8: any load error but the missing table is the destructive 'Failed to load events'.
  useEffect(() => {
    if (loadError)
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to load events' })
  }, [loadError])

  // The dialog's and the agenda's code once the first events are in: before, it would only
  // compete with them.
  const settled = !fetching
  useEffect(() => {
    if (!settled) return
    preloadEventDialog()
    preloadViews()
  }, [settled])

  // The banner 'Get reminders as notifications' comes with the events that have reminders, not
  // seconds later with the reminders' own chunk and read (notice-slot-store.ts).
  useEffect(() => {
    shownReminders.set(hasReminders && events.some((event) => event.savedReminders?.length))
  }, [hasReminders, events])
  useEffect(() => () => shownReminders.set(false), [])

  // Reminders once the first events are in, on a database that has them; then for good (a
  // refetch does not stop them). Derived during render, like missingTable in use-events.ts.
  const [reminding, setReminding] = useState(false)
  if (settled && hasReminders && !reminding) setReminding(true)

  // Private mode: whether the database has its SQL (owner-column.ts), once a session.
  useEffect(() => {
    if (isPrivateMode) void checkOwnerColumn(setDbFeatures)
  }, [])

  const [help, setHelp] = useState({ open: false, opened: false })
  const mover = useEventMover()
  // An occurrence the Delete key is about to delete, waiting for its scope.
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null)
  const { remove } = useEventActions()
  useShortcuts(
    useCallback(() => setHelp({ open: true, opened: true }), []),
    mover.nudge,
    setDeleting,
  )

  const sidebar = useSidebar()
  const View = VIEW_COMPONENTS[view]
  return (
    // data-print-view: the print stylesheet fits each view to its pages (src/index.css).
    <div
      className="mx-auto flex h-dvh max-w-[1600px] flex-col gap-4 p-3 sm:p-6"
      data-print-view={view}
    >
      <PrintTitle />
      <CalendarHeader
        live={live}
        menu={{ expanded: sidebar.sheetOpen || !sidebar.collapsed, onClick: sidebar.toggle }}
      />
      {missingTable && (
        <LoadBoundary>
          <SetupBanner sqlEditor={sqlEditor} />
        </LoadBoundary>
      )}
      {!missingTable && outdated && (
        <LoadBoundary>
          <UpdateNotice sqlEditor={sqlEditor} />
        </LoadBoundary>
      )}
      <div className="flex min-h-[420px] flex-1 gap-6">
        {/* Beside the calendar from lg; a phone's is the sheet below. */}
        {!sidebar.collapsed && (
          <aside
            id="sidebar"
            aria-label="Sidebar"
            // contain: strict: the sidebar sizes from the row, never its content, so its month
            // changing on a 'next' does not lay the calendar beside it out again.
            className="hidden w-56 shrink-0 overflow-x-hidden overflow-y-auto [contain:strict] lg:block print:hidden"
          >
            <SidebarContent />
          </aside>
        )}
        <main className="flex min-w-0 flex-1 flex-col" aria-busy={fetching}>
          <EventMoverContext value={mover.moveTo}>
            {/* The time grid's and the agenda's code can be still on its way, or fail to come
              (views/registry.ts); another view is a fresh try. */}
            <LoadBoundary key={view} fallback={(retry) => <ViewLoadError onRetry={retry} />}>
              <View date={date} days={days} events={events} loading={fetching} />
            </LoadBoundary>
          </EventMoverContext>
        </main>
      </div>
      {sidebar.sheetOpen && (
        <LoadBoundary onError={() => sidebar.setSheetOpen(false)}>
          <SidebarSheet open onOpenChange={sidebar.setSheetOpen} />
        </LoadBoundary>
      )}
      <EventDialogHost />
      <Announcer />
      {reminding && (
        <LoadBoundary>
          <ReminderCenter />
        </LoadBoundary>
      )}

      {mover.asking && (
        <LoadBoundary onError={mover.cancel}>
          <RecurringChoiceDialog action="edit" onChoose={mover.choose} onCancel={mover.cancel} />
        </LoadBoundary>
      )}
      {deleting && (
        <LoadBoundary onError={() => setDeleting(null)}>
          <RecurringChoiceDialog
            action="delete"
            onChoose={(scope) => {
              setDeleting(null)
              void remove(deleting, scope)
            }}
            onCancel={() => setDeleting(null)}
          />
        </LoadBoundary>
      )}
      {help.opened && (
        <LoadBoundary open={help.open} onError={() => setHelp({ open: false, opened: true })}>
          <ShortcutsDialog
            open={help.open}
            onOpenChange={(open) => setHelp({ open, opened: true })}
          />
        </LoadBoundary>
      )}
    </div>
  )
}
