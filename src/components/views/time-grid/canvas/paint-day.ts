// Draws one day column of the week and day views on its canvas: every block and '+N' of the
// day as timed-event-block.tsx and day-column.tsx would style them in CSS (rounded-md, a 4px
// left border in the event's colour, the colour tinting the card, shadow-xs; title, times,
// icons; the '+N' in bg-muted with a border). Their buttons lie over the canvas, transparent,
// for the pointer, the keyboard and screen readers. Why a canvas: docs/performance.md ("The
// time grid draws its blocks on a canvas").
import { GRID } from '@/model/layout/grid-metrics'
import type { ReachedBlock } from '@/model/layout/overlap-reach'
import type { TimedOverflow } from '@/model/layout/timed-layout'
import type { CalendarEvent } from '@/model/types'
import { fitTextByChars, wrapTextByChars } from '@/lib/fit-text'
import {
  ICON_SIZE,
  ICON_STEP,
  iconsWidth,
  type EventIcon,
} from '@/components/views/shared/event-icons'
import { ICON_BOX, ICON_PATHS, ICON_STROKE } from '@/components/views/shared/icon-paths'
import { blockIcons, blockTime, keepsTitle, TIME_FROM_HEIGHT } from '../block'
import type { CanvasLook } from './canvas-look'
import type { TimeFormat } from '@/model/time/formats'
import { columnBox } from '../column-style'
import type { CanvasBand } from '@/model/layout/canvas-band'

export interface DayPicture {
  /** The column's inner width in CSS pixels. */
  width: number
  blocks: readonly ReachedBlock<CalendarEvent>[]
  overflows: readonly TimedOverflow<CalendarEvent>[]
  /** The times' format (Settings); the spec's 12-hour when not given. */
  timeFormat?: TimeFormat
  /** The hours the canvas covers (canvas-band.ts); the whole day when not given. */
  band?: CanvasBand
}

/** border-l-4. */
const BORDER = 4
/** shadow-xs: 0 1px 2px rgb(0 0 0 / 5%), drawn as its 1px band below the block. */
const SHADOW = 'rgb(0 0 0 / 5%)'

/** The CSS of a block and a '+N' in pixels: rem-based sizes follow the page's font size. */
function sizes(look: CanvasLook) {
  const xs = 0.75 * look.rem // text-xs
  return {
    radius: Math.max(0, 0.625 * look.rem - 2), // rounded-md: var(--radius) - 2px
    padX: 0.375 * look.rem, // px-1.5
    padY: 0.125 * look.rem, // py-0.5
    moreX: 0.25 * look.rem, // px-1
    titleFont: `600 ${xs}px ${look.fontFamily}`, // text-xs font-semibold
    titleLine: xs * 1.25, // leading-tight
    timeFont: `11px ${look.fontFamily}`, // text-[11px]
    timeLine: 11 * 1.25,
    moreFont: `500 ${xs}px ${look.fontFamily}`, // text-xs font-medium
    moreLine: xs / 0.75, // text-xs's own line height
  }
}

/** Character widths per font and font metrics, kept across paints. */
const charWidths = new Map<string, Map<string, number>>()
const metrics = new Map<string, { ascent: number; descent: number }>()

/** Widths of single characters in `font`, which is the context's font, measured once. */
function widthsIn(ctx: CanvasRenderingContext2D, font: string): (c: string) => number {
  let widths = charWidths.get(font)
  if (!widths) charWidths.set(font, (widths = new Map()))
  const known = widths
  return (c) => {
    let w = known.get(c)
    if (w === undefined) known.set(c, (w = ctx.measureText(c).width))
    return w
  }
}

/**
 * `text` cut to `max` px in `font`, which is the context's font, and drawn at most that wide
 * (the cut leaves kerning out: fitTextByChars).
 */
function fillFitted(
  ctx: CanvasRenderingContext2D,
  font: string,
  text: string,
  max: number,
  x: number,
  y: number,
) {
  const line = fitTextByChars(text, max, widthsIn(ctx, font))
  if (line) ctx.fillText(line, x, y, Math.max(0, max))
}

/**
 * Where the baseline of a line in `font` (the context's font) goes in a line box at `top`, as
 * Chromium lays out text: the font's ascent and descent in whole pixels, centred in the line's
 * height with the half-leading rounded down (a 12px font in a 15px line starts 0, not 0.5,
 * below its top; measured against the DOM blocks this canvas replaced).
 */
function baseline(
  ctx: CanvasRenderingContext2D,
  font: string,
  top: number,
  lineHeight: number,
): number {
  let m = metrics.get(font)
  if (!m) {
    const size = ctx.measureText('Hg')
    const em = Number.parseFloat(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? '12')
    m = {
      ascent: Math.round(size.fontBoundingBoxAscent ?? em * 0.8),
      descent: Math.round(size.fontBoundingBoxDescent ?? em * 0.2),
    }
    metrics.set(font, m)
  }
  return top + Math.floor((lineHeight - m.ascent - m.descent) / 2) + m.ascent
}

