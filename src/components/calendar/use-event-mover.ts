import { useCallback, useMemo, useState } from 'react'
import { describeNudge, nudgedTimes, type Nudge } from '@/calendar/nudge'
import type { CalendarEvent, SeriesScope } from '@/calendar/types'
import { announce } from '../shared/announce'
import { focusEventWhenShown } from './focus-event'
import { useEventActions } from './use-event-actions'

interface PendingMove {
  event: CalendarEvent
  start: Date
  end: Date
  edge: Nudge['edge']
}

export interface EventMover {
  /** Moves or resizes the event by a key press; an occurrence asks its scope first. */
  nudge: (event: CalendarEvent, nudge: Nudge) => void
  /** An occurrence's move waits for 'This event' / 'This and following events' / 'All events'. */
  asking: boolean
  choose: (scope: SeriesScope) => void
  cancel: () => void
}

/**
 * Keyboard moves (decisions.md, "Direct manipulation and keyboard"): the new place is shown at
 * once and said in the live region, the focus stays on the event, and the save is the same
 * versioned update as the dialog's (a conflict is its 'Failed to update event' and the event
 * goes back).
 */
export function useEventMover(): EventMover {
  const { move } = useEventActions()
  const [pending, setPending] = useState<PendingMove | null>(null)

  const run = useCallback(
    ({ event, start, end, edge }: PendingMove, scope?: SeriesScope) => {
      const from = document.activeElement
      announce(describeNudge(event, { start, end }, edge))
      void move(event, start, end, scope)
      focusEventWhenShown(event.id, from)
    },
    [move],
  )

  return useMemo(
    () => ({
      nudge: (event, nudge) => {
        const times = nudgedTimes(event, nudge)
        if (!times) return
        const next = { event, ...times, edge: nudge.edge }
        if (event.occurrence) setPending(next)
        else run(next)
      },
      asking: pending !== null,
      choose: (scope) => {
        if (pending) run(pending, scope)
        setPending(null)
      },
      cancel: () => setPending(null),
    }),
    [pending, run],
  )
}
