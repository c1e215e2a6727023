// The queue of writes made offline (docs/decisions.md, "Offline"), as pure functions over an
// array: the order they were made in, the id each carries so a replay never writes twice, the
// backoff between tries while the network is still gone, and what a refusal leaves. Where it is
// kept and how it is sent: write-replay.ts.
import { isNetworkFailure } from './network-failure'

/** A write waiting to be sent: `id` is its own, made once, the same at every try. */
export interface Queued<W> {
  readonly id: string
  readonly write: W
  /** The tries that met no network. */
  readonly attempts: number
  /** Not tried again before this time (ms since the epoch). */
  readonly notBefore: number
}

export type WriteQueue<W> = readonly Queued<W>[]

/** The first wait after a try that met no network, doubled at each next one, up to MAX. */
export const BACKOFF_BASE_MS = 1_000
export const BACKOFF_MAX_MS = 60_000

/** How long to wait after `attempts` tries that met no network. */
export const backoffMs = (attempts: number): number =>
  attempts <= 0 ? 0 : Math.min(BACKOFF_BASE_MS * 2 ** (attempts - 1), BACKOFF_MAX_MS)

/** `write` added last, with its id: the queue is sent in the order the writes were made. */
export const enqueue = <W>(queue: WriteQueue<W>, write: W, id: string): WriteQueue<W> => [
  ...queue,
  { id, write, attempts: 0, notBefore: 0 },
]

/**
 * The write to send now, or undefined: always the oldest, never one behind it (a later edit of
 * the same event would go first, or a move before its create), and only once its wait is over.
 */
export const nextDue = <W>(queue: WriteQueue<W>, now: number): Queued<W> | undefined =>
  queue[0] && queue[0].notBefore <= now ? queue[0] : undefined

/** When the head may be tried again (0: now), or undefined for an empty queue. */
export const nextTryAt = <W>(queue: WriteQueue<W>): number | undefined => queue[0]?.notBefore

/** How a try of the head ended. */
export type TryOutcome =
  /** The server took it (or already had it: a create that met its own row). */
  | { kind: 'sent' }
  /** No answer: no network, or no server within reach. Kept, tried again later. */
  | { kind: 'offline' }
  /** The server said no (a conflict, a rule): dropped, the person is told. */
  | { kind: 'refused'; error: unknown }

/**
 * Whether a failed write met no network rather than the server's answer: the device says it is
 * offline, or the request got no answer (fetch's TypeError, supabase-js' error made of it). An
 * HTTP error is the server's answer: refused.
 */
export const isOfflineFailure = (error: unknown, online: boolean): boolean =>
  !online || isNetworkFailure(error)

/** A create replayed over its own row, inserted by a try whose answer was lost: not twice. */
export const isDuplicateOfItself = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'

/** What a refusal leaves: which write failed, and the writes still waiting (kept, sent next). */
export interface Refusal<W> {
  readonly failed: Queued<W>
  readonly error: unknown
  readonly kept: WriteQueue<W>
}

/** The queue after a try of its head at `now`, and the refusal to tell, if it was one. */
export function settleHead<W>(
  queue: WriteQueue<W>,
  outcome: TryOutcome,
  now: number,
): { queue: WriteQueue<W>; refusal?: Refusal<W> } {
  const [head, ...rest] = queue
  if (!head) return { queue }
  if (outcome.kind === 'sent') return { queue: rest }
  if (outcome.kind === 'refused')
    return { queue: rest, refusal: { failed: head, error: outcome.error, kept: rest } }
  const attempts = head.attempts + 1
  return { queue: [{ ...head, attempts, notBefore: now + backoffMs(attempts) }, ...rest] }
}

/** The head may be tried at once: the network is back (the online event), no wait to serve. */
export const retryNow = <W>(queue: WriteQueue<W>): WriteQueue<W> =>
  queue[0] ? [{ ...queue[0], notBefore: 0 }, ...queue.slice(1)] : queue

/** The outcome of a try that threw `error`, `online` being what the device said. */
export function outcomeOf(error: unknown, online: boolean, isCreate: boolean): TryOutcome {
  if (isCreate && isDuplicateOfItself(error)) return { kind: 'sent' }
  return isOfflineFailure(error, online) ? { kind: 'offline' } : { kind: 'refused', error }
}
