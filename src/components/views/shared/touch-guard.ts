// Whether a finger is dragging, and the listener that keeps such a finger from scrolling: in
// the first screen's JS (the views attach it), while the drag code itself loads later.

/** A finger holds something (a drag started by touch): its moves must not scroll. */
let touchDragging = false

export function setTouchDragging(dragging: boolean) {
  touchDragging = dragging
}

/**
 * Makes `element`'s touch moves cancellable while a finger drags. Attached for the element's
 * life, not when a drag starts: the browser decides at touchstart whether a gesture may scroll
 * without asking the page, from the touch listeners there then, and a listener added later
 * cannot stop the scroll (the pointer is cancelled instead). Returns the detach.
 */
export function guardTouchScroll(element: HTMLElement): () => void {
  const onTouchMove = (event: TouchEvent) => {
    if (touchDragging && event.cancelable) event.preventDefault()
  }
  element.addEventListener('touchmove', onTouchMove, { passive: false })
  return () => element.removeEventListener('touchmove', onTouchMove)
}
