import type { TimedBlock } from '@/model/layout/timed-layout'
import type { CalendarEvent } from '@/model/types'
import type { EventIcon } from '../shared/event-icons'

/**
 * The icons after a time-grid block's title, in order: it repeats, it began on an earlier day,
 * it goes on into the next. The same for the title drawn on the canvas and one kept as an
 * element.
 */
export function blockIcons(block: TimedBlock<CalendarEvent>): EventIcon[] {
  const icons: EventIcon[] = []
  if (block.event.repeat) icons.push('repeat')
  if (block.continuesBefore) icons.push('up')
  if (block.continuesAfter) icons.push('down')
  return icons
}
