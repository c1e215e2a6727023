import { useEffect } from 'react'
import { nudgeFor } from '@/model/editing/nudge'
import { shortcutFor } from '@/model/editing/shortcuts'
import type { CalendarEvent } from '@/model/types'
import { useCachedEvent } from '@/data/events/use-cached-event'
import { useCalendar, useCalendarActions } from './calendar-context'
import { SEARCH_FIELD_ID } from '../header/search-box'
import { openQuickAdd } from '../header/quick-add-opener'
import { useEventActions } from './use-event-actions'
import type { EventMover } from './use-event-mover'

/** Where a key belongs to what has the focus: typing, or a dialog, menu or popover's own keys. */
const OWN_KEYS =
  'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="menu"]'

/**
 * An open dialog owns the keys wherever the focus is: a modal's focus can still land on the page
 * (a button disabled under it drops it there), and the calendar behind must not move (issue #33).
 */
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'

/**
 * Google Calendar's keys on the calendar screen (src/model/editing/shortcuts.ts): views, today, next
 * and previous, New Event, the search field and the 'Keyboard shortcuts' dialog;
 * e and Delete act on the focused event (Delete on an occurrence of a repeating event first asks
 * which occurrences: `askDelete`). Off while the user types in a field or works a dialog or
 * menu, and while any dialog is open. Alt+arrows move the focused event (use-event-mover.ts).
 */
export function useShortcuts(
  openHelp: () => void,
  nudge: EventMover['nudge'],
  askDelete: (event: CalendarEvent) => void,
) {
  const { setView, goToday, step } = useCalendar()
  const { openNew, openEvent } = useCalendarActions()
  const { remove } = useEventActions()
  const cachedEvent = useCachedEvent()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return
      const target = event.target as HTMLElement | null
      if (target?.closest?.(OWN_KEYS) || document.querySelector(OPEN_DIALOG)) return
      const focusedEvent = (): CalendarEvent | undefined => {
        const id = target?.closest?.('[data-event-id]')?.getAttribute('data-event-id')
        return id ? cachedEvent(id) : undefined
      }
      const move = nudgeFor(event)
      if (move) {
        const focused = focusedEvent()
        if (!focused) return
        event.preventDefault()
        nudge(focused, move)
        return
      }
      const action = shortcutFor(event)
      if (!action) return
      if (action.kind === 'edit' || action.kind === 'delete') {
        const focused = focusedEvent()
        if (!focused) return
        event.preventDefault()
        if (action.kind === 'edit') openEvent(focused)
        else if (focused.occurrence) askDelete(focused)
        else void remove(focused)
        return
      }
      event.preventDefault()
      if (action.kind === 'view') setView(action.view)
      else if (action.kind === 'today') goToday()
      else if (action.kind === 'step') step(action.direction)
      else if (action.kind === 'new') openNew()
      else if (action.kind === 'search') document.getElementById(SEARCH_FIELD_ID)?.focus()
      else if (action.kind === 'quick-add') openQuickAdd()
      else openHelp()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [setView, goToday, step, openNew, openEvent, remove, cachedEvent, openHelp, nudge, askDelete])
}
