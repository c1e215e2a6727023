import { useMemo, useState, type ReactNode } from 'react'
import { createDefaults } from '@/model/editing/create-defaults'
import type { CalendarEvent, DateRange } from '@/model/types'
import { DEFAULT_VIEW, VIEWS, type ViewMode } from '@/model/views'
import {
  CalendarActionsContext,
  CalendarContext,
  EventDialogContext,
  type CalendarActions,
  type DialogState,
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
    const open = (state: { event?: CalendarEvent; defaultDate?: Date | DateRange }) =>
      setDialog({ open: true, opened: true, ...state })
    return {
      openNew: () => open({}),
      openEvent: (event) => open({ event }),
      openSlot: (day, hour) => open({ defaultDate: createDefaults(day, new Date(), hour).start }),
      openDay: (day) => open({ defaultDate: createDefaults(day, new Date()).start }),
      openRange: (range) => open({ defaultDate: range }),
    }
  }, [])

  const dialogState = useMemo(
    () => ({ dialog, close: () => setDialog((d) => ({ open: false, opened: d.opened })) }),
    [dialog],
  )

  return (
    <CalendarContext value={calendar}>
      <CalendarActionsContext value={actions}>
        <EventDialogContext value={dialogState}>{children}</EventDialogContext>
      </CalendarActionsContext>
    </CalendarContext>
  )
}
