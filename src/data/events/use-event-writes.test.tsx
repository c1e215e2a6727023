// The optimistic write path against a stand-in for the events API: an in-memory table whose
// answers the test releases one by one, so it can look at the cache between a write being made
// and the server answering. The real API over a real backend is covered by the browser suite.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ev } from '@/test/events'
import { local } from '@/test/zone'
import type { CalendarEvent, EventDraft } from '@/model/types'
import { eventsQuery } from './use-events'
import { useEventWrites } from './use-event-writes'
import { writeLedgerFor } from './write-ledger'

const server = vi.hoisted(() => ({
  rows: [] as CalendarEvent[],
  /** Answers waiting to be released, oldest first. */
  queue: [] as (() => void)[],
  fail: false,
  applied: [] as string[],
  nextId: 1,
}))

vi.mock('./events-api', () => {
  const later = (apply: () => void) =>
    new Promise<void>((resolve, reject) =>
      server.queue.push(() => {
        if (server.fail) return reject(new Error('Failed to fetch'))
        apply()
        resolve()
      }),
    )
  return {
    listEvents: async (range: { start: Date; end: Date }) =>
      server.rows
        .filter((e) => e.start < range.end && e.end > range.start)
        .sort((a, b) => a.start.getTime() - b.start.getTime()),
    createEvent: (draft: EventDraft) =>
      later(() => {
        server.rows.push({ ...draft, id: `db-${server.nextId++}` })
        server.applied.push(`create ${draft.title}`)
      }),
    updateEvent: (id: string, draft: EventDraft) =>
      later(() => {
        server.rows = server.rows.map((e) => (e.id === id ? { ...draft, id } : e))
        server.applied.push(`update ${draft.title}`)
      }),
  }
})

vi.mock('./undo-rows', () => ({
  deleteReturning: (id: string) =>
    new Promise((resolve, reject) =>
      server.queue.push(() => {
        if (server.fail) return reject(new Error('Failed to fetch'))
        server.rows = server.rows.filter((e) => e.id !== id)
        server.applied.push(`delete ${id}`)
        resolve({ of: 'delete', before: [], after: { [id]: null } })
      }),
    ),
}))

const week = { start: local(2026, 11, 15), end: local(2026, 11, 22) }
const nextWeek = { start: local(2026, 11, 22), end: local(2026, 11, 29) }
const standup = ev('s1', local(2026, 11, 16, 9), local(2026, 11, 16, 10))

let client: QueryClient
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
)
/** The writes, beside a view of the week as the calendar would have it on screen. */
const useWrites = () => {
  useQuery(eventsQuery(week))
  return useEventWrites()
}
const shown = (range = week) =>
  (client.getQueryData<CalendarEvent[]>(eventsQuery(range).queryKey) ?? []).map((e) => e.title)
const release = async () => {
  await waitFor(() => expect(server.queue.length).toBeGreaterThan(0))
  await act(async () => server.queue.shift()!())
}

beforeEach(async () => {
  server.rows = [{ ...standup, title: 'Standup' }]
  server.queue = []
  server.fail = false
  server.applied = []
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
  await client.fetchQuery(eventsQuery(week))
  await client.fetchQuery(eventsQuery(nextWeek))
})

