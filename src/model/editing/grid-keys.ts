import { addDays, addMonths, startOfWeek } from 'date-fns'
import { formatDate } from '../time/formats'
import { WEEK_START } from '../time/week-start'

// The WAI-ARIA grid pattern's keys (product.md, "Direct manipulation and keyboard"): where
// the focus goes from a day of the month grid, or from a half-hour slot of the time grids.
// A target outside the shown days is for the caller to bring into view (a period change).

/** The time grids' keyboard step: half an hour, as Google Calendar's. */
export const SLOT_MINUTES = 30
/** The last slot of a day starts at 23:30. */
const LAST_SLOT = 24 * 60 - SLOT_MINUTES

interface Key {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
  shiftKey?: boolean
}

const plain = (event: Key) => !event.altKey && !event.shiftKey && !event.metaKey

/** The day the focus goes to from `day` in the month grid, or null for another key. */
export function monthKeyTarget(day: Date, event: Key): Date | null {
  if (!plain(event) || event.ctrlKey) return null
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -1)
    case 'ArrowRight':
      return addDays(day, 1)
    case 'ArrowUp':
      return addDays(day, -7)
    case 'ArrowDown':
      return addDays(day, 7)
    case 'Home':
      return startOfWeek(day, { weekStartsOn: WEEK_START })
    case 'End':
      return addDays(startOfWeek(day, { weekStartsOn: WEEK_START }), 6)
    // A month away; the 31st goes to the month's last day (date-fns clamps).
    case 'PageUp':
      return addMonths(day, -1)
    case 'PageDown':
      return addMonths(day, 1)
    default:
      return null
  }
}

/** A half-hour slot of a time grid: its day (local midnight) and minutes after midnight. */
export interface Slot {
  day: Date
  minutes: number
}

/**
 * The slot the focus goes to from `slot` in a time grid showing `periodDays` days (7 for the
 * week, 1 for a day), or null for another key: up and down half an hour within the day,
 * left and right a day, Home and End the first and last day of the week (Ctrl: the first and
 * last slot of the day), PageUp and PageDown a period.
 */
export function slotKeyTarget(slot: Slot, event: Key, periodDays: 1 | 7): Slot | null {
  if (!plain(event)) return null
  const { day, minutes } = slot
  const at = (next: Date, nextMinutes = minutes) => ({ day: next, minutes: nextMinutes })
  if (event.ctrlKey) {
    if (event.key === 'Home') return at(day, 0)
    if (event.key === 'End') return at(day, LAST_SLOT)
    return null
  }
  switch (event.key) {
    case 'ArrowUp':
      return at(day, Math.max(0, minutes - SLOT_MINUTES))
    case 'ArrowDown':
      return at(day, Math.min(LAST_SLOT, minutes + SLOT_MINUTES))
    case 'ArrowLeft':
      return at(addDays(day, -1))
    case 'ArrowRight':
      return at(addDays(day, 1))
    case 'Home':
      return at(periodDays === 7 ? startOfWeek(day, { weekStartsOn: WEEK_START }) : day)
    case 'End':
      return at(periodDays === 7 ? addDays(startOfWeek(day, { weekStartsOn: WEEK_START }), 6) : day)
    case 'PageUp':
      return at(addDays(day, -periodDays))
    case 'PageDown':
      return at(addDays(day, periodDays))
    default:
      return null
  }
}

/** The instant a slot stands for: its wall-clock time (a time the clocks skip moves on). */
export function slotStart({ day, minutes }: Slot): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, minutes)
}

/** A slot's name (the cursor's data-grid-slot): `yyyy-MM-ddTHH:mm` of its wall-clock start. */
export const slotKey = ({ day, minutes }: Slot) =>
  `${formatDate.key(day)}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
