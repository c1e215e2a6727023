import type { CalendarEvent } from '@/model/types'

/**
 * A save refused because the event is not as the dialog opened it: changed in another window
 * or device (`current` is what it is now), or deleted there (`current` null). Nothing was
 * written (decisions.md, "Live sync and conflicts").
 */
export class EditConflict extends Error {
  override name = 'EditConflict'

  constructor(readonly current: CalendarEvent | null) {
    super(current ? 'The event was changed elsewhere' : 'The event was deleted elsewhere')
  }
}
