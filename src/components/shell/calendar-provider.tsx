import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { createDefaults } from '@/model/editing/create-defaults'
import { DEFAULT_VIEW, VIEWS, type ViewMode } from '@/model/views'
import {
  CalendarActionsContext,
  CalendarContext,
  EventDialogContext,
  OpenConflictContext,
  type CalendarActions,
  type DialogState,
  type OpenConflict,
} from './calendar-context'
import { useNow } from './use-now'

/** The calendar screen's state (product.md §3-§4): view, selected date, clock and dialog. */
export function CalendarProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<ViewMode>(DEFAULT_VIEW)
  const [date, setDate] = useState(() => new Date())
  const [dialog, setDialog] = useState<DialogState>({ open: false, opened: false })
  const today = useNow()

  const calendar = useMemo(
    () => ({
      view,
      date,
      today,
      setView,
      goToday: () => setDate(new Date()),
      goTo: setDate,
      step: (direction: -1 | 1) => setDate((d) => VIEWS[view].step(d, direction)),
    }),
    [view, date, today],
  )

  // Stable: it only calls state setters, so the memoised day columns that use it skip
  // re-rendering their events when the dialog opens or closes.
  const actions = useMemo<CalendarActions>(() => {
    const open = (state: Omit<DialogState, 'open' | 'opened'>) =>
      setDialog({ open: true, opened: true, ...state })
    return {
      openNew: () => open({}),
      openEvent: (event) => open({ event }),
      openSlot: (day, hour) => open({ defaultDate: createDefaults(day, new Date(), hour).start }),
      openDay: (day) => open({ defaultDate: createDefaults(day, new Date()).start }),
      openRange: (range) => open({ defaultDate: range }),
    }
  }, [])

  // Stable too: the event actions (and the views' movers through them) take it.
  const openConflict = useCallback<OpenConflict>(
    (event, conflict) => setDialog({ open: true, opened: true, event, conflict }),
    [],
  )

  const dialogState = useMemo(
    () => ({ dialog, close: () => setDialog((d) => ({ open: false, opened: d.opened })) }),
    [dialog],
  )

  return (
    <CalendarContext value={calendar}>
      <CalendarActionsContext value={actions}>
        <OpenConflictContext value={openConflict}>
          <EventDialogContext value={dialogState}>{children}</EventDialogContext>
        </OpenConflictContext>
      </CalendarActionsContext>
    </CalendarContext>
  )
}
