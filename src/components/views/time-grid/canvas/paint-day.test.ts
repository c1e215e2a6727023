import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ev } from '@/test/events'
import { local } from '@/test/zone'
import type { TimedOverflow } from '@/model/layout/timed-layout'
import type { ReachedBlock } from '@/model/layout/overlap-reach'
import type { CalendarEvent } from '@/model/types'
import type { CanvasLook } from './canvas-look'

// Node has no canvas, and what matters here is what is drawn where, not the pixels (the
// browser test reads those): a context that records its calls and its state at each, with
// every character 6px wide so that the cuts can be worked out by hand. Path2D only keeps its
// path data, to say which icon was stroked.
class RecordingContext {
  calls: { op: string; args: unknown[]; fillStyle: unknown; globalAlpha: number; font: string }[] =
    []
  fillStyle: unknown = ''
  strokeStyle: unknown = ''
  globalAlpha = 1
  font = ''
  textAlign = ''
  textBaseline = ''
  lineWidth = 1
  lineCap = ''
  lineJoin = ''
  private record(op: string, args: unknown[]) {
    const { fillStyle, globalAlpha, font } = this
    this.calls.push({ op, args, fillStyle, globalAlpha, font })
  }
  measureText(text: string) {
    return { width: [...text].length * 6, fontBoundingBoxAscent: 11, fontBoundingBoxDescent: 3 }
  }
  setTransform(...args: unknown[]) {
    this.record('setTransform', args)
  }
  translate() {}
  scale() {}
  beginPath() {}
  clearRect(...args: unknown[]) {
    this.record('clearRect', args)
  }
  roundRect(...args: unknown[]) {
    this.record('roundRect', args)
  }
  fill() {
    this.record('fill', [])
  }
  stroke(...args: unknown[]) {
    this.record('stroke', args)
  }
  fillText(...args: unknown[]) {
    this.record('fillText', args)
  }
  texts(font?: string) {
    return this.calls
      .filter((c) => c.op === 'fillText' && (!font || c.font.includes(font)))
      .map((c) => c.args)
  }
}

beforeAll(() => {
  vi.stubGlobal(
    'Path2D',
    class {
      constructor(public d: string) {}
    },
  )
})

const look: CanvasLook = {
  dpr: 1,
  rem: 16,
  fontFamily: 'Test Sans',
  card: 'white',
  foreground: 'black',
  muted: 'whitesmoke',
  mutedForeground: 'gray',
  border: 'silver',
  tint: 0.16,
  forced: false,
}

const at = (h: number, m = 0) => local(2026, 11, 19, h, m)

function block(
  event: CalendarEvent,
  place: Partial<ReachedBlock<CalendarEvent>> = {},
): ReachedBlock<CalendarEvent> {
  return {
    event,
    top: 540,
    height: 60,
    column: 0,
    span: 1,
    columns: 1,
    continuesBefore: false,
    continuesAfter: false,
    layer: 0,
    limit: place.columns ?? 1,
    ownSpan: place.span ?? 1,
    ...place,
    clear: place.clear ?? place.height ?? 60,
  }
}

async function paint(
  blocks: ReachedBlock<CalendarEvent>[],
  overflows: TimedOverflow<CalendarEvent>[] = [],
  width = 200,
  drawnWith = look,
) {
  const { paintDay } = await import('./paint-day')
  const ctx = new RecordingContext()
  paintDay(ctx as unknown as CanvasRenderingContext2D, { width, blocks, overflows }, drawnWith)
  return ctx
}

