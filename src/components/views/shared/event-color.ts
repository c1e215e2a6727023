import type { CSSProperties } from 'react'
import { PALETTE } from '@/model/palette'

// An event's colour on its element: a palette colour (almost every event's) by its index, which
// index.css's `[data-event-color]` rules turn into --event-color; any other colour (an imported
// one, a row written elsewhere) in the element's own style. A month 'next' at 500 events a year
// was about 1 ms faster this way than with an inline style on every chip: an element without a
// style attribute of its own is cheaper for the browser to style (docs/performance.md).
const INDEX = new Map<string, number>(PALETTE.map((colour, i) => [colour.value, i]))

export interface EventColorProps {
  'data-event-color'?: number
  /** The colour as --event-color, for one outside the palette; undefined for a palette one. */
  style?: CSSProperties
}

/** The props that give an element the event colour `color` as its --event-color. */
export function eventColorProps(color: string): EventColorProps {
  const index = INDEX.get(color.toLowerCase())
  if (index !== undefined) return { 'data-event-color': index }
  return { style: { '--event-color': color } as CSSProperties }
}
