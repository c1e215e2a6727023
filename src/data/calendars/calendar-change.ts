// A change to one calendar, applied to the cached list: a write of this tab (optimistic, and
// rolled back with its opposite) or a live change from elsewhere. Pure.
import type { Calendar } from '@/model/calendars/calendar'

export type CalendarChange = { put: Calendar } | { remove: string }

/** The list with the change made; the same list when it changes nothing. */
export function applyCalendarChange(
  calendars: readonly Calendar[] | undefined,
  change: CalendarChange,
): readonly Calendar[] {
  const list = calendars ?? []
  if ('remove' in change) {
    const next = list.filter((calendar) => calendar.id !== change.remove)
    return next.length === list.length ? list : next
  }
  const { put } = change
  const index = list.findIndex((calendar) => calendar.id === put.id)
  if (index === -1) return [...list, put]
  const old = list[index]!
  if (
    old.name === put.name &&
    old.color === put.color &&
    old.shown === put.shown &&
    old.position === put.position &&
    old.version === put.version
  ) {
    return list
  }
  return list.map((calendar, i) => (i === index ? put : calendar))
}
