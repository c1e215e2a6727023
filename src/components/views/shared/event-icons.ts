// The small icons beside an event's title (it repeats; it goes on past the day or row), drawn
// as the layers of one ::after mask (index.css, `event-icons`) in the text's colour instead of
// SVG elements: a busy week shows 150 blocks and a month 126 chips, and every element less is
// less style, layout and paint on each 'next'. The icons are lucide's (public/icons/).
import type { CSSProperties } from 'react'

export type EventIcon = 'repeat' | 'up' | 'down' | 'right'

const FILE: Record<EventIcon, string> = {
  repeat: 'repeat',
  up: 'chevron-up',
  down: 'chevron-down',
  right: 'chevron-right',
}

/** An icon's size and the space between two icons, in px (lucide's size-3 and a 2px gap). */
export const ICON_SIZE = 12
export const ICON_STEP = ICON_SIZE + 2

/** The width `count` icons take side by side, in px. */
export const iconsWidth = (count: number) => count * ICON_STEP - (ICON_STEP - ICON_SIZE)

/**
 * The style that draws `icons` at the right end of an element with the `event-icons` class,
 * `gap` px after its text, in the order given; undefined when there are none.
 */
export function eventIcons(
  icons: readonly (EventIcon | false | null | undefined)[],
  gap: number,
): CSSProperties | undefined {
  const shown = icons.filter((icon): icon is EventIcon => Boolean(icon))
  if (shown.length === 0) return undefined
  return {
    '--icons': shown.map((icon) => `url(/icons/${FILE[icon]}.svg)`).join(', '),
    '--icons-at': shown.map((_, i) => `${i * ICON_STEP}px 0`).join(', '),
    '--icons-width': `${iconsWidth(shown.length)}px`,
    '--icons-gap': `${gap}px`,
  } as CSSProperties
}
