// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ev } from '@/test/events'
import type { ReachedBlock } from '@/model/layout/overlap-reach'
import type { CalendarEvent } from '@/model/types'
import { makeFindLayer, syncFindLayer } from './find-layer'

const day = (h: number) => new Date(2026, 10, 19, h)

function block(
  id: string,
  place: Partial<ReachedBlock<CalendarEvent>> = {},
): ReachedBlock<CalendarEvent> {
  return {
    event: { ...ev(id, day(9), day(10)), title: `Title ${id}` },
    top: 540,
    height: 60,
    column: 0,
    span: 1,
    columns: 1,
    continuesBefore: false,
    continuesAfter: false,
    layer: 0,
    limit: 1,
    ownSpan: 1,
    clear: 60,
    ...place,
  }
}

const spans = (layer: HTMLElement) => [...layer.children] as HTMLSpanElement[]

describe('syncFindLayer', () => {
  it('puts each drawn title where the canvas draws it, as transparent text hidden from screen readers', () => {
    const layer = makeFindLayer()
    syncFindLayer(
      layer,
      { width: 200, blocks: [block('a'), block('b', { column: 1, columns: 2, top: 600 })] },
      16,
    )
    expect(layer.getAttribute('aria-hidden')).toBe('true')
    const [a, b] = spans(layer)
    expect(a!.textContent).toBe('Title a')
    expect(a!.className).toContain('text-transparent')
    // 1px gap + 4px border + 6px padding; 2px down for py-0.5; 197 - 4 - 12 wide.
    expect(a!.style.left).toBe('11px')
    expect(a!.style.top).toBe('542px')
    expect(a!.style.width).toBe('181px')
    expect(b!.textContent).toBe('Title b')
    expect(b!.style.left).toBe('111px')
    expect(b!.style.top).toBe('602px')
  })

  it('leaves out a title kept in view as an element, and reuses and trims its spans', () => {
    const layer = makeFindLayer()
    syncFindLayer(layer, { width: 200, blocks: [block('a'), block('b'), block('c')] }, 16)
    const first = spans(layer)[0]
    syncFindLayer(layer, { width: 200, blocks: [block('d'), block('long', { height: 180 })] }, 16)
    expect(spans(layer).map((s) => s.textContent)).toEqual(['Title d'])
    expect(spans(layer)[0]).toBe(first)
  })
})
