// What the time grid's canvas draws with, read from the page's CSS so that the drawn blocks
// look like the CSS ones: the theme's colours (light or dark, index.css), the page's font and
// root font size (a reader's larger default grows the text as rem does), the pixel ratio.
// Read again when <html>'s class or style changes (the theme, a font size set there), the
// pixel ratio changes (zoom, another screen) or forced colours are turned on or off: then the
// colours are the system's (Canvas, CanvasText, ButtonFace, ButtonBorder), as the elements'
// would be, and the events' own colours are left out.
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
  /**
   * Forced colours (Windows High Contrast): every block is drawn in the colours above, which
   * are then the system's, outlined in `border`, without its event's colour or its shadow.
   */
  forced: boolean
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
  forced: false,
}

const FORCED = '(forced-colors: active)'

/**
 * System colours as the browser resolves them, read from an element styled with them and
 * kept out of forced colours' own overrides (forced-color-adjust: none).
 */
function systemColours(names: readonly string[]): string[] {
  const probe = document.createElement('span')
  probe.style.cssText = 'position:absolute;visibility:hidden;forced-color-adjust:none'
  document.body.append(probe)
  const colours = names.map((name) => {
    probe.style.color = name
    return getComputedStyle(probe).color
  })
  probe.remove()
  return colours
}

/** The look in forced colours: the system's colours where the theme's would be. */
function forcedLook(look: CanvasLook): CanvasLook {
  const [canvas, text, face, buttonText, buttonBorder] = systemColours([
    'Canvas',
    'CanvasText',
    'ButtonFace',
    'ButtonText',
    'ButtonBorder',
  ]) as [string, string, string, string, string]
  return {
    ...look,
    card: canvas,
    foreground: text,
    // The '+N' is a button: its face, text and border.
    muted: face,
    mutedForeground: buttonText,
    border: buttonBorder,
    tint: 0,
    forced: true,
  }
}

function readLook(): CanvasLook {
  if (typeof document === 'undefined' || typeof getComputedStyle !== 'function') return FALLBACK
  const root = getComputedStyle(document.documentElement)
  const color = (name: string, fallback: string) => root.getPropertyValue(name).trim() || fallback
  const tint = Number.parseFloat(root.getPropertyValue('--event-tint'))
  const look: CanvasLook = {
    dpr: window.devicePixelRatio || 1,
    rem: Number.parseFloat(root.fontSize) || FALLBACK.rem,
    fontFamily: getComputedStyle(document.body).fontFamily || FALLBACK.fontFamily,
    card: color('--card', FALLBACK.card),
    foreground: color('--foreground', FALLBACK.foreground),
    muted: color('--muted', FALLBACK.muted),
    mutedForeground: color('--muted-foreground', FALLBACK.mutedForeground),
    border: color('--border', FALLBACK.border),
    tint: Number.isFinite(tint) ? tint / 100 : FALLBACK.tint,
    forced: false,
  }
  return window.matchMedia?.(FORCED).matches ? forcedLook(look) : look
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
  const forced = window.matchMedia?.(FORCED)
  forced?.addEventListener('change', changed)
  return () => {
    observer.disconnect()
    ratio?.removeEventListener('change', onRatio)
    forced?.removeEventListener('change', changed)
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

/**
 * Reads the look again if the pixel ratio is no longer the one drawn with. The `(resolution)`
 * query above does not fire in every case (Chromium's emulated ratio, as the browser tests
 * set it), while the columns' size in device pixels changes with it: day-canvas.tsx's observer
 * calls this when that size changes.
 */
export function checkPixelRatio() {
  if (look && look.dpr !== (window.devicePixelRatio || 1)) changed()
}

/** The look to draw with; a component using it renders again when it changes. */
export const useCanvasLook = (): CanvasLook =>
  useSyncExternalStore(subscribe, snapshot, () => FALLBACK)
