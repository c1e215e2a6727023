// Callbacks a transaction registers to run once its COMMIT has succeeded, and never after a
// ROLLBACK: the seam for after-commit broadcasts (a Realtime endpoint comes next), so that
// nobody is told of a change that was rolled back.

export type AfterCommitCallback = () => void | Promise<void>

export interface AfterCommitQueue {
  /** Tx.afterCommit: queue a callback; refused once the transaction is over. */
  add(callback: AfterCommitCallback): void
  /** After COMMIT: every callback in order, each awaited; a failure is logged, not thrown. */
  run(): Promise<void>
  /** After ROLLBACK: forget them. */
  discard(): void
}

export function afterCommitQueue(): AfterCommitQueue {
  let callbacks: AfterCommitCallback[] | null = []
  return {
    add(callback) {
      if (callbacks === null) throw new Error('afterCommit: the transaction is already over')
      callbacks.push(callback)
    },
    async run() {
      const queued = callbacks ?? []
      callbacks = null
      for (const callback of queued) {
        try {
          await callback()
        } catch (error) {
          // The data is committed and the request has succeeded: a listener's failure is the
          // server's to report, not the client's.
          console.error('calendar-server: an after-commit callback failed:', error)
        }
      }
    },
    discard() {
      callbacks = null
    },
  }
}

/**
 * Runs a transaction (which commits, or throws after its ROLLBACK) with a fresh queue, then
 * the callbacks it queued: only when it committed.
 */
export async function committing<T>(
  transaction: (queue: AfterCommitQueue) => Promise<T>,
): Promise<T> {
  const queue = afterCommitQueue()
  let result: T
  try {
    result = await transaction(queue)
  } catch (error) {
    queue.discard()
    throw error
  }
  await queue.run()
  return result
}
