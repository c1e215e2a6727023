import { useMemo } from 'react'
import type { CalendarEvent, EventDraft, SeriesScope } from '@/model/types'
import { EditConflict } from '@/data/events/edit-conflict'
import type { UndoRecord } from '@/data/events/undo-record'
import { useEventWrites } from '@/data/events/use-event-writes'
import { toast } from '../ui/use-toast'
import { useOpenConflict } from './calendar-context'

export type SaveOutcome = boolean | EditConflict

/** What a component can do to events, each reporting with the toasts of product.md §8. */
interface EventActions {
  /**
   * Create (no `editing`) or update; an occurrence of a repeating event in `scope`. Resolves
   * true on success; false after the error toast; the EditConflict (after the same toast)
   * when the event was changed or deleted elsewhere since it was opened.
   */
  save: (draft: EventDraft, editing?: CalendarEvent, scope?: SeriesScope) => Promise<SaveOutcome>
  remove: (event: CalendarEvent, scope?: SeriesScope) => Promise<boolean>
  /**
   * A new start and end for an event (a drag or a key press), reported as an update whose
   * toast has 'Undo' (putting it back where it was; an occurrence's series as it was).
   */
  move: (event: CalendarEvent, start: Date, end: Date, scope?: SeriesScope) => Promise<SaveOutcome>
  /**
   * Puts back what `undo` recorded (an Undo), `event` being what it was for; resolves as save
   * does: an EditConflict when the rows are no longer as the undone write left them.
   */
  restore: (event: CalendarEvent, undo: UndoRecord) => Promise<SaveOutcome>
}

const failed = (description: string) =>
  toast({ variant: 'destructive', title: 'Error', description })
const succeeded = (description: string) => toast({ title: 'Success', description })

/** What an Undo's toasts say: a delete's is a restore (product.md §10), a change's an update. */
const UNDONE = {
  delete: { done: 'Event restored', fail: 'Failed to create event' },
  update: { done: 'Event updated successfully', fail: 'Failed to update event' },
} as const

/**
 * Save, delete and move, shown at once (optimistic) and confirmed or undone by the server. An
 * Undo that finds the event changed elsewhere writes nothing and opens the event, as Undo would
 * have put it back, in the dialog with the conflict's choices (decisions.md, "Undo a delete").
 */
export function useEventActions(): EventActions {
  const write = useEventWrites()
  const openConflict = useOpenConflict()
  return useMemo(() => {
    const restore = async (event: CalendarEvent, undo: UndoRecord): Promise<SaveOutcome> => {
      const { done, fail } = UNDONE[undo.of]
      try {
        await write({ kind: 'restore', event, undo })
      } catch (error) {
        failed(fail)
        return error instanceof EditConflict ? error : false
      }
      succeeded(done)
      return true
    }
    /** The toast's 'Undo': a conflict opens the dialog on the event as Undo would leave it. */
    const undoing = (event: CalendarEvent, run: () => Promise<SaveOutcome>) => () =>
      void run().then((outcome) => {
        if (outcome instanceof EditConflict) openConflict(event, outcome)
      })
    const withUndo = (description: string, altText: string, onClick: () => void) =>
      toast({ title: 'Success', description, action: { label: 'Undo', altText, onClick } })

    /**
     * `undoOf`: given what the server answered, the Undo of this update (its toast's button),
     * or undefined for none.
     */
    const update = async (
      event: CalendarEvent,
      draft: EventDraft,
      scope?: SeriesScope,
      undoOf?: (record: UndoRecord | undefined) => (() => void) | undefined,
    ): Promise<SaveOutcome> => {
      let record: UndoRecord | undefined
      try {
        record = await write({ kind: 'update', event, draft, scope })
      } catch (error) {
        // The spec's failure toast in every case; a conflict is also handed to the dialog.
        failed('Failed to update event')
        return error instanceof EditConflict ? error : false
      }
      const undo = undoOf?.(record)
      if (undo) withUndo('Event updated successfully', 'Undo the change', undo)
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
        let record: UndoRecord | undefined
        try {
          record = await write({ kind: 'delete', event, scope })
        } catch {
          failed('Failed to delete event')
          return false
        }
        if (!record) succeeded('Event deleted successfully')
        else
          withUndo(
            'Event deleted successfully',
            'Undo the delete',
            undoing(event, () => restore(event, record)),
          )
        return true
      },
      move: (event, start, end, scope) => {
        const moved = { ...event, start, end }
        return update(event, moved, scope, (record) => {
          // An occurrence: its series and changed occurrences back as they were before.
          if (record) return undoing(event, () => restore(event, record))
          // A one-off event: a move back, from the event as moved (its version is this tab's
          // own, which use-event-writes follows), so conditional on the version the move left.
          if (!event.occurrence)
            return undoing(event, () =>
              update(moved, { ...moved, start: event.start, end: event.end }),
            )
          return undefined
        })
      },
      restore,
    }
  }, [write, openConflict])
}
