// What of the query cache is kept on the device (docs/decisions.md, "Offline"), under which key,
// for how long, and when a kept copy no longer fits the app. Pure, so each rule is tested alone.
import type { Calendar } from '@/model/calendars/calendar'
import type { CalendarEvent, Occurrence } from '@/model/types'
import { calendarKeys, dayCountKeys, eventKeys, searchKeys } from '../events/query-keys'

/** A kept copy older than this is not restored: a week away, the calendar reads anew. */
export const CACHE_MAX_AGE = 7 * 24 * 60 * 60 * 1000

/**
 * Bumped by hand when what a kept query holds changes meaning without changing the fields named
 * below (a key's parts, a value's unit), so that older copies are dropped, never misread.
 */
const CACHE_FORMAT = 1

// Every field of what the kept queries hold, checked by the compiler: a field added to an event,
// an occurrence or a calendar fails the typecheck here until it is named, and naming it changes
// the buster, so a copy kept by the build before is dropped instead of read without it.
const EVENT_FIELDS: Record<keyof CalendarEvent, true> = {
  id: true,
  title: true,
  description: true,
  location: true,
  reminders: true,
  savedReminders: true,
  start: true,
  end: true,
  color: true,
  allDay: true,
  repeat: true,
  calendarId: true,
  followsCalendarColor: true,
  version: true,
  occurrence: true,
}
const OCCURRENCE_FIELDS: Record<keyof Occurrence, true> = {
  seriesId: true,
  originalStart: true,
  seriesStart: true,
  seriesEnd: true,
  changed: true,
}
const CALENDAR_FIELDS: Record<keyof Calendar, true> = {
  id: true,
  name: true,
  color: true,
  shown: true,
  position: true,
  version: true,
}

const fieldList = (fields: object) => Object.keys(fields).sort().join(',')

/**
 * The persister's buster: a kept copy written with another is discarded on restore (TanStack's
 * persistQueryClientRestore). It changes with CACHE_FORMAT and with the fields of what is kept.
 */
export const CACHE_BUSTER = [
  CACHE_FORMAT,
  fieldList(EVENT_FIELDS),
  fieldList(OCCURRENCE_FIELDS),
  fieldList(CALENDAR_FIELDS),
].join('|')

/**
 * Whether a query with this key may be kept: the range reads, the calendars, the year's counts
 * per day. Never a search: its results are of a moment, and its words are what the person typed.
 */
export function isPersistedKey(key: readonly unknown[]): boolean {
  const [head] = key
  if (head === searchKeys.all[0]) return false
  if (head === eventKeys.all[0]) return key.length === 4
  if (head === calendarKeys.all[0]) return key.length === 1
  return head === dayCountKeys.all[0]
}

/**
 * TanStack's shouldDehydrateQuery: a kept key holding an answer (none while pending or failed),
 * and of the range reads only those shown (active: a view's, the reminders' window), not the
 * neighbours and recent ranges kept in memory for 'next' and 'previous'. A month at 50,000
 * events a year is about 10,000 events with its series' occurrences: each range kept makes every
 * write and the restore that much longer (docs/performance.md, "Offline"). The other views of a
 * kept month (its weeks, its days) are cut from it offline as online (cached-subset.ts).
 */
export const shouldPersistQuery = (query: {
  queryKey: readonly unknown[]
  state: { status: string }
  isActive: () => boolean
}): boolean =>
  query.state.status === 'success' &&
  isPersistedKey(query.queryKey) &&
  (query.queryKey[0] !== eventKeys.all[0] || query.isActive())

/** The device keeps one copy per person: 'shared' outside private mode, else the user's id. */
export const cacheKeyFor = (owner: string): string => `query-cache:${owner}`

/** The owner a storage key belongs to, or null when it is not a kept copy's key. */
export const ownerOfKey = (key: unknown): string | null =>
  typeof key === 'string' && key.startsWith('query-cache:')
    ? key.slice('query-cache:'.length)
    : null
