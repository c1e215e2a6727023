import { memo, useLayoutEffect, useRef } from 'react'
import { GRID } from '@/model/layout/grid-metrics'
import { useCanvasLook, type CanvasLook } from './canvas-look'
import { giveBackCanvas, takeCanvas } from './canvas-pool'
import { makeFindLayer, syncFindLayer } from './find-layer'
import { paintDay, type DayPicture } from './paint-day'
import { useTimeFormat } from '@/data/settings/settings-store'
import type { TimeFormat } from '@/model/time/formats'

type Layout = Omit<DayPicture, 'width'>

interface Painting {
  layout: Layout
  look: CanvasLook
  timeFormat: TimeFormat
  /** The column's width in CSS pixels, fractional; 0 until the observer has said it. */
  width: number
}

/**
 * The canvas a day column's blocks and '+N's are drawn on (paint-day.ts), under their
 * transparent buttons. Painted in the commit, so the new blocks show in the same frame as
 * their buttons; painted again when the column's width or the look changes. The canvas is
 * one kept from an earlier grid when there is one (canvas-pool.ts).
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
  const latest = useRef<Painting>({ layout, look, timeFormat, width: 0 })

  // Declared first: React runs layout effects in order, so the canvas is in place for both.
  useLayoutEffect(() => {
    const column = host.current?.parentElement
    if (!host.current || !column) return
    const taken = takeCanvas()
    taken.style.height = `${GRID.dayHeight}px`
    host.current.append(taken, (findLayer.current ??= makeFindLayer()))
    canvas.current = taken
    latest.current.width = 0
    // Until the observer has said the width (its first report comes before this frame is
    // painted) there is nothing to size the canvas by: asking would force a layout here.
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(([entry]) => {
            const width = entry?.contentRect.width ?? 0
            if (width === latest.current.width) return
            latest.current.width = width
            paint(taken, latest.current)
          })
        : undefined
    observer?.observe(column)
    return () => {
      observer?.disconnect()
      canvas.current = null
      giveBackCanvas(taken)
    }
  }, [])

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

function paint(canvas: HTMLCanvasElement, { layout, look, timeFormat, width }: Painting) {
  // Whole device pixels, and the canvas exactly as wide in CSS pixels (up to one device pixel
  // wider than the column, under its border): stretched to a fractional width, every pixel
  // would be resampled and the text blurred.
  const pixelWidth = Math.ceil(width * look.dpr)
  const pixelHeight = Math.round(GRID.dayHeight * look.dpr)
  // Setting a size clears the canvas and its state, so only when it changes.
  if (canvas.width !== pixelWidth) {
    canvas.width = pixelWidth
    canvas.style.width = `${pixelWidth / look.dpr}px`
  }
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight
  // jsdom has no canvas: the component tests check the buttons.
  const ctx = canvas.getContext('2d')
  if (ctx) paintDay(ctx, { width, timeFormat, ...layout }, look)
}
