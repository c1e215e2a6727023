import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { addDays, startOfWeek } from 'date-fns'
import { createDefaults } from '@/calendar/create-defaults'
import { navigate } from '@/calendar/navigate'
import type { CalendarEvent, EventPayload, ViewMode } from '@/calendar/types'
import { isMissingTable } from '@/data/missing-table'
import type { SqlEditor } from '@/data/sql-editor-url'
import { useEventMutations } from '@/data/use-event-mutations'
import { useEvents } from '@/data/use-events'
import { CalendarHeader } from './calendar-header'
import { MonthView } from './month-view'
import { TimeGrid } from './time-grid'
import { toast } from './ui/use-toast'

// Not needed for the first paint. The dialog's chunk is fetched once the page has loaded
// (see the effect below), so it still opens if the server that served the app goes away:
// then Save can report 'Failed to create event' instead of the page going blank.
const loadEventDialog = () => import('./event-dialog')
const EventDialog = lazy(loadEventDialog)
const SetupBanner = lazy(() => import('./setup-banner'))

interface DialogState {
  open: boolean
  event?: CalendarEvent
  defaultDate?: Date
}

const failed = (description: string) =>
  toast({ variant: 'destructive', title: 'Error', description })

export function CalendarPage({ sqlEditor }: { sqlEditor: SqlEditor }) {
  const [view, setView] = useState<ViewMode>('month')
  const [date, setDate] = useState(() => new Date())
  const [dialog, setDialog] = useState<DialogState>({ open: false })
  const [dialogLoaded, setDialogLoaded] = useState(false)
  const today = new Date()

  const query = useEvents(view, date)
  const { save, remove } = useEventMutations()
  const events = useMemo(() => query.data ?? [], [query.data])

  // Spec §4: the missing-table flag is set by a failed load and cleared by a successful one.
  const [missingTable, setMissingTable] = useState(false)
  if (query.isError && isMissingTable(query.error) && !missingTable) setMissingTable(true)
  if (query.isSuccess && !query.isError && missingTable) setMissingTable(false)

  useEffect(() => {
    if (query.error && !isMissingTable(query.error)) failed('Failed to load events')
  }, [query.error])

  useEffect(() => {
    void loadEventDialog().catch(() => undefined)
  }, [])

  // Stable (it only calls state setters), so the handlers below are too and the memoised
  // day columns skip re-rendering their events when the dialog opens or closes.
  const openDialog = useCallback((state: Omit<DialogState, 'open'>) => {
    setDialogLoaded(true)
    setDialog({ open: true, ...state })
  }, [])
  const closeDialog = () => setDialog({ open: false })

  const onSave = async (payload: EventPayload) => {
    const editing = dialog.event
    try {
      await save({ id: editing?.id, payload })
    } catch {
      failed(editing ? 'Failed to update event' : 'Failed to create event')
      return
    }
    toast({
      title: 'Success',
      description: editing ? 'Event updated successfully' : 'Event created successfully',
    })
    closeDialog()
  }

  const onDelete = async (id: string) => {
    try {
      await remove(id)
    } catch {
      failed('Failed to delete event')
      return
    }
    toast({ title: 'Success', description: 'Event deleted successfully' })
    closeDialog()
  }

  const onEventClick = useCallback((event: CalendarEvent) => openDialog({ event }), [openDialog])
  const onSlotClick = useCallback(
    (day: Date, hour: number) =>
      openDialog({ defaultDate: createDefaults(day, new Date(), hour).start }),
    [openDialog],
  )

  const weekDays = useMemo(() => {
    const start = view === 'week' ? startOfWeek(date) : date
    return Array.from({ length: view === 'week' ? 7 : 1 }, (_, i) => addDays(start, i))
  }, [view, date])

  return (
    <div className="mx-auto flex h-dvh max-w-[1600px] flex-col gap-4 p-3 sm:p-6">
      <CalendarHeader
        view={view}
        date={date}
        onToday={() => setDate(new Date())}
        onStep={(direction) => setDate((d) => navigate(view, d, direction))}
        onView={setView}
        onNewEvent={() => openDialog({})}
      />
      {missingTable && (
        <Suspense fallback={null}>
          <SetupBanner sqlEditor={sqlEditor} />
        </Suspense>
      )}
      <main className="flex min-h-[420px] flex-1 flex-col" aria-busy={query.isFetching}>
        {view === 'month' ? (
          <MonthView
            date={date}
            today={today}
            events={events}
            onDayClick={(day) => openDialog({ defaultDate: createDefaults(day, new Date()).start })}
            onEventClick={onEventClick}
          />
        ) : (
          <TimeGrid
            key={view}
            days={weekDays}
            events={events}
            onSlotClick={onSlotClick}
            onEventClick={onEventClick}
          />
        )}
      </main>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <EventDialog
            open={dialog.open}
            onOpenChange={(open) => !open && closeDialog()}
            event={dialog.event}
            defaultDate={dialog.defaultDate}
            onSave={onSave}
            onDelete={onDelete}
          />
        </Suspense>
      )}
    </div>
  )
}
