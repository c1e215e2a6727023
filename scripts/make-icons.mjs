// Writes the app's icons (public/icons/*.png) for the page and the web app manifest: the calendar glyph of
// public/favicon.svg, drawn in plain Node (zlib's deflate and a PNG's three chunks), so no image
// library is installed for four small files. Run once after changing the glyph; the PNGs are
// committed: `node scripts/make-icons.mjs`.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { deflateSync } from 'node:zlib'

const OUT = path.resolve(import.meta.dirname, '..', 'public', 'icons')
const BLUE = [59, 130, 246]
const WHITE = [255, 255, 255]
/** Samples per pixel side: the edges are smoothed by averaging 4 x 4 samples. */
const SAMPLES = 4

/** CRC-32 as PNG defines it (the table of ISO 3309). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes) {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** An RGBA image as a PNG file: 8 bits a channel, no interlace, filter 0 on every row. */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8)
  const rows = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const inRoundedRect = (x, y, [left, top, right, bottom], r) => {
  if (x < left || x > right || y < top || y > bottom) return false
  const cx = Math.min(Math.max(x, left + r), right - r)
  const cy = Math.min(Math.max(y, top + r), bottom - r)
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
}

/**
 * The colour at (x, y) of the glyph in a 32 x 32 box (favicon.svg's): a white page with a blue
 * border, the header's line, two rings and one filled day; null outside it.
 */
function glyph(x, y) {
  const ring = (cx) => Math.abs(x - cx) <= 1.25 && y >= 2 && y <= 8
  if (ring(10) || ring(22)) return BLUE
  if (!inRoundedRect(x, y, [1.75, 3.75, 30.25, 30.25], 5.25)) return null
  if (!inRoundedRect(x, y, [4.25, 6.25, 27.75, 27.75], 2.75)) return BLUE
  if (Math.abs(y - 11) <= 1.25) return BLUE
  if (inRoundedRect(x, y, [9, 16, 15, 22], 1)) return BLUE
  return WHITE
}

/**
 * One icon: the glyph scaled to `glyphShare` of the side and centred, over `background` (null:
 * transparent). A maskable icon fills its square and keeps the glyph inside the safe circle
 * (80 % of the side), so any platform's mask leaves it whole.
 */
function drawIcon(size, glyphShare, background) {
  const rgba = Buffer.alloc(size * size * 4)
  const scale = 32 / (size * glyphShare)
  const offset = (size * (1 - glyphShare)) / 2
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES - offset) * scale
          const y = (py + (sy + 0.5) / SAMPLES - offset) * scale
          const colour = glyph(x, y) ?? background
          if (!colour) continue
          r += colour[0]
          g += colour[1]
          b += colour[2]
          a += 1
        }
      }
      const i = (py * size + px) * 4
      if (a > 0) rgba.set([r / a, g / a, b / a, (255 * a) / SAMPLES ** 2], i)
    }
  }
  return encodePng(size, rgba)
}

const icons = [
  // The page's icon: a PNG, not favicon.svg, because Chromium fetches and decodes the page's icon
  // in the page's renderer again at every pushState, and an SVG took 3-7 ms of its main thread
  // there (a document built for it) at each 'next' and view switch; a 32 px PNG, a fraction.
  ['favicon-32.png', 32, 1, null],
  ['app-192.png', 192, 0.92, null],
  ['app-512.png', 512, 0.92, null],
  ['app-maskable-512.png', 512, 0.6, WHITE],
  ['apple-touch-icon-180.png', 180, 0.7, WHITE],
]
for (const [name, size, share, background] of icons) {
  writeFileSync(path.join(OUT, name), drawIcon(size, share, background))
  console.log(`public/icons/${name}`)
}
