import type { CalendarEvent } from '@/model/types'
import type { UndoRecord } from './undo-record'

/**
 * A save or an Undo refused because the event is not as it was opened, or as the undone write
 * left it: changed in another window or device (`current` is what it is now), or deleted there
 * (`deleted`). Nothing was written (decisions.md, "Live sync and conflicts").
 */
export class EditConflict extends Error {
  override name = 'EditConflict'

  constructor(
    /** The event as it is now; null when there is none to show. */
    readonly current: CalendarEvent | null,
    /** An Undo refused: the same Undo over the rows as they are now ('Overwrite'). */
    readonly undo?: UndoRecord,
    /** Deleted elsewhere (a save's: no current event; an Undo's: its rows are gone). */
    readonly deleted: boolean = current === null,
  ) {
    super(deleted ? 'The event was deleted elsewhere' : 'The event was changed elsewhere')
  }
}
