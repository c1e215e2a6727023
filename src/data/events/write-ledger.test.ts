import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ev } from '@/test/events'
import { local } from '@/test/zone'
import { eventKeys } from './query-keys'
import { createWriteLedger, writeLedgerFor } from './write-ledger'

const lunch = ev('e1', local(2026, 11, 17, 12), local(2026, 11, 17, 13))
const standup = ev('e2', local(2026, 11, 16, 9), local(2026, 11, 16, 10))

/** A ledger whose writes in flight the test sets. */
function ledgerWith(inFlight: { count: number }) {
  return createWriteLedger(() => inFlight.count)
}

describe('WriteLedger', () => {
  it('numbers pending ids per ledger', () => {
    const one = ledgerWith({ count: 0 })
    expect([one.pendingId(), one.pendingId()]).toEqual(['pending-1', 'pending-2'])
    expect(ledgerWith({ count: 0 }).pendingId()).toBe('pending-1')
  })

  it("follows the event's version past this tab's own updates", () => {
    const ledger = ledgerWith({ count: 0 })
    expect(ledger.versionFor('e1', 'v1')).toBe('v1')
    ledger.recordVersion('e1', 'v1', 'v2')
    ledger.recordVersion('e1', 'v2', 'v3')
    // Two quick moves from the event as shown (v1): the second goes to the first's version.
    expect(ledger.versionFor('e1', 'v1')).toBe('v3')
    expect(ledger.versionFor('e1', 'v2')).toBe('v3')
    // Another event, or one shown without a version, is not followed.
    expect(ledger.versionFor('e2', 'v1')).toBe('v1')
    expect(ledger.versionFor('e1', undefined)).toBeUndefined()
  })

  it('keeps a version once read back: an Undo is made from the event before the move', () => {
    const ledger = ledgerWith({ count: 1 })
    ledger.recordVersion('e1', 'v1', 'v2')
    expect(ledger.settle([lunch])).toEqual([lunch])
    ledger.readBack()
    expect(ledger.versionFor('e1', 'v1')).toBe('v2')
  })

  it('records nothing for an unconditional update or one without an answer', () => {
    const ledger = ledgerWith({ count: 0 })
    ledger.recordVersion('e1', undefined, 'v2')
    ledger.recordVersion('e1', 'v1', undefined)
    expect(ledger.versionFor('e1', 'v1')).toBe('v1')
  })

  it('leaves the read back to the last write in flight, with what they all touched', () => {
    const inFlight = { count: 3 }
    const ledger = ledgerWith(inFlight)
    expect(ledger.settle([lunch])).toBeUndefined()
    inFlight.count = 2
    expect(ledger.settle([])).toBeUndefined()
    inFlight.count = 1
    expect(ledger.settle([standup])).toEqual([lunch, standup])
    // The next write starts afresh.
    expect(ledger.settle([standup])).toEqual([standup])
  })

  it("reads everything back once any write in the run touched 'all'", () => {
    const inFlight = { count: 2 }
    const ledger = ledgerWith(inFlight)
    expect(ledger.settle('all')).toBeUndefined()
    inFlight.count = 1
    expect(ledger.settle([lunch])).toBe('all')
  })

  it('runs what waits at once when no write is in flight, else after the read back', () => {
    const inFlight = { count: 0 }
    const ledger = ledgerWith(inFlight)
    const ran: string[] = []
    ledger.whenWritesSettle(() => ran.push('idle'))
    expect(ran).toEqual(['idle'])
    inFlight.count = 1
    ledger.whenWritesSettle(() => ran.push('first'))
    ledger.whenWritesSettle(() => ran.push('second'))
    expect(ran).toEqual(['idle'])
    ledger.readBack()
    expect(ran).toEqual(['idle', 'first', 'second'])
    ledger.readBack()
    expect(ran).toEqual(['idle', 'first', 'second'])
  })

  it('is one per QueryClient: a fresh client starts with a fresh ledger', () => {
    const client = new QueryClient()
    const ledger = writeLedgerFor(client)
    expect(writeLedgerFor(client)).toBe(ledger)
    ledger.recordVersion('e1', 'v1', 'v2')
    const fresh = writeLedgerFor(new QueryClient())
    expect(fresh).not.toBe(ledger)
    expect(fresh.versionFor('e1', 'v1')).toBe('v1')
  })

  it("counts the client's writes in flight", async () => {
    const client = new QueryClient()
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const write = new MutationObserver(client, {
      mutationKey: eventKeys.writes,
      mutationFn: () => answered,
    })
    const ran: string[] = []
    const done = write.mutate()
    writeLedgerFor(client).whenWritesSettle(() => ran.push('after the write'))
    expect(ran).toEqual([])
    answer()
    await done
    writeLedgerFor(client).whenWritesSettle(() => ran.push('idle'))
    expect(ran).toEqual(['idle'])
  })
})
