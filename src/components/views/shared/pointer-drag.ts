// One pointer's drag, the same for the time grids and the month grid: a mouse or pen drags
// once it has travelled a few pixels (less is a click, left to the element); a finger picks up
// only after being held still (else the page scrolls, as it would without drags); Escape
// cancels. The click that ends a drag (or a cancelled one) never reaches the element under it.

import { setTouchDragging } from './touch-guard'

interface DragHandlers {
  /** The drag has begun (travel past the threshold, or a touch held). */
  start: () => void
  move: (event: PointerEvent) => void
  drop: (event: PointerEvent) => void
  cancel: () => void
}

interface DragOptions {
  /** Whether a finger may pick this up (press and hold); false: touch never drags. */
  touch: boolean
}

/** Pixels a mouse travels before a press is a drag. */
const MOUSE_SLOP = 4
/** Pixels a finger may wander while held before it is a scroll. */
const TOUCH_SLOP = 8
/** How long a finger is held to pick an event up. */
const TOUCH_HOLD_MS = 400

/** Swallows the click the browser sends after a drag's pointerup (capture phase, once). */
function swallowNextClick() {
  const swallow = (event: MouseEvent) => {
    event.stopPropagation()
    event.preventDefault()
  }
  window.addEventListener('click', swallow, { capture: true, once: true })
  // A drop outside any element gets no click: stop waiting for it.
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0)
}

/** Follows the pointer of `down` until it is lifted; calls `handlers` if it becomes a drag. */
export function trackDrag(down: PointerEvent, handlers: DragHandlers, options: DragOptions) {
  const touch = down.pointerType === 'touch'
  if (touch && !options.touch) return
  let started = false
  /** Escape pressed: the drag is over, but the button is still down (its click is swallowed). */
  let cancelled = false
  let hold: ReturnType<typeof setTimeout> | undefined

  const begin = () => {
    started = true
    if (touch) setTouchDragging(true)
    handlers.start()
  }
  const cleanup = () => {
    clearTimeout(hold)
    if (touch) setTouchDragging(false)
    window.removeEventListener('pointermove', onMove)
    window.removeEventListener('pointerup', onUp)
    window.removeEventListener('pointercancel', onCancel)
    window.removeEventListener('keydown', onKey, true)
    window.removeEventListener('contextmenu', stopMenu, true)
  }
  const travelled = (event: PointerEvent) =>
    Math.hypot(event.clientX - down.clientX, event.clientY - down.clientY)

  function onMove(event: PointerEvent) {
    if (event.pointerId !== down.pointerId || cancelled) return
    if (!started) {
      if (touch) {
        // Moved before the hold: a scroll, not a drag.
        if (travelled(event) > TOUCH_SLOP) cleanup()
        return
      }
      if (travelled(event) < MOUSE_SLOP) return
      begin()
    }
    handlers.move(event)
  }
  function onUp(event: PointerEvent) {
    if (event.pointerId !== down.pointerId) return
    cleanup()
    if (!started) return
    swallowNextClick()
    if (!cancelled) handlers.drop(event)
  }
  function onCancel(event: PointerEvent) {
    if (event.pointerId !== down.pointerId) return
    cleanup()
    if (started && !cancelled) handlers.cancel()
  }
  function onKey(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !started || cancelled) return
    event.preventDefault()
    event.stopPropagation()
    cancelled = true
    handlers.cancel()
  }
  // A long press would open the browser's menu.
  function stopMenu(event: Event) {
    event.preventDefault()
  }

  window.addEventListener('pointermove', onMove)
  window.addEventListener('pointerup', onUp)
  window.addEventListener('pointercancel', onCancel)
  window.addEventListener('keydown', onKey, true)
  if (touch) {
    window.addEventListener('contextmenu', stopMenu, true)
    hold = setTimeout(begin, TOUCH_HOLD_MS)
  }
}
