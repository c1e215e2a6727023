// The range read tells what it learnt of the database; the query that puts its events into the
// cache records it (the update notice and the dialog's controls read it from db-features.ts).
import { QueryClient } from '@tanstack/react-query'
import { expect, it, vi } from 'vitest'
import type { DateRange } from '@/model/types'
import { getDbFeatures, type LearnFeatures } from '../schema/db-features'
import { listEvents } from './events-api'
import { eventsQuery } from './use-events'

vi.mock('./events-api', () => ({
  listEvents: vi.fn(async (_range: DateRange, learn: LearnFeatures = () => {}) => {
    learn({ allDay: true, repeat: false })
    return []
  }),
}))

const week = { start: new Date('2026-11-15T00:00:00Z'), end: new Date('2026-11-22T00:00:00Z') }

it('records what the read learnt once its events are read', async () => {
  await listEvents(week)
  expect(getDbFeatures()).toBeUndefined()
  await new QueryClient().fetchQuery(eventsQuery(week))
  expect(getDbFeatures()).toEqual({ allDay: true, repeat: false })
})
