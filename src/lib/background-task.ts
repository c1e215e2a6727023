/**
 * Runs `run` when the page has nothing more urgent to do: at the background priority of the
 * Prioritized Task Scheduling API (Chromium, Firefox) where there is one, else as a plain task.
 * For work done ahead for a later click (laying out a view the user may switch to): queued
 * right after a paint as a plain task, it ran before whatever the browser had queued behind
 * that paint (input, a message, a fetch's answer). `cancel` stops it if it has not run yet.
 */
export function backgroundTask(run: () => void): { cancel: () => void } {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler
  if (scheduler?.postTask) {
    const controller = new AbortController()
    // A cancelled task's promise rejects with an AbortError: nothing to report.
    scheduler.postTask(run, { priority: 'background', signal: controller.signal }).catch(() => {})
    return { cancel: () => controller.abort() }
  }
  const timer = setTimeout(run, 0)
  return { cancel: () => clearTimeout(timer) }
}

/** The one method used of `scheduler` (not in TypeScript's DOM types yet). */
interface TaskScheduler {
  postTask?: (
    run: () => void,
    options: { priority: 'background'; signal: AbortSignal },
  ) => Promise<void>
}
