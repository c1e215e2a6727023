import { useState } from 'react'
import type { CalendarEvent } from '@/model/types'
import { EditConflict } from '@/data/events/edit-conflict'
import { useCalendars } from '@/data/calendars/use-calendars'
import { useDbFeatures } from '@/data/schema/use-db-features'
import { LoadBoundary } from '../infra/load-boundary'
import { useCalendarActions, useEventDialog } from './calendar-context'
import { LazyEventDialog as EventDialog } from './load-event-dialog'
import { useEventActions, type SaveOutcome } from './use-event-actions'

/** The event dialog of the calendar's state: saves and deletes through the event actions. */
export function EventDialogHost() {
  const { dialog, close } = useEventDialog()
  const { openEvent } = useCalendarActions()
  const actions = useEventActions()
  const features = useDbFeatures()
  const { calendars } = useCalendars()
  // The conflict the last save of this opening met; another opening has none.
  const [conflict, setConflict] = useState<{ of?: CalendarEvent; found: EditConflict } | null>(null)
  if (!dialog.opened) return null
  const { event } = dialog
  // An opening from an 'Undo' that met a conflict starts with it (decisions.md, "Undo a delete").
  const found = (conflict && conflict.of === event ? conflict.found : null) ?? dialog.conflict

  // A successful save closes the dialog; a failed one keeps everything typed; a conflict also
  // asks what to do (decisions.md, "Live sync and conflicts").
  const settle = (outcome: SaveOutcome) => {
    if (outcome instanceof EditConflict) setConflict({ of: event, found: outcome })
    else if (outcome) close()
  }
  // A dialog whose code did not arrive closes with a toast; opening it again asks again.
  return (
    <LoadBoundary open={dialog.open} onError={close}>
      <EventDialog
        open={dialog.open}
        onOpenChange={(open) => !open && close()}
        event={event}
        defaultDate={dialog.defaultDate}
        draft={dialog.draft}
        allDayAvailable={features?.allDay ?? false}
        repeatAvailable={features?.repeat ?? false}
        locationAvailable={features?.location ?? false}
        remindersAvailable={features?.reminders ?? false}
        calendars={calendars}
        onSave={async (draft, scope) => settle(await actions.save(draft, event, scope))}
        onDelete={async (target, scope) => {
          if (await actions.remove(target, scope)) close()
        }}
        conflict={found ? (found.deleted ? 'deleted' : 'changed') : null}
        onResolve={async (choice, draft, scope) => {
          const current = found?.current
          // 'Reload': the event as it is now, in the dialog, in place of what was typed (an
          // Undo's event that is not there now: the calendar shows it as it is).
          if (choice === 'reload') return current ? openEvent(current) : close()
          // An Undo's 'Overwrite' (or 'Save as new event', its rows gone): the same Undo, the
          // rows back as they were, conditional on the versions just read.
          if (found?.undo && event) return settle(await actions.restore(event, found.undo))
          // 'Overwrite': the same save, conditional on the version just read.
          if (choice === 'overwrite' && current)
            return settle(await actions.save(draft, current, scope))
          // 'Save as new event': what was typed, as a new event.
          if (choice === 'new') return settle(await actions.save(draft))
        }}
      />
    </LoadBoundary>
  )
}