describe('paintDay', () => {
  it('draws a block in its column: border colour, card, tint; title and times inside its padding', async () => {
    const ctx = await paint(
      [
        block(
          { ...ev('a', at(9), at(10)), title: 'Design review', color: '#ef4444' },
          { column: 1, columns: 2 },
        ),
      ],
      [],
      300,
    )
    // Half of 300px from the second of two columns: x 151, 147px wide (1px and 2px gaps).
    const shapes = ctx.calls.filter((c) => c.op === 'roundRect')
    expect(shapes.map((c) => c.args.slice(0, 4))).toEqual([
      [151, 541, 147, 59], // its shadow, a pixel lower
      [151, 540, 147, 59], // the border's colour under the whole block
      [155, 540, 143, 59], // the card inside the border
      [155, 540, 143, 59], // the tint over it
    ])
    const fills = ctx.calls.filter((c) => c.op === 'fill')
    expect(fills.map((c) => [c.fillStyle, c.globalAlpha])).toEqual([
      ['rgb(0 0 0 / 5%)', 1],
      ['#ef4444', 1],
      ['white', 1],
      ['#ef4444', 0.16],
    ])
    // Text from the 4px border and 6px padding, 147 - 4 - 12 = 131px wide. The baseline: the
    // 14px font (ascent 11) in the title's 15px line starts 0px under the 2px padding (CSS
    // rounds the half-leading down); the times' 13.75px line starts under the title's 15px.
    expect(ctx.texts('600 12px')).toEqual([['Design review', 161, 553, 131]])
    // 60px is tall enough for the times, in their own line under the title's 15px.
    expect(ctx.texts('11px')).toEqual([['9:00 AM – 10:00 AM', 161, 567, 131]])
  })

  it('draws in the system colours alone in forced colours: no event colour, tint or shadow, an outline', async () => {
    const forced: CanvasLook = {
      ...look,
      card: 'Canvas',
      foreground: 'CanvasText',
      mutedForeground: 'ButtonText',
      border: 'ButtonBorder',
      tint: 0,
      forced: true,
    }
    const ctx = await paint(
      [block({ ...ev('a', at(9), at(10)), title: 'Design review', color: '#ef4444' })],
      [],
      200,
      forced,
    )
    const fills = ctx.calls.filter((c) => c.op === 'fill')
    expect(fills.map((c) => c.fillStyle)).toEqual(['ButtonBorder', 'Canvas'])
    const strokes = ctx.calls.filter((c) => c.op === 'stroke')
    expect(strokes).toHaveLength(1)
    expect(ctx.calls.filter((c) => c.op === 'fillText').map((c) => c.fillStyle)).toEqual([
      'CanvasText',
      'ButtonText',
    ])
  })

  it('cuts a title that does not fit with an ellipsis, and leaves the times out under 44px', async () => {
    const ctx = await paint([
      block(
        { ...ev('b', at(9), at(9, 30)), title: 'Quarterly planning' },
        { height: 30, columns: 4 },
      ),
    ])
    // 200 / 4 - 3 = 47px wide, 31px for text: four characters and the ellipsis.
    expect(ctx.texts('600 12px')).toEqual([['Quar…', 11, 553, 31]])
    expect(ctx.texts('11px')).toEqual([])
  })

  it('leaves the title and times to their own elements when the title stays in view (long or from yesterday)', async () => {
    const ctx = await paint([
      block(ev('long', at(7), at(11)), { height: 240 }),
      block(ev('night', at(0), at(2)), { top: 0, height: 120, continuesBefore: true }),
    ])
    expect(ctx.texts('600 12px')).toEqual([])
    expect(ctx.texts('11px')).toEqual([])
    // Squared where it goes on from the day before: no radius at the top corners.
    const night = ctx.calls.filter((c) => c.op === 'roundRect' && c.args[1] === 0)
    expect(night[0]!.args[4]).toEqual([0, 0, 8, 8])
  })

  it('draws the repeat icon at the end of the first title line, and keeps its room free of the title', async () => {
    const series = {
      ...ev('s', at(9), at(10)),
      title: 'Standup meeting',
      repeat: { rule: 'FREQ=DAILY' },
    }
    const ctx = await paint([block(series as CalendarEvent, { columns: 2 })])
    // 97 - 16 = 81px, less the icon (12px) and its 2px gap: 67px, not enough for 'Standup
    // meeting'; the title wraps, its second line the whole 81px; the times under it.
    expect(ctx.texts('600 12px')).toEqual([
      ['Standup', 11, 553, 67],
      ['meeting', 11, 568, 81],
    ])
    expect(ctx.texts('11px').map((t) => t.slice(0, 3))).toEqual([['9:00 AM – 10…', 11, 582]])
    const strokes = ctx.calls
      .filter((c) => c.op === 'stroke')
      .map((c) => (c.args[0] as { d: string }).d)
    expect(strokes).toEqual([
      'm17 2 4 4-4 4',
      'M3 11v-1a4 4 0 0 1 4-4h14',
      'm7 22-4-4 4-4',
      'M21 13v1a4 4 0 0 1-4 4H3',
    ])
  })

  it('paints a block lying over another after it, ringed in the card, and keeps the covered text above it', async () => {
    const under = block(ev('under', at(9), at(11)), {
      height: 120,
      span: 2,
      columns: 2,
      clear: 60,
    })
    const over = block(ev('over', at(10), at(11)), {
      top: 600,
      column: 1,
      columns: 2,
      layer: 1,
    })
    const ctx = await paint([over, under])
    const fills = ctx.calls.filter((c) => c.op === 'fill').map((c) => c.fillStyle)
    // Layer 0 (shadow, border colour, card, tint), then the ring and layer 1's own.
    expect(fills).toEqual([
      'rgb(0 0 0 / 5%)',
      '#3b82f6',
      'white',
      '#3b82f6',
      'white',
      'rgb(0 0 0 / 5%)',
      '#3b82f6',
      'white',
      '#3b82f6',
    ])
    // The covered block's title and times stay in its first 60px (540 to 600), at the whole
    // width of its box.
    const titles = ctx.texts('600 12px').filter((t) => t[0] !== 'over')
    expect(titles.every((t) => (t[2] as number) < 600)).toBe(true)
    expect(ctx.texts('11px').filter((t) => (t[2] as number) < 600)).toHaveLength(1)
    expect(titles[0]![3]).toBe(200 - 3 - 16)
  })

  it('wraps a long title onto the lines its height holds, the last one cut', async () => {
    const long = { ...ev('l', at(9), at(11)), title: 'One two three four five six seven eight' }
    const ctx = await paint([block(long, { height: 75, columns: 4 })])
    // 75 - 1 - 4 = 70px: a times line (13.75) and three title lines of 15px.
    const lines = ctx.texts('600 12px').map((t) => t[0] as string)
    expect(lines).toHaveLength(3)
    expect(lines[2]!.endsWith('…')).toBe(true)
    expect(ctx.texts('11px')).toHaveLength(1)
  })

  it("draws a '+N' in bg-muted with its count centred at the top", async () => {
    const hidden = [ev('x', at(9), at(10)), ev('y', at(9), at(10))]
    const ctx = await paint([], [{ events: hidden, top: 540, height: 60, column: 3, columns: 4 }])
    expect(ctx.calls.filter((c) => c.op === 'fill').map((c) => c.fillStyle)).toEqual(['whitesmoke'])
    expect(ctx.calls.filter((c) => c.op === 'stroke')).toHaveLength(1)
    // Centred in its 47px from x 151; the label's line starts under the 1px border and padding.
    expect(ctx.texts('500 12px')).toEqual([['+2', 151 + 47 / 2, 555, 37]])
  })

  it('clears the whole day first', async () => {
    const ctx = await paint([])
    expect(ctx.calls).toEqual([
      expect.objectContaining({ op: 'setTransform', args: [1, 0, 0, 1, 0, -0] }),
      expect.objectContaining({ op: 'clearRect', args: [0, 0, 200, 1440] }),
    ])
  })

  it('draws only its band: the canvas top is the band top, what lies outside is left out', async () => {
    const { paintDay } = await import('./paint-day')
    const ctx = new RecordingContext()
    const blocks = [
      block({ ...ev('a', at(2), at(3)), title: 'Early' }, { top: 120 }),
      block({ ...ev('b', at(9), at(10)), title: 'Shown' }),
      block({ ...ev('c', at(22), at(23)), title: 'Late' }, { top: 1320 }),
    ]
    paintDay(
      ctx as unknown as CanvasRenderingContext2D,
      { width: 200, blocks, overflows: [], band: { top: 420, height: 840 } },
      { ...look, dpr: 2 },
    )
    expect(ctx.calls[0]).toEqual(
      expect.objectContaining({ op: 'setTransform', args: [2, 0, 0, 2, 0, -840] }),
    )
    expect(ctx.calls[1]).toEqual(
      expect.objectContaining({ op: 'clearRect', args: [0, 420, 200, 840] }),
    )
    expect(ctx.texts('600 12px').map((t) => t[0])).toEqual(['Shown'])
  })
})
