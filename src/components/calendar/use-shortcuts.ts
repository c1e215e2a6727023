import { useEffect } from 'react'
import { shortcutFor } from '@/calendar/shortcuts'
import { useCalendar, useCalendarActions } from './calendar-context'

/** Where a key belongs to what has the focus: typing, or a dialog, menu or popover's own keys. */
const OWN_KEYS =
  'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="menu"]'

/**
 * Google Calendar's keys on the calendar screen (src/calendar/shortcuts.ts): views, today, next
 * and previous, New Event and the 'Keyboard shortcuts' dialog ('/' is the search field's own).
 * Off while the user types in a field or works a dialog or menu.
 */
export function useShortcuts(openHelp: () => void) {
  const { setView, goToday, step } = useCalendar()
  const { openNew } = useCalendarActions()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return
      const target = event.target as HTMLElement | null
      if (target?.closest?.(OWN_KEYS)) return
      const action = shortcutFor(event)
      if (!action || action.kind === 'search') return
      event.preventDefault()
      if (action.kind === 'view') setView(action.view)
      else if (action.kind === 'today') goToday()
      else if (action.kind === 'step') step(action.direction)
      else if (action.kind === 'new') openNew()
      else openHelp()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [setView, goToday, step, openNew, openHelp])
}
