import { memo, useLayoutEffect, useRef } from 'react'
import { useWhileShown } from '@/components/infra/use-while-shown'
import { GRID } from '@/model/layout/grid-metrics'
import { checkPixelRatio, useCanvasLook, type CanvasLook } from './canvas-look'
import { giveBackCanvas, takeCanvas } from './canvas-pool'
import { makeFindLayer, syncFindLayer } from './find-layer'
import { paintDay, type DayPicture } from './paint-day'
import { useTimeFormat } from '@/data/settings/settings-store'
import type { TimeFormat } from '@/model/time/formats'
import { bandCovers, bandFor, type CanvasBand } from '@/model/layout/canvas-band'

type Layout = Omit<DayPicture, 'width' | 'band'>

interface Painting {
  layout: Layout
  look: CanvasLook
  timeFormat: TimeFormat
  /** The column's width in CSS pixels, fractional; 0 until the observer has said it. */
  width: number
  /** The hours drawn (canvas-band.ts); none until the observer has said the view's height. */
  band: CanvasBand | undefined
  /** The scrolling grid's height in CSS pixels. */
  viewHeight: number
}

/**
 * The canvas a day column's blocks and '+N's are drawn on (paint-day.ts), under their
 * transparent buttons. Painted in the commit, so the new blocks show in the same frame as
 * their buttons; painted again when the column's width or the look changes. The canvas is
 * one kept from an earlier grid when there is one (canvas-pool.ts). It covers the hours in
 * view and a margin (canvas-band.ts), placed at their top, and moves and is drawn again when a
 * scroll of the grid (the element marked `data-canvas-scroller`) nears its edge.
 */
