// The titles drawn on a day column's canvas, again as text the browser's find in page can
// find (Ctrl+F): one plain span per drawn title, placed where the canvas draws it, in the same
// font, its text transparent, in a layer `hidden="until-found"` (not rendered until find
// matches in it), so a match is revealed and highlighted over the drawn title and scrolled
// into view while what the person sees stays the drawing. Printed, the spans are the blocks
// (the canvas is not printed). Plain spans made and reused here,
// not a React component per block: a week's 'next' only changes their text and place
// (docs/performance.md). Hidden from screen readers: each block's button is named already.
import type { ReachedBlock } from '@/model/layout/overlap-reach'
import type { CalendarEvent } from '@/model/types'
import { blockTime, keepsTitle } from '../block'
import type { TimeFormat } from '@/model/time/formats'
import { COLUMN_GAPS, columnStyle } from '../column-style'

/** What the layer needs of a column's picture. */
export interface FindPicture {
  blocks: readonly ReachedBlock<CalendarEvent>[]
  timeFormat: TimeFormat
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
  hideUntilFound(layer)
  return layer
}

/**
 * The layer is not styled, laid out or painted until the browser's find matches text in it;
 * the browser then removes the attribute (the text stays transparent), and the next change of
 * the column's blocks sets it again. Laid out, a busy week's titles made its 'next' about
 * half as slow again; hidden one by one, each span's containment (a clip) still cost a
 * quarter (docs/performance.md).
 */
function hideUntilFound(layer: HTMLElement) {
  if (layer.getAttribute('hidden') !== 'until-found') layer.setAttribute('hidden', 'until-found')
}

// A block's box, its title where the canvas draws it (after the 4px border, px-1.5 py-0.5)
// in the title's font and line (text-xs font-semibold leading-tight), wrapping where words do
// not fit as the canvas wraps them. Transparent in forced colours too, which would otherwise
// force the text to CanvasText over the drawing once a find has revealed it.
const SPAN = `absolute ${COLUMN_GAPS} pt-0.5 pr-1.5 pl-[calc(4px+0.375rem)] text-xs leading-tight font-semibold break-words text-transparent forced-color-adjust-none`
// A title kept in view is an element of its own, found there: its span is for print only.
const PRINT_ONLY = `${SPAN} hidden print:block`

/**
 * Makes `layer` hold one span per block, in its box, with its title: the text find in page
 * finds, and what print shows of the block (index.css, `@media print`: the title, the times
 * from `data-times`, the event's colour from `--event-color`). Spans are reused in order;
 * extra ones are removed.
 */
export function syncFindLayer(layer: HTMLElement, picture: FindPicture) {
  hideUntilFound(layer)
  let i = 0
  for (const block of picture.blocks) {
    // In percentages, as the button is placed: right at any width, printed too (a print
    // relayout resizes the columns and is not followed by a paint).
    const { left, right } = columnStyle(block.column, block.span, block.columns)
    let span = layer.children[i++] as HTMLSpanElement | undefined
    if (!span) {
      span = document.createElement('span')
      layer.append(span)
    }
    const { event } = block
    const className = keepsTitle(block) ? PRINT_ONLY : SPAN
    if (span.className !== className) span.className = className
    if (span.textContent !== event.title) span.textContent = event.title
    span.dataset.times = blockTime(event, picture.timeFormat)
    span.style.cssText = `top:${block.top}px;left:${left};right:${right};height:${Math.max(0, block.height - 1)}px;--event-color:${event.color}`
  }
  while (layer.children.length > i) layer.lastElementChild!.remove()
}
