import { afterEach, describe, expect, it, vi } from 'vitest'
import { backgroundTask } from './background-task'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('backgroundTask', () => {
  it("posts the work at the scheduler's background priority, and aborts it on cancel", async () => {
    const postTask = vi.fn((run: () => void, options: { signal: AbortSignal }) => {
      return new Promise<void>((resolve, reject) => {
        options.signal.addEventListener('abort', () => reject(new Error('AbortError')))
        setTimeout(() => {
          if (!options.signal.aborted) run()
          resolve()
        }, 0)
      })
    })
    vi.stubGlobal('scheduler', { postTask })
    const ran: string[] = []
    backgroundTask(() => ran.push('kept'))
    backgroundTask(() => ran.push('cancelled')).cancel()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(postTask).toHaveBeenCalledTimes(2)
    expect(postTask.mock.calls[0]![1]).toMatchObject({ priority: 'background' })
    expect(ran).toEqual(['kept'])
  })

  it('falls back to a plain task where there is no scheduler', () => {
    vi.stubGlobal('scheduler', undefined)
    vi.useFakeTimers()
    const ran: string[] = []
    backgroundTask(() => ran.push('kept'))
    backgroundTask(() => ran.push('cancelled')).cancel()
    expect(ran).toEqual([])
    vi.runAllTimers()
    expect(ran).toEqual(['kept'])
  })
})
