import { backgroundTask } from './background-task'

/**
 * Runs `run` once the browser has painted the next frame: a frame callback runs just before
 * the paint, and a task queued from it runs after. The task is at background priority
 * (background-task.ts): work done ahead (fetching and laying out the neighbouring ranges,
 * 5-10 ms) then waits behind whatever the browser queued behind that paint, such as the
 * user's next input, where as a plain task it ran first. `cancel` stops it if it has not run
 * yet. (requestIdleCallback would wait longer and Safari has none.)
 */
export function afterPaint(run: () => void): { cancel: () => void } {
  let task: { cancel: () => void } | undefined
  const frame = requestAnimationFrame(() => {
    task = backgroundTask(run)
  })
  return {
    cancel: () => {
      cancelAnimationFrame(frame)
      task?.cancel()
    },
  }
}
