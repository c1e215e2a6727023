import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import { describeNudge, nudgedTimes, type Nudge } from '@/model/editing/nudge'
import type { CalendarEvent, SeriesScope } from '@/model/types'
import { displayZone } from '@/data/settings/display-zone'
import { getSettings } from '@/data/settings/settings-store'
import { announce } from '../infra/announce'
import { focusEventWhenShown } from './focus-event'
import { useEventActions } from './use-event-actions'

interface PendingMove {
  event: CalendarEvent
  start: Date
  end: Date
  edge: Nudge['edge']
}

/** Moves or resizes an event to new times (a drop, a key press); stable. */
export type MoveTo = (
  event: CalendarEvent,
  times: { start: Date; end: Date },
  edge: Nudge['edge'],
) => void

export interface EventMover {
  /** Moves or resizes the event by a key press; an occurrence asks its scope first. */
  nudge: (event: CalendarEvent, nudge: Nudge) => void
  /** The same for a drop: the views take it from EventMoverContext. */
  moveTo: MoveTo
  /** An occurrence's move waits for 'This event' / 'This and following events' / 'All events'. */
  asking: boolean
  choose: (scope: SeriesScope) => void
  cancel: () => void
}

/** The calendar screen's moveTo, for the views' drags. */
export const EventMoverContext = createContext<MoveTo>(() => {})
export const useMoveTo = () => useContext(EventMoverContext)

/**
 * Keyboard moves and drops (product.md, "Direct manipulation and keyboard"): the new place
 * is shown at once and said in the live region, the focus stays on the event, and the save is
 * the same versioned update as the dialog's (a conflict is its 'Failed to update event' and
 * the event goes back).
 */
export function useEventMover(): EventMover {
  const { move } = useEventActions()
  const [pending, setPending] = useState<PendingMove | null>(null)

  const run = useCallback(
    ({ event, start, end, edge }: PendingMove, scope?: SeriesScope) => {
      const from = document.activeElement
      // Read when said, not on render: run stays stable and the words follow the setting.
      announce(describeNudge(event, { start, end }, edge, getSettings().timeFormat))
      void move(event, start, end, scope)
      focusEventWhenShown(event.id, from)
    },
    [move],
  )

  // Stable (run is: move is), so views that take it do not re-render for the question.
  const moveTo = useCallback<MoveTo>(
    (event, times, edge) => {
      const unchanged =
        times.start.getTime() === event.start.getTime() &&
        times.end.getTime() === event.end.getTime()
      if (unchanged) return
      const next = { event, ...times, edge }
      if (event.occurrence) setPending(next)
      else run(next)
    },
    [run],
  )

  return useMemo(
    () => ({
      nudge: (event, nudge) => {
        const times = nudgedTimes(event, nudge, displayZone())
        if (times) moveTo(event, times, nudge.edge)
      },
      moveTo,
      asking: pending !== null,
      choose: (scope) => {
        if (pending) run(pending, scope)
        setPending(null)
      },
      cancel: () => setPending(null),
    }),
    [pending, run, moveTo],
  )
}
