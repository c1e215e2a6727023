import { describe, expect, it } from 'vitest'
import { calendarKeys, dayCountKeys, eventKeys, searchKeys } from '../events/query-keys'
import {
  CACHE_BUSTER,
  CACHE_MAX_AGE,
  cacheKeyFor,
  isPersistedKey,
  ownerOfKey,
  shouldPersistQuery,
} from './persisted-queries'

const range = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-06T00:00:00Z') }

describe('isPersistedKey', () => {
  it('keeps the range reads, the calendars and the counts per day', () => {
    expect(isPersistedKey(eventKeys.range(range, null))).toBe(true)
    expect(isPersistedKey(eventKeys.range(range, 'Asia/Kolkata'))).toBe(true)
    expect(isPersistedKey(calendarKeys.all)).toBe(true)
    expect(isPersistedKey([...dayCountKeys.range(range, 'UTC'), 'hidden-calendar'])).toBe(true)
  })

  it('never keeps a search, nor keys it does not know', () => {
    expect(isPersistedKey(searchKeys.query(['dentist'], null))).toBe(false)
    expect(isPersistedKey(searchKeys.all)).toBe(false)
    expect(isPersistedKey(eventKeys.all)).toBe(false)
    expect(isPersistedKey(eventKeys.writes)).toBe(false)
    expect(isPersistedKey(calendarKeys.writes)).toBe(false)
    expect(isPersistedKey(['reminders'])).toBe(false)
    expect(isPersistedKey([])).toBe(false)
  })
})

describe('shouldPersistQuery', () => {
  const query = (status: string, queryKey: readonly unknown[], active = true) => ({
    queryKey,
    state: { status },
    isActive: () => active,
  })

  it('keeps a kept key only once it holds an answer', () => {
    expect(shouldPersistQuery(query('success', calendarKeys.all))).toBe(true)
    expect(shouldPersistQuery(query('pending', calendarKeys.all))).toBe(false)
    expect(shouldPersistQuery(query('error', calendarKeys.all))).toBe(false)
    expect(shouldPersistQuery(query('success', searchKeys.query(['x'], null)))).toBe(false)
  })

  it('keeps the ranges shown, not those read ahead or left behind', () => {
    expect(shouldPersistQuery(query('success', eventKeys.range(range, null)))).toBe(true)
    expect(shouldPersistQuery(query('success', eventKeys.range(range, null), false))).toBe(false)
    // The calendars and the counts are small: kept whether shown or not.
    expect(shouldPersistQuery(query('success', calendarKeys.all, false))).toBe(true)
    expect(shouldPersistQuery(query('success', dayCountKeys.range(range, 'UTC'), false))).toBe(true)
  })
})

describe('the device copy', () => {
  it('is one per person, and its key gives the person back', () => {
    expect(cacheKeyFor('shared')).not.toBe(cacheKeyFor('9a3c-user'))
    expect(ownerOfKey(cacheKeyFor('9a3c-user'))).toBe('9a3c-user')
    expect(ownerOfKey(cacheKeyFor('shared'))).toBe('shared')
    expect(ownerOfKey('keyval')).toBeNull()
    expect(ownerOfKey(42)).toBeNull()
  })

  it('is kept a week', () => {
    expect(CACHE_MAX_AGE).toBe(7 * 24 * 60 * 60 * 1000)
  })

  it('is dropped when what an event holds changes: the buster names its fields', () => {
    for (const field of ['start', 'end', 'occurrence', 'savedReminders', 'originalStart', 'shown'])
      expect(CACHE_BUSTER.split(/[|,]/)).toContain(field)
  })
})
