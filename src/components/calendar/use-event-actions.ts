import { useMemo } from 'react'
import type { CalendarEvent, EventDraft, SeriesScope } from '@/calendar/types'
import { EditConflict } from '@/data/edit-conflict'
import { useEventWrites } from '@/data/use-event-writes'
import { toast } from '../ui/use-toast'

export type SaveOutcome = boolean | EditConflict

/** What a component can do to events, each reporting with the toasts of product.md §8. */
export interface EventActions {
  /**
   * Create (no `editing`) or update; an occurrence of a repeating event in `scope`. Resolves
   * true on success; false after the error toast; the EditConflict (after the same toast)
   * when the event was changed or deleted elsewhere since it was opened.
   */
  save: (draft: EventDraft, editing?: CalendarEvent, scope?: SeriesScope) => Promise<SaveOutcome>
  remove: (event: CalendarEvent, scope?: SeriesScope) => Promise<boolean>
  /**
   * A new start and end for an event (a drag or a key press), reported as an update whose
   * toast has 'Undo' (putting it back where it was) for a one-off event.
   */
  move: (event: CalendarEvent, start: Date, end: Date, scope?: SeriesScope) => Promise<SaveOutcome>
}

const failed = (description: string) =>
  toast({ variant: 'destructive', title: 'Error', description })
const succeeded = (description: string) => toast({ title: 'Success', description })

/** Save, delete and move, shown at once (optimistic) and confirmed or undone by the server. */
export function useEventActions(): EventActions {
  const write = useEventWrites()
  return useMemo(() => {
    const update = async (
      event: CalendarEvent,
      draft: EventDraft,
      scope?: SeriesScope,
      undo?: () => void,
    ) => {
      try {
        await write({ kind: 'update', event, draft, scope })
      } catch (error) {
        // The spec's failure toast in every case; a conflict is also handed to the dialog.
        failed('Failed to update event')
        return error instanceof EditConflict ? error : false
      }
      if (undo)
        toast({
          title: 'Success',
          description: 'Event updated successfully',
          action: { label: 'Undo', altText: 'Undo the change', onClick: undo },
        })
      else succeeded('Event updated successfully')
      return true
    }
    return {
      save: async (draft, editing, scope) => {
        if (editing) return update(editing, draft, scope)
        try {
          await write({ kind: 'create', draft })
        } catch {
          failed('Failed to create event')
          return false
        }
        succeeded('Event created successfully')
        return true
      },
      remove: async (event, scope) => {
        try {
          await write({ kind: 'delete', event, scope })
        } catch {
          failed('Failed to delete event')
          return false
        }
        // A one-off event can be put back as it was; an occurrence's delete is not undone yet.
        if (event.occurrence || event.repeat) {
          succeeded('Event deleted successfully')
          return true
        }
        const restore = async () => {
          try {
            await write({ kind: 'restore', event })
          } catch {
            failed('Failed to create event')
            return
          }
          succeeded('Event restored')
        }
        toast({
          title: 'Success',
          description: 'Event deleted successfully',
          action: { label: 'Undo', altText: 'Undo the delete', onClick: () => void restore() },
        })
        return true
      },
      move: (event, start, end, scope) => {
        const moved = { ...event, start, end }
        // Undo is a move back, from the event as moved (its version is this tab's own, which
        // use-event-writes follows). An occurrence's move may have made or changed rows whose
        // ids the shown event does not know: no Undo there yet, as for its delete.
        const undo =
          event.occurrence || event.repeat
            ? undefined
            : () => void update(moved, { ...moved, start: event.start, end: event.end })
        return update(event, moved, scope, undo)
      },
    }
  }, [write])
}
