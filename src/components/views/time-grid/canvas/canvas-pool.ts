// The time grid's day canvases, kept for the next grid: in this Chromium, without a GPU, the
// first frame of seven new canvases held the compositor's commit for 30-40 ms, and switching
// from the month to a week took 120-180 ms instead of 67 with canvases taken from here
// (docs/performance.md). A canvas given back keeps its pixels for a minute, then lets them go.

const spare: HTMLCanvasElement[] = []
const KEEP_PIXELS_MS = 60_000
let release: ReturnType<typeof setTimeout> | undefined

/** A canvas for a day column, positioned at its top left and hidden from screen readers. */
export function takeCanvas(): HTMLCanvasElement {
  const kept = spare.pop()
  if (kept) return kept
  const canvas = document.createElement('canvas')
  canvas.className = 'pointer-events-none absolute top-0 left-0'
  canvas.setAttribute('aria-hidden', 'true')
  return canvas
}

/** Takes a canvas back from a column that is going away. */
export function giveBackCanvas(canvas: HTMLCanvasElement) {
  canvas.remove()
  spare.push(canvas)
  clearTimeout(release)
  release = setTimeout(() => {
    // A size of 0 frees the pixels; the next paint sizes the canvas again.
    for (const kept of spare) kept.width = kept.height = 0
  }, KEEP_PIXELS_MS)
}
