// The event icons as SVG path data, for drawing them on a canvas (the time grid's blocks):
// the same lucide glyphs as public/icons/*.svg, which the DOM draws as CSS masks. A 24px box,
// stroked 2px wide with round caps and joins. icon-paths.test.ts holds the two in step.
import type { EventIcon } from './event-icons'

export const ICON_PATHS: Record<EventIcon, readonly string[]> = {
  repeat: [
    'm17 2 4 4-4 4',
    'M3 11v-1a4 4 0 0 1 4-4h14',
    'm7 22-4-4 4-4',
    'M21 13v1a4 4 0 0 1-4 4H3',
  ],
  up: ['m18 15-6-6-6 6'],
  down: ['m6 9 6 6 6-6'],
  right: ['m9 18 6-6-6-6'],
}

/** The box the paths are drawn in, and their stroke, in its units. */
export const ICON_BOX = 24
export const ICON_STROKE = 2
