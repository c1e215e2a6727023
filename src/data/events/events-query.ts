import type { DateRange } from '@/model/types'
import { listEvents } from './events-api'

/** Every events query starts with this key; writes update and refetch the ones they touch. */
export const EVENTS_KEY = ['events'] as const

export type EventsKey = readonly [(typeof EVENTS_KEY)[0], string, string]

export const rangeKey = (range: DateRange): EventsKey => [
  EVENTS_KEY[0],
  range.start.toISOString(),
  range.end.toISOString(),
]

/** The range a cached query holds, read back from its key. */
export const rangeOfKey = (key: readonly unknown[]): DateRange => ({
  start: new Date(String(key[1])),
  end: new Date(String(key[2])),
})

/** The query of one visible range: its key and how to read it. */
export const eventsQuery = (range: DateRange) => ({
  queryKey: rangeKey(range),
  queryFn: () => listEvents(range),
})