describe('useEventWrites', () => {
  it('shows a created event at once, then the server row', async () => {
    const { result } = renderHook(() => useWrites(), { wrapper })
    const draft = {
      title: 'Lunch',
      description: null,
      start: local(2026, 11, 17, 12),
      end: local(2026, 11, 17, 13),
      color: '#10b981',
      allDay: false,
    }
    let done: Promise<unknown>
    act(() => void (done = result.current({ kind: 'create', draft })))
    await waitFor(() => expect(shown()).toEqual(['Standup', 'Lunch']))
    expect(server.rows).toHaveLength(1) // nothing written yet
    await release()
    await act(() => done)
    // Resolved after the touched range was read back: the event has its real id.
    const rows = client.getQueryData<CalendarEvent[]>(eventsQuery(week).queryKey)!
    expect(rows.map((e) => e.id)).toEqual(['s1', 'db-1'])
  })

  it('rolls back a failed update and rejects, so the dialog keeps what was typed', async () => {
    const { result } = renderHook(() => useWrites(), { wrapper })
    const event = client.getQueryData<CalendarEvent[]>(eventsQuery(week).queryKey)![0]!
    server.fail = true
    let outcome: Promise<unknown>
    act(() => {
      outcome = result
        .current({ kind: 'update', event, draft: { ...event, title: 'Renamed' } })
        .catch((e) => e)
    })
    await waitFor(() => expect(shown()).toEqual(['Renamed']))
    await release()
    expect(await act(() => outcome)).toBeInstanceOf(Error)
    expect(shown()).toEqual(['Standup'])
    expect(client.getQueryData<CalendarEvent[]>(eventsQuery(week).queryKey)![0]).toEqual(event)
  })

  it('shows the reminders an update saves at once (a dialog reopened before the read back)', async () => {
    const { result } = renderHook(() => useWrites(), { wrapper })
    const event = client.getQueryData<CalendarEvent[]>(eventsQuery(week).queryKey)![0]!
    const reminders = [{ kind: 'before' as const, minutes: 60 }]
    act(() => void result.current({ kind: 'update', event, draft: { ...event, reminders } }))
    const first = () => client.getQueryData<CalendarEvent[]>(eventsQuery(week).queryKey)![0]!
    await waitFor(() => expect(first().savedReminders).toEqual(reminders))
    await release()
  })

  it('moves an event between cached ranges at once, and refetches only those', async () => {
    const { result } = renderHook(() => useWrites(), { wrapper })
    const event = client.getQueryData<CalendarEvent[]>(eventsQuery(week).queryKey)![0]!
    const far = { start: local(2027, 1, 3), end: local(2027, 1, 10) }
    await client.fetchQuery(eventsQuery(far))
    const farData = client.getQueryData(eventsQuery(far).queryKey)
    const reads = client.getQueryState(eventsQuery(week).queryKey)!.dataUpdateCount
    const moved = { ...event, start: local(2026, 11, 23, 9), end: local(2026, 11, 23, 10) }
    let done: Promise<unknown>
    act(() => void (done = result.current({ kind: 'update', event, draft: moved })))
    await waitFor(() => expect(shown(nextWeek)).toEqual(['Standup']))
    expect(shown()).toEqual([])
    await release()
    await act(() => done)
    // The shown week is read again at once; next week (not shown) on its next use; the far
    // range, which the event never touched, is left alone.
    expect(client.getQueryState(eventsQuery(week).queryKey)!.dataUpdateCount).toBeGreaterThan(
      reads + 1,
    )
    expect(client.getQueryState(eventsQuery(nextWeek).queryKey)?.isInvalidated).toBe(true)
    expect(client.getQueryState(eventsQuery(far).queryKey)?.isInvalidated).toBe(false)
    expect(client.getQueryData(eventsQuery(far).queryKey)).toBe(farData)
  })

  it('deletes at once; a failed delete puts the event back', async () => {
    const { result } = renderHook(() => useWrites(), { wrapper })
    const event = client.getQueryData<CalendarEvent[]>(eventsQuery(week).queryKey)![0]!
    server.fail = true
    let outcome: Promise<unknown>
    act(() => void (outcome = result.current({ kind: 'delete', event }).catch((e) => e)))
    await waitFor(() => expect(shown()).toEqual([]))
    await release()
    await act(() => outcome)
    expect(shown()).toEqual(['Standup'])
  })

  it('two quick saves in a row reach the server in order and end in its state', async () => {
    const { result } = renderHook(() => useWrites(), { wrapper })
    const event = client.getQueryData<CalendarEvent[]>(eventsQuery(week).queryKey)![0]!
    let first: Promise<unknown>, second: Promise<unknown>
    act(() => {
      first = result.current({ kind: 'update', event, draft: { ...event, title: 'One' } })
      second = result.current({ kind: 'update', event, draft: { ...event, title: 'Two' } })
    })
    await waitFor(() => expect(shown()).toEqual(['Two']))
    // Only the first write is at the server: the second waits its turn.
    await waitFor(() => expect(server.queue).toHaveLength(1))
    await release()
    await act(() => first)
    // The first write's answer does not repaint 'One' over the second, still in flight.
    expect(shown()).toEqual(['Two'])
    await release()
    await act(() => second)
    expect(server.applied).toEqual(['update One', 'update Two'])
    await waitFor(() => expect(shown()).toEqual(['Two']))
    expect(server.rows[0]?.title).toBe('Two')
  })

  it('holds what waits for the writes (live changes) until they are read back', async () => {
    const { result } = renderHook(() => useWrites(), { wrapper })
    const event = client.getQueryData<CalendarEvent[]>(eventsQuery(week).queryKey)![0]!
    const ran: string[] = []
    writeLedgerFor(client).whenWritesSettle(() => ran.push('idle'))
    expect(ran).toEqual(['idle'])
    let done: Promise<unknown>
    act(
      () =>
        void (done = result.current({ kind: 'update', event, draft: { ...event, title: 'One' } })),
    )
    await waitFor(() => expect(shown()).toEqual(['One']))
    writeLedgerFor(client).whenWritesSettle(() => ran.push(`echo, shown: ${shown().join()}`))
    expect(ran).toEqual(['idle'])
    await release()
    await act(() => done)
    expect(ran).toEqual(['idle', 'echo, shown: One'])
  })
})
