import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { PAGE_HIDDEN, PAGE_SHOWN } from './use-while-shown'

export interface DetachedPage {
  key: string
  node: ReactNode
}

/**
 * Pages of which one is in the document: each is rendered into an element of its own, and only
 * the shown page's element is put into the slot. A page rendered ahead (the next month, once
 * the shown one is painted) is React's work done while nothing waits; showing it is a move of
 * one element, which the browser then styles, lays out and paints in the click's frame
 * (docs/performance.md, "Months rendered ahead"). The others are out of the document: no one
 * sees, finds, focuses or tabs to them, and the browser does nothing for them.
 *
 * The slot and the pages' elements are `display: contents` with no role, so what a page
 * renders stands in the slot's parent's layout and accessibility tree as if rendered there.
 * React events bubble from a page through its React parents as usual (a portal's do).
 *
 * What must only exist while a page is shown (the time grid's canvases: useWhileShown) hears
 * of it from the page's element: PAGE_HIDDEN on the page moved out, then PAGE_SHOWN on the
 * page moved in, in the commit that shows it.
 */
export function DetachedPages({ shown, pages }: { shown: string; pages: readonly DetachedPage[] }) {
  const [holders] = useState(() => new Map<string, HTMLDivElement>())
  const holder = (key: string) => {
    let element = holders.get(key)
    if (!element) {
      element = document.createElement('div')
      element.style.display = 'contents'
      element.setAttribute('role', 'presentation')
      element.dataset.page = key
      holders.set(key, element)
    }
    return element
  }
  const slot = useRef<HTMLDivElement>(null)
  // A page no longer rendered gives its element up (its content went with its portal).
  useEffect(() => {
    for (const key of holders.keys()) {
      if (key !== shown && !pages.some((page) => page.key === key)) holders.delete(key)
    }
  })
  return (
    <>
      <div ref={slot} role="presentation" style={{ display: 'contents' }} />
      {/* After the slot, whose ref is set by then, and before the pages, whose layout effects
          then find the shown page in the document. */}
      <ShowPage slot={slot} page={holder(shown)} />
      {pages.map((page) => createPortal(page.node, holder(page.key), page.key))}
    </>
  )
}

function ShowPage({ slot, page }: { slot: RefObject<HTMLDivElement | null>; page: HTMLElement }) {
  useLayoutEffect(() => {
    const element = slot.current
    if (!element || element.firstChild === page) return
    const before = element.firstChild
    element.replaceChildren(page)
    // Hidden first: what the old page gives back (its canvases), the new one takes.
    before?.dispatchEvent(new Event(PAGE_HIDDEN))
    page.dispatchEvent(new Event(PAGE_SHOWN))
  }, [slot, page])
  return null
}
