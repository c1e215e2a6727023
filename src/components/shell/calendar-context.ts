// The calendar's state as contexts, so that each component re-renders only for what it reads:
// the shown period, the dialog, and the (stable) ways to open the dialog. The provider is
// calendar-provider.tsx; each hook throws outside it (shadcn's SidebarProvider / useSidebar).
import { createContext, useContext } from 'react'
import type { CalendarEvent, DateRange, EventDraft } from '@/model/types'
import type { ViewMode } from '@/model/views'
import type { EditConflict } from '@/data/events/edit-conflict'

interface CalendarState {
  view: ViewMode
  /** The selected date (product.md §3, "Calendar view state"). */
  date: Date
  /** The one clock of the page: the current time, updated at each wall-clock minute. */
  today: Date
  setView: (view: ViewMode) => void
  goToday: () => void
  /** Selects a date (a search result's), keeping the view. */
  goTo: (date: Date) => void
  /** Shows another view at a date, as one change (a day of the year view, in the day view). */
  showView: (view: ViewMode, date: Date) => void
  step: (direction: -1 | 1) => void
}

export interface DialogState {
  open: boolean
  /** The event being edited; none when creating. */
  event?: CalendarEvent
  /** A new event starts at this date and hour, or has this range; now when none. */
  defaultDate?: Date | DateRange
  /** A new event's fields as quick add understood them (the rest are the create defaults). */
  draft?: Partial<EventDraft>
  /** Opened by an 'Undo' that met a conflict: the dialog asks what to do (openConflict). */
  conflict?: EditConflict
  /** The dialog has been opened once (its code is loaded on demand). */
  opened: boolean
}

interface EventDialogState {
  dialog: DialogState
  close: () => void
  /** A new event filled in with what quick add understood (Tab, 'More options'). */
  openDraft: (draft: Partial<EventDraft>) => void
}

/** Ways into the event dialog (product.md §4: New Event, an event, a slot or a day). Stable. */
export interface CalendarActions {
  openNew: () => void
  openEvent: (event: CalendarEvent) => void
  /** An hour slot of the week or day grid. */
  openSlot: (day: Date, hour: number) => void
  /** A day of the month grid. */
  openDay: (day: Date) => void
  /** A range of the time grid (dragged, or a slot chosen by keyboard). */
  openRange: (range: DateRange) => void
  /**
   * The shown view at `day` (useCalendar's goTo), but stable: the header's search takes it and so
   * does not draw again on every 'next'.
   */
  goTo: (day: Date) => void
}

/**
 * An 'Undo' refused because the event changed elsewhere: the event as Undo would have put it
 * back, in the dialog, with the conflict notice's choices (decisions.md, "Undo a delete").
 * Stable; apart from CalendarActions, which the views take, since only the shell's event
 * actions open it.
 */
export type OpenConflict = (event: CalendarEvent, conflict: EditConflict) => void

export const CalendarContext = createContext<CalendarState | null>(null)
export const EventDialogContext = createContext<EventDialogState | null>(null)
export const CalendarActionsContext = createContext<CalendarActions | null>(null)
export const OpenConflictContext = createContext<OpenConflict | null>(null)

function use<T>(context: React.Context<T | null>, name: string): T {
  const value = useContext(context)
  if (value === null) throw new Error(`${name} must be used within a CalendarProvider.`)
  return value
}

export const useCalendar = () => use(CalendarContext, 'useCalendar')
export const useEventDialog = () => use(EventDialogContext, 'useEventDialog')
export const useCalendarActions = () => use(CalendarActionsContext, 'useCalendarActions')
export const useOpenConflict = () => use(OpenConflictContext, 'useOpenConflict')
