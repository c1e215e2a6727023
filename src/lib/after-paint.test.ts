import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from './after-paint'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A frame clock run by hand, and a scheduler that records the tasks posted to it. */
function stubs() {
  const frames: (() => void)[] = []
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => {}
  })
  const tasks: { run: () => void; priority: string; signal: AbortSignal }[] = []
  const postTask = (run: () => void, options: { priority: string; signal: AbortSignal }) => {
    tasks.push({ run, ...options })
    return new Promise<void>(() => {})
  }
  vi.stubGlobal('scheduler', { postTask })
  const paint = () => frames.splice(0).forEach((frame) => frame())
  return { tasks, paint }
}

describe('afterPaint', () => {
  it('queues the work after the next frame, at background priority', () => {
    const { tasks, paint } = stubs()
    const run = vi.fn()
    afterPaint(run)
    expect(tasks).toHaveLength(0)
    paint()
    expect(tasks).toHaveLength(1)
    expect(tasks[0]!.priority).toBe('background')
    expect(run).not.toHaveBeenCalled()
    tasks[0]!.run()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('cancels before the frame and after it', () => {
    const { tasks, paint } = stubs()
    afterPaint(() => {}).cancel()
    paint()
    expect(tasks).toHaveLength(0)
    const queued = afterPaint(() => {})
    paint()
    queued.cancel()
    expect(tasks[0]!.signal.aborted).toBe(true)
  })
})
