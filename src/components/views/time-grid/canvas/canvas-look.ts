// What the time grid's canvas draws with, read from the page's CSS so that the drawn blocks
// look like the CSS ones: the theme's colours (light or dark, index.css), the page's font and
// root font size (a reader's larger default grows the text as rem does), the pixel ratio.
// Read again when <html>'s class or style changes (the theme, a font size set there) or the
// pixel ratio changes (zoom, another screen).
import { useSyncExternalStore } from 'react'

export interface CanvasLook {
  /** Device pixels per CSS pixel. */
  dpr: number
  /** 1rem in CSS pixels. */
  rem: number
  fontFamily: string
  card: string
  foreground: string
  muted: string
  mutedForeground: string
  border: string
  /** How much of an event's colour its block is filled with over the card (--event-tint). */
  tint: number
}

const FALLBACK: CanvasLook = {
  dpr: 1,
  rem: 16,
  fontFamily: 'sans-serif',
  card: '#fff',
  foreground: '#000',
  muted: '#f5f5f5',
  mutedForeground: '#666',
  border: '#e5e5e5',
  tint: 0.16,
}

function readLook(): CanvasLook {
  if (typeof document === 'undefined' || typeof getComputedStyle !== 'function') return FALLBACK
  const root = getComputedStyle(document.documentElement)
  const color = (name: string, fallback: string) => root.getPropertyValue(name).trim() || fallback
  const tint = Number.parseFloat(root.getPropertyValue('--event-tint'))
  return {
    dpr: window.devicePixelRatio || 1,
    rem: Number.parseFloat(root.fontSize) || FALLBACK.rem,
    fontFamily: getComputedStyle(document.body).fontFamily || FALLBACK.fontFamily,
    card: color('--card', FALLBACK.card),
    foreground: color('--foreground', FALLBACK.foreground),
    muted: color('--muted', FALLBACK.muted),
    mutedForeground: color('--muted-foreground', FALLBACK.mutedForeground),
    border: color('--border', FALLBACK.border),
    tint: Number.isFinite(tint) ? tint / 100 : FALLBACK.tint,
  }
}

let look: CanvasLook | undefined
const listeners = new Set<() => void>()

function changed() {
  look = undefined
  for (const listener of listeners) listener()
}

let stopWatching: (() => void) | undefined

/** Watches what the look is read from while anything draws with it. */
function watch(): () => void {
  const observer = new MutationObserver(changed)
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['class', 'style'],
  })
  // A query for the current ratio fires once it no longer holds; then ask for the new one.
  let ratio: MediaQueryList | undefined
  const onRatio = () => {
    ratio?.removeEventListener('change', onRatio)
    ratio = window.matchMedia?.(`(resolution: ${window.devicePixelRatio}dppx)`)
    ratio?.addEventListener('change', onRatio)
    if (look && look.dpr !== window.devicePixelRatio) changed()
  }
  onRatio()
  return () => {
    observer.disconnect()
    ratio?.removeEventListener('change', onRatio)
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) stopWatching = watch()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      stopWatching?.()
      look = undefined
    }
  }
}

const snapshot = () => (look ??= readLook())

/** The look to draw with; a component using it renders again when it changes. */
export const useCanvasLook = (): CanvasLook =>
  useSyncExternalStore(subscribe, snapshot, () => FALLBACK)
