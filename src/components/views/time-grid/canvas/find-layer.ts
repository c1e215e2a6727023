// The titles drawn on a day column's canvas, again as text the browser's find in page can
// find (Ctrl+F): one plain span per drawn title, placed where the canvas draws it, in the same
// font, its text transparent, so a match is highlighted over the drawn title and scrolled
// into view while what the person sees stays the drawing. Plain spans made and reused here,
// not a React component per block: a week's 'next' only changes their text and place
// (docs/performance.md). Hidden from screen readers: each block's button is named already.
import type { ReachedBlock } from '@/model/layout/overlap-reach'
import type { CalendarEvent } from '@/model/types'
import { keepsTitle } from '../block'
import { columnBox } from '../column-style'

/** border-l-4 and px-1.5 / py-0.5 of a block, as paint-day.ts draws its title. */
const BORDER = 4

/** What the layer needs of a column's picture. */
export interface FindPicture {
  /** The column's inner width in CSS pixels. */
  width: number
  blocks: readonly ReachedBlock<CalendarEvent>[]
}

/**
 * The layer's element: over the canvas, under the buttons, taking no pointer, hidden from
 * screen readers (the buttons carry the names).
 */
export function makeFindLayer(): HTMLDivElement {
  const layer = document.createElement('div')
  layer.className = 'pointer-events-none absolute inset-0 select-text'
  layer.setAttribute('aria-hidden', 'true')
  layer.dataset.findLayer = ''
  return layer
}

/**
 * Makes `layer` hold one span per title the canvas draws (a title kept in view as an element
 * is findable there already), at the title's place: `rem` is the root font size, which the
 * block's padding follows. Spans are reused in order; extra ones are removed.
 */
export function syncFindLayer(layer: HTMLElement, picture: FindPicture, rem: number) {
  const padX = 0.375 * rem
  const padY = 0.125 * rem
  let i = 0
  for (const block of picture.blocks) {
    if (keepsTitle(block)) continue
    const box = columnBox(block.column, block.span, block.columns, picture.width)
    let span = layer.children[i] as HTMLSpanElement | undefined
    if (!span) {
      span = document.createElement('span')
      // The title's font and line (text-xs font-semibold leading-tight), wrapping where words
      // do not fit as the canvas wraps them.
      span.className = 'absolute text-xs leading-tight font-semibold break-words text-transparent'
      layer.append(span)
    }
    i++
    if (span.textContent !== block.event.title) span.textContent = block.event.title
    // The print stylesheet draws the block from these (index.css, `@media print`).
    span.style.cssText = `top:${block.top + padY}px;left:${box.x + BORDER + padX}px;width:${Math.max(0, box.width - BORDER - 2 * padX)}px`
  }
  while (layer.children.length > i) layer.lastElementChild!.remove()
}
