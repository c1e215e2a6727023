/**
 * Runs `run` once the browser has painted the next frame: a frame callback runs just before
 * the paint, and a task queued from it runs after. `cancel` stops it if it has not run yet.
 * (requestIdleCallback would wait longer and Safari has none.)
 */
export function afterPaint(run: () => void): { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0)
  })
  return {
    cancel: () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    },
  }
}
