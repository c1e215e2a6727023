import { describe, expect, it } from 'vitest'
import {
  BACKOFF_MAX_MS,
  backoffMs,
  enqueue,
  nextDue,
  outcomeOf,
  retryNow,
  settleHead,
  type WriteQueue,
} from './write-queue'
import { offlineLabel, savedLabel } from './online-status'

const three = (): WriteQueue<string> =>
  enqueue(enqueue(enqueue([], 'create', 'id-1'), 'move', 'id-2'), 'delete', 'id-3')

describe('the offline write queue', () => {
  it('sends in the order the writes were made, each with its own id', () => {
    let queue = three()
    const sent: string[] = []
    for (let head = nextDue(queue, 0); head; head = nextDue(queue, 0)) {
      sent.push(`${head.write}:${head.id}`)
      queue = settleHead(queue, { kind: 'sent' }, 0).queue
    }
    expect(sent).toEqual(['create:id-1', 'move:id-2', 'delete:id-3'])
  })

  it('keeps the id of a write across tries, so a replay is the same write', () => {
    const { queue } = settleHead(three(), { kind: 'offline' }, 1_000)
    expect(queue.map((q) => q.id)).toEqual(['id-1', 'id-2', 'id-3'])
  })

  it('waits longer after each try that met no network, up to a bound', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([1_000, 2_000, 4_000, 8_000])
    expect(backoffMs(30)).toBe(BACKOFF_MAX_MS)
    let queue = three()
    queue = settleHead(queue, { kind: 'offline' }, 10_000).queue
    queue = settleHead(queue, { kind: 'offline' }, 11_000).queue
    expect(queue[0]).toMatchObject({ attempts: 2, notBefore: 13_000 })
    // Nothing behind the head overtakes it while it waits.
    expect(nextDue(queue, 12_999)).toBeUndefined()
    expect(nextDue(queue, 13_000)?.id).toBe('id-1')
    // The network is back: tried at once.
    expect(nextDue(retryNow(queue), 11_500)?.id).toBe('id-1')
  })

  it('drops a refused write, says which one, and keeps the rest to send', () => {
    let queue = three()
    queue = settleHead(queue, { kind: 'sent' }, 0).queue
    const error = { code: '42501', message: 'denied' }
    const { queue: after, refusal } = settleHead(queue, { kind: 'refused', error }, 0)
    expect(refusal?.failed).toMatchObject({ id: 'id-2', write: 'move' })
    expect(refusal?.error).toBe(error)
    expect(refusal?.kept.map((q) => q.write)).toEqual(['delete'])
    expect(after.map((q) => q.write)).toEqual(['delete'])
  })

  it('tells the network missing from the server saying no', () => {
    const network = new TypeError('Failed to fetch')
    const wrapped = { message: 'TypeError: Failed to fetch', code: '' }
    const http = { message: 'new row violates row-level security policy', code: '42501' }
    expect(outcomeOf(network, true, false)).toEqual({ kind: 'offline' })
    expect(outcomeOf(wrapped, true, false)).toEqual({ kind: 'offline' })
    expect(outcomeOf(http, false, false)).toEqual({ kind: 'offline' })
    expect(outcomeOf(http, true, false)).toEqual({ kind: 'refused', error: http })
  })

  it('takes a replayed create that meets its own row as sent, not twice', () => {
    const duplicate = { code: '23505', message: 'duplicate key value' }
    expect(outcomeOf(duplicate, true, true)).toEqual({ kind: 'sent' })
    expect(outcomeOf(duplicate, true, false)).toMatchObject({ kind: 'refused' })
  })

  it('words the badge and the toast', () => {
    expect(offlineLabel(0)).toBe('Offline')
    expect(offlineLabel(2)).toBe('Offline · 2 changes waiting')
    expect(offlineLabel(1)).toBe('Offline · 1 change waiting')
    expect(savedLabel(3)).toBe('3 changes saved')
  })
})
