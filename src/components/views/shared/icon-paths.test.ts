import { describe, expect, it } from 'vitest'
import chevronDown from '../../../../public/icons/chevron-down.svg?raw'
import chevronRight from '../../../../public/icons/chevron-right.svg?raw'
import chevronUp from '../../../../public/icons/chevron-up.svg?raw'
import repeat from '../../../../public/icons/repeat.svg?raw'
import { ICON_PATHS } from './icon-paths'

const FILES = { repeat, up: chevronUp, down: chevronDown, right: chevronRight }

describe('ICON_PATHS', () => {
  it.each(Object.keys(FILES))('%s is the glyph its file in public/icons draws', (icon) => {
    const svg = FILES[icon as keyof typeof FILES]
    const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1])
    expect(ICON_PATHS[icon as keyof typeof FILES]).toEqual(paths)
    // Drawn as lucide draws them: a 24px box, 2px round strokes.
    expect(svg).toContain('viewBox="0 0 24 24"')
    expect(svg).toContain('stroke-width="2"')
    expect(svg).toContain('stroke-linecap="round"')
  })
})
