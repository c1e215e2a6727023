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
  it("puts each block's title in its box, as transparent text hidden from screen readers", () => {
    const layer = makeFindLayer()
    const blocks = [block('a'), block('b', { column: 1, columns: 2, top: 600 })]
    syncFindLayer(layer, { blocks, timeFormat: '24h' })
    expect(layer.getAttribute('aria-hidden')).toBe('true')
    const [a, b] = spans(layer)
    expect(a!.textContent).toBe('Title a')
    expect(a!.className).toContain('text-transparent')
    // Not rendered until the browser's find matches in it; hidden again on the next change.
    expect(layer.getAttribute('hidden')).toBe('until-found')
    layer.removeAttribute('hidden')
    syncFindLayer(layer, { blocks, timeFormat: '24h' })
    expect(layer.getAttribute('hidden')).toBe('until-found')
    // The block's box, as its button is placed (columnStyle, with its gaps' margins).
    expect(a!.style.cssText).toBe(
      'top: 540px; left: 0%; right: 0%; height: 59px; --event-color: #3b82f6;',
    )
    expect(a!.className).toContain('ml-px mr-[2px]')
    // What print shows under the title.
    expect(a!.dataset.times).toBe('09:00 – 10:00')
    expect(b!.textContent).toBe('Title b')
    expect(b!.style.left).toBe('50%')
    expect(b!.style.top).toBe('600px')
  })

  it('keeps a title kept in view as an element for print only, and reuses and trims its spans', () => {
    const layer = makeFindLayer()
    const timeFormat = '12h'
    syncFindLayer(layer, { blocks: [block('a'), block('b'), block('c')], timeFormat })
    const first = spans(layer)[0]
    syncFindLayer(layer, {
      blocks: [block('d'), block('long', { height: 180 })],
      timeFormat,
    })
    expect(spans(layer).map((s) => s.textContent)).toEqual(['Title d', 'Title long'])
    expect(spans(layer)[0]).toBe(first)
    expect(spans(layer)[0]!.className).not.toContain('hidden')
    expect(spans(layer)[1]!.className).toContain('hidden print:block')
  })
})
