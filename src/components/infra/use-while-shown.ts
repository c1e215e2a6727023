import { useLayoutEffect, useRef, type RefObject } from 'react'

/** Sent to a page's element when DetachedPages moves it into the document. */
export const PAGE_SHOWN = 'calendar:page-shown'
/** Sent to a page's element when DetachedPages moves it out of the document. */
export const PAGE_HIDDEN = 'calendar:page-hidden'

/**
 * Runs `attach` while the element of `ref` is in the document, and what it returns when the
 * element leaves it or unmounts. An element in a page rendered ahead (DetachedPages) attaches
 * when its page is shown, in that commit, and detaches when the page is moved out: the time
 * grid's canvases exist only for the week in view (the memory target, docs/performance.md).
 * Anywhere else it attaches on mount, as a layout effect would. `attach` is the one of the
 * last render.
 */
export function useWhileShown(ref: RefObject<HTMLElement | null>, attach: () => () => void) {
  const latest = useRef(attach)
  useLayoutEffect(() => {
    latest.current = attach
  })
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    let detach: (() => void) | undefined
    const show = () => {
      detach ??= latest.current()
    }
    const hide = () => {
      detach?.()
      detach = undefined
    }
    // Shown in this commit already (DetachedPages shows a page before its content's effects).
    if (element.isConnected) show()
    const page = element.closest<HTMLElement>('[data-page]')
    page?.addEventListener(PAGE_SHOWN, show)
    page?.addEventListener(PAGE_HIDDEN, hide)
    return () => {
      page?.removeEventListener(PAGE_SHOWN, show)
      page?.removeEventListener(PAGE_HIDDEN, hide)
      hide()
    }
  }, [ref])
}
