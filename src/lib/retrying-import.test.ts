import { afterEach, expect, it, vi } from 'vitest'
import { retryChunkUrl, retryingImport } from './retrying-import'

const ORIGIN = 'https://cal.example'

afterEach(() => vi.unstubAllGlobals())
const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`)

it("asks for a chunk Chromium's error names at a URL of its own, a new one each time", () => {
  const first = retryChunkUrl(failed(`${ORIGIN}/assets/time-grid-Ck1.js`), ORIGIN)
  expect(first).toMatch(/^https:\/\/cal\.example\/assets\/time-grid-Ck1\.js\?retry=\d+$/)
  // The retry failed too: its error names the URL with the query, which is replaced.
  const second = retryChunkUrl(failed(first!), ORIGIN)
  expect(second).toMatch(/^https:\/\/cal\.example\/assets\/time-grid-Ck1\.js\?retry=\d+$/)
  expect(second).not.toBe(first)
})

it('keeps the path and query of a chunk served from a folder, and the dev server’s sources', () => {
  expect(retryChunkUrl(failed(`${ORIGIN}/cal/assets/x-1.js?v=2`), ORIGIN)).toMatch(
    /^https:\/\/cal\.example\/cal\/assets\/x-1\.js\?v=2&retry=\d+$/,
  )
  expect(retryChunkUrl(failed(`${ORIGIN}/src/views/time-grid.tsx`), ORIGIN)).toMatch(
    /time-grid\.tsx\?retry=\d+$/,
  )
})

it('gives nothing where the error names no script of this origin', () => {
  // WebKit's message names no URL; its same import asks again.
  expect(retryChunkUrl(new TypeError('Importing a module script failed.'), ORIGIN)).toBeUndefined()
  expect(retryChunkUrl(failed('https://elsewhere.example/a.js'), ORIGIN)).toBeUndefined()
  expect(retryChunkUrl(new Error('render failed'), ORIGIN)).toBeUndefined()
  expect(retryChunkUrl('not an error', ORIGIN)).toBeUndefined()
  expect(retryChunkUrl(failed(`${ORIGIN}/a.js`), undefined)).toBeUndefined()
})

it('imports again through the same import where the failure names no URL of this origin', async () => {
  const load = vi
    .fn<() => Promise<{ x: number }>>()
    .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
    .mockResolvedValueOnce({ x: 1 })
  const importIt = retryingImport(load)
  await expect(importIt()).rejects.toThrow('Importing a module script failed.')
  await expect(importIt()).resolves.toEqual({ x: 1 })
  expect(load).toHaveBeenCalledTimes(2)
})

it('asks for a chunk the failure names at its new URL, not through the kept import', async () => {
  vi.stubGlobal('location', { origin: ORIGIN })
  const url = `${ORIGIN}/assets/gone-1.js`
  const load = vi.fn<() => Promise<unknown>>().mockRejectedValue(failed(url))
  const importIt = retryingImport(load)
  await expect(importIt()).rejects.toThrow(url)
  // Nothing serves it here: the new URL's import fails too, and the kept one is not asked.
  await expect(importIt()).rejects.toThrow()
  expect(load).toHaveBeenCalledTimes(1)
})