let paths: Record<EventIcon, Path2D[]> | undefined
const iconPaths = () =>
  (paths ??= Object.fromEntries(
    Object.entries(ICON_PATHS).map(([icon, ds]) => [icon, ds.map((d) => new Path2D(d))]),
  ) as Record<EventIcon, Path2D[]>)

interface Placed {
  block: ReachedBlock<CalendarEvent>
  x: number
  y: number
  w: number
  h: number
}

/** A rounded rectangle added to the current path; `top`/`bottom` say which corners are round. */
function rounded(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number | DOMPointInit,
  top: boolean,
  bottom: boolean,
) {
  const corners = [top ? r : 0, top ? r : 0, bottom ? r : 0, bottom ? r : 0]
  ctx.roundRect(x, y, Math.max(0, w), Math.max(0, h), corners)
}

/** Fills the shapes `add` adds to a new path, per colour, so a week is a few dozen fills. */
function fillBy<T>(
  ctx: CanvasRenderingContext2D,
  items: readonly T[],
  colour: (item: T) => string,
  add: (item: T) => void,
) {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = colour(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  for (const [fill, group] of groups) {
    ctx.beginPath()
    for (const item of group) add(item)
    ctx.fillStyle = fill
    ctx.fill()
  }
}

/**
 * Paints `picture` on `ctx`, whose canvas is the column's width by its band's height (the
 * whole day when it has none) in CSS pixels times `look.dpr`. Clears it first; what lies
 * wholly outside the band is not drawn.
 */
export function paintDay(ctx: CanvasRenderingContext2D, picture: DayPicture, look: CanvasLook) {
  const s = sizes(look)
  const band = picture.band ?? { top: 0, height: GRID.dayHeight }
  // The band's top is the canvas' top: every y below is in the day's pixels.
  const home = () => ctx.setTransform(look.dpr, 0, 0, look.dpr, 0, -band.top * look.dpr)
  home()
  ctx.clearRect(0, band.top, picture.width, band.height)
  // The 1px shadow and ring reach just outside a box.
  const inBand = (top: number, height: number) =>
    top + height + 2 > band.top && top - 2 < band.top + band.height
  const placed: Placed[] = []
  for (const block of picture.blocks) {
    if (!inBand(block.top, block.height)) continue
    const box = columnBox(block.column, block.span, block.columns, picture.width)
    placed.push({ block, x: box.x, y: block.top, w: box.width, h: block.height - 1 })
  }
  // In forced colours an event's own colour gives way to the system's, as on an element.
  const colour = (p: Placed) => (look.forced ? look.border : p.block.event.color)
  const round = (p: Placed) => [!p.block.continuesBefore, !p.block.continuesAfter] as const
  // The inner edge of the left border curves as CSS draws it: radius less the border across,
  // the whole radius down (there is no top or bottom border).
  const inner = { x: Math.max(0, s.radius - BORDER), y: s.radius }
  const innerRect = (p: Placed) =>
    rounded(ctx, p.x + BORDER, p.y, p.w - BORDER, p.h, inner, ...round(p))

  // Layer by layer: a block lying over another's right part (overlapReach) is painted after
  // it, with a 1px ring of the card around it that parts the two, as Google Calendar does. A
  // day without such blocks is one layer, its fills batched by colour as before.
  const layers: Placed[][] = []
  for (const p of placed) (layers[p.block.layer] ??= []).push(p)
  for (const [layer, group = []] of layers.entries()) {
    if (group.length === 0) continue
    ctx.globalAlpha = 1
    if (layer > 0) {
      fillBy(
        ctx,
        group,
        () => look.card,
        (p) => rounded(ctx, p.x - 1, p.y - 1, p.w + 2, p.h + 2, s.radius + 1, ...round(p)),
      )
    }
    if (!look.forced) {
      fillBy(
        ctx,
        group,
        () => SHADOW,
        (p) => rounded(ctx, p.x, p.y + 1, p.w, p.h, s.radius, ...round(p)),
      )
    }
    // The border's colour over the whole block, then the card and the tint inside the border.
    fillBy(ctx, group, colour, (p) => rounded(ctx, p.x, p.y, p.w, p.h, s.radius, ...round(p)))
    fillBy(ctx, group, () => look.card, innerRect)
    if (look.forced) {
      // No tint; a 1px outline in the border's colour, as a bordered element has.
      ctx.beginPath()
      for (const p of group)
        rounded(ctx, p.x + 0.5, p.y + 0.5, p.w - 1, p.h - 1, s.radius - 0.5, ...round(p))
      ctx.strokeStyle = look.border
      ctx.lineWidth = 1
      ctx.stroke()
      continue
    }
    ctx.globalAlpha = look.tint
    fillBy(ctx, group, colour, innerRect)
  }
  ctx.globalAlpha = 1

  const mores = picture.overflows
    .filter((overflow) => inBand(overflow.top, overflow.height))
    .map((overflow) => {
      const box = columnBox(overflow.column, 1, overflow.columns, picture.width)
      return { overflow, x: box.x, y: overflow.top, w: box.width, h: overflow.height - 1 }
    })
  if (mores.length > 0) {
    ctx.beginPath()
    for (const m of mores) rounded(ctx, m.x, m.y, m.w, m.h, s.radius, true, true)
    ctx.fillStyle = look.muted
    ctx.fill()
    ctx.beginPath()
    for (const m of mores)
      rounded(ctx, m.x + 0.5, m.y + 0.5, m.w - 1, m.h - 1, s.radius - 0.5, true, true)
    ctx.strokeStyle = look.border
    ctx.lineWidth = 1
    ctx.stroke()
  }

  const textLeft = (p: Placed) => p.x + BORDER + s.padX
  const textWidth = (p: Placed) => p.w - BORDER - 2 * s.padX
  // A block whose title is kept in view as an element (keepsTitle) has its times there too,
  // under the title however many lines it takes.
  const titled = placed.filter((p) => !keepsTitle(p.block))
  ctx.textAlign = 'left'
  ctx.textBaseline = 'alphabetic'
  ctx.fillStyle = look.foreground
  ctx.font = s.titleFont
  const titleWidths = widthsIn(ctx, s.titleFont)
  const icons = new Map<Placed, EventIcon[]>()
  // Where each block's times go: the line after its title's, when the block has room for it.
  const timeTops = new Map<Placed, number>()
  for (const p of titled) {
    const shown = blockIcons(p.block)
    const room = shown.length > 0 ? iconsWidth(shown.length) + 2 : 0
    if (shown.length > 0) icons.set(p, shown)
    // The title wraps onto the lines the block's uncovered part holds (its clear height, less
    // a line for the times from TIME_FROM_HEIGHT), at least one; the icons end the first.
    const clear = Math.min(p.h, p.block.clear - 1) - 2 * s.padY
    const times = p.block.height >= TIME_FROM_HEIGHT && clear >= s.titleLine + s.timeLine
    const lines = Math.max(1, Math.floor((clear - (times ? s.timeLine : 0)) / s.titleLine))
    const wrapped = wrapTextByChars(
      p.block.event.title,
      (line) => textWidth(p) - (line === 0 ? room : 0),
      lines,
      titleWidths,
    )
    wrapped.forEach((line, i) => {
      const max = Math.max(0, textWidth(p) - (i === 0 ? room : 0))
      const at = baseline(ctx, s.titleFont, p.y + s.padY + i * s.titleLine, s.titleLine)
      ctx.fillText(line, textLeft(p), at, max)
    })
    if (times) timeTops.set(p, p.y + s.padY + Math.max(1, wrapped.length) * s.titleLine)
  }

  ctx.fillStyle = look.mutedForeground
  ctx.font = s.timeFont
  for (const [p, top] of timeTops) {
    const at = baseline(ctx, s.timeFont, top, s.timeLine)
    fillFitted(
      ctx,
      s.timeFont,
      blockTime(p.block.event, picture.timeFormat ?? '12h'),
      textWidth(p),
      textLeft(p),
      at,
    )
  }

  ctx.font = s.moreFont
  ctx.textAlign = 'center'
  for (const m of mores) {
    const room = m.w - 2 - 2 * s.moreX
    const at = baseline(ctx, s.moreFont, m.y + 1 + s.padY, s.moreLine)
    fillFitted(ctx, s.moreFont, `+${m.overflow.events.length}`, room, m.x + m.w / 2, at)
  }
  ctx.textAlign = 'left'

  if (icons.size === 0) return
  // At the title's right end, centred on its line, in the text's colour at 60%.
  ctx.strokeStyle = look.foreground
  ctx.globalAlpha = 0.6
  ctx.lineWidth = ICON_STROKE
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  for (const [p, shown] of icons) {
    const right = textLeft(p) + textWidth(p)
    const top = p.y + s.padY + s.titleLine / 2 - ICON_SIZE / 2
    shown.forEach((icon, i) => {
      const left = right - iconsWidth(shown.length) + i * ICON_STEP
      home()
      ctx.translate(left, top)
      ctx.scale(ICON_SIZE / ICON_BOX, ICON_SIZE / ICON_BOX)
      for (const path of iconPaths()[icon]) ctx.stroke(path)
    })
  }
  home()
  ctx.globalAlpha = 1
}