export const DayCanvas = memo(function DayCanvas({ layout }: { layout: Layout }) {
  const host = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement | null>(null)
  // The drawn titles as text for the browser's find in page (find-layer.ts).
  const findLayer = useRef<HTMLDivElement | null>(null)
  const look = useCanvasLook()
  // The times' format (Settings): a change repaints.
  const timeFormat = useTimeFormat()
  // What the next paint needs, for the ResizeObserver's paints between renders.
  const latest = useRef<Painting>({
    layout,
    look,
    timeFormat,
    width: 0,
    band: undefined,
    viewHeight: 0,
  })

  // The find layer is the page's from its first render: synced ahead with the rest of a week
  // rendered ahead (DetachedPages), it is hidden text, not a canvas' memory.
  useLayoutEffect(() => {
    host.current?.append((findLayer.current ??= makeFindLayer()))
  }, [])

  // A canvas only while the column is in the document: a week rendered ahead has none until
  // it is shown (useWhileShown), and a week moved out gives its canvases back for the next.
  // Declared before the paint: React runs layout effects in order, so the canvas is in place.
  useWhileShown(host, () => {
    const column = host.current?.parentElement
    if (!host.current || !column) return () => {}
    const scroller = column.closest<HTMLElement>('[data-canvas-scroller]')
    const taken = takeCanvas()
    host.current.prepend(taken)
    canvas.current = taken
    const now = latest.current
    now.width = 0
    now.band = undefined
    // The band moves when the view no longer lies inside it with room to spare. Read in the
    // observer's report and on a scroll, when the layout is already done.
    const follow = () => {
      const top = scroller?.scrollTop ?? 0
      if (now.band && bandCovers(now.band, top, now.viewHeight)) return false
      now.band = bandFor(top, now.viewHeight)
      return true
    }
    // The first paint, once the commit is over (a microtask: after the grid's opening scroll,
    // whose read of scrollTop has laid the new week out, so nothing here forces a layout of
    // its own). Left to the observer's first report, it came inside the frame's rendering, and
    // a canvas moved or resized there is a DOM change made after the frame's animation
    // callbacks: the 'next' benchmark's probe counts it painted a frame later, and at 500
    // events a year half the week 'next's were (docs/performance.md). The sizes are the ones
    // the observer reports (content boxes, fractional), so its first report finds them
    // unchanged and paints nothing again.
    queueMicrotask(() => {
      if (canvas.current !== taken || !column.isConnected || now.width > 0) return
      now.width = contentWidth(column)
      now.viewHeight = scroller ? contentHeight(scroller) : GRID.dayHeight
      if (now.width > 0) {
        follow()
        paint(taken, now)
      }
    })
    // Until then, or the observer has said the sizes (its first report comes before this
    // frame is painted), there is nothing to size the canvas by.
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver((entries) => {
            let changed = false
            for (const entry of entries) {
              if (entry.target === column && entry.contentRect.width !== now.width) {
                now.width = entry.contentRect.width
                changed = true
              }
              if (entry.target === scroller && entry.contentRect.height !== now.viewHeight) {
                now.viewHeight = entry.contentRect.height
                changed = true
              }
            }
            if (!scroller) now.viewHeight = GRID.dayHeight
            // A new ratio repaints through the look (a render), not here.
            checkPixelRatio()
            if (follow() || changed) paint(taken, now)
          })
        : undefined
    // In device pixels: a change of the pixel ratio (zoom, another screen) is a report too.
    // Browsers without that box (Safari) throw; they have the look's `(resolution)` query.
    try {
      observer?.observe(column, { box: 'device-pixel-content-box' })
    } catch {
      observer?.observe(column)
    }
    if (scroller) observer?.observe(scroller)
    // Scroll events come in the frame before it is painted: the moved band shows in it.
    const onScroll = () => {
      if (now.width > 0 && follow()) paint(taken, now)
    }
    scroller?.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      observer?.disconnect()
      scroller?.removeEventListener('scroll', onScroll)
      canvas.current = null
      giveBackCanvas(taken)
    }
  })

  useLayoutEffect(() => {
    latest.current.layout = layout
    latest.current.look = look
    latest.current.timeFormat = timeFormat
    if (canvas.current && latest.current.width > 0) paint(canvas.current, latest.current)
  }, [layout, look, timeFormat])

  // The drawn titles as text, placed in percentages: only the blocks and the times' format
  // change them.
  useLayoutEffect(() => {
    if (findLayer.current) syncFindLayer(findLayer.current, { blocks: layout.blocks, timeFormat })
  }, [layout.blocks, timeFormat])

  // `display: contents`: the canvas is placed in the column itself, under the buttons after it.
  return <div ref={host} className="contents" />
})

/** An element's content box width, as a ResizeObserver reports it: its borders left out. */
const contentWidth = (element: HTMLElement) =>
  element.getBoundingClientRect().width - (element.offsetWidth - element.clientWidth)

/** An element's content box height, as a ResizeObserver reports it. */
const contentHeight = (element: HTMLElement) =>
  element.getBoundingClientRect().height - (element.offsetHeight - element.clientHeight)

function paint(canvas: HTMLCanvasElement, { layout, look, timeFormat, width, band }: Painting) {
  if (!band) return
  // Whole device pixels, and the canvas exactly as wide in CSS pixels (up to one device pixel
  // wider than the column, under its border): stretched to a fractional width, every pixel
  // would be resampled and the text blurred.
  const pixelWidth = Math.ceil(width * look.dpr)
  const pixelHeight = Math.round(band.height * look.dpr)
  // Setting a size clears the canvas and its state, so only when it changes.
  if (canvas.width !== pixelWidth) {
    canvas.width = pixelWidth
    canvas.style.width = `${pixelWidth / look.dpr}px`
  }
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight
  canvas.style.height = `${pixelHeight / look.dpr}px`
  canvas.style.top = `${band.top}px`
  // jsdom has no canvas: the component tests check the buttons.
  const ctx = canvas.getContext('2d')
  if (ctx) paintDay(ctx, { width, timeFormat, band, ...layout }, look)
}
