import { Suspense } from 'react'
import { useDbFeatures } from '@/data/use-db-features'
import { useEventDialog } from './calendar-context'
import { LazyEventDialog as EventDialog } from './load-event-dialog'
import { useEventActions } from './use-event-actions'

/** The event dialog of the calendar's state: saves and deletes through the event actions. */
export function EventDialogHost() {
  const { dialog, close } = useEventDialog()
  const actions = useEventActions()
  const features = useDbFeatures()
  if (!dialog.opened) return null
  const { event } = dialog
  return (
    <Suspense fallback={null}>
      <EventDialog
        open={dialog.open}
        onOpenChange={(open) => !open && close()}
        event={event}
        defaultDate={dialog.defaultDate}
        allDayAvailable={features?.allDay ?? false}
        repeatAvailable={features?.repeat ?? false}
        onSave={async (draft, scope) => {
          // A successful save closes the dialog; a failed one keeps everything typed.
          if (await actions.save(draft, event, scope)) close()
        }}
        onDelete={async (target, scope) => {
          if (await actions.remove(target, scope)) close()
        }}
      />
    </Suspense>
  )
}
