// Chromium keeps a failed dynamic import in its module map for the page's life: importing the
// same URL again fails at once, whatever the network does now (Chromium 150 here; the HTML
// standard has since changed not to keep failures, whatwg/html#10327, and Firefox and WebKit
// ask the network again). Its error names the URL, so the next try can ask for the chunk at a
// URL of its own: the same file with a query. The chunk's own imports resolve without it, to
// the modules already loaded.

let tries = 0

/**
 * The URL to import a chunk at after `error`, a failed import of it, or undefined where the
 * error names no script of this origin (other browsers, whose same import asks again, and a
 * part that failed in another way). Each call gives a new URL: a failed try is kept too.
 */
export function retryChunkUrl(
  error: unknown,
  origin = globalThis.location?.origin,
): string | undefined {
  if (!(error instanceof Error) || !origin) return undefined
  const named = /\s(\S+\.m?[jt]sx?(\?\S*)?)$/.exec(error.message)?.[1]
  if (!named) return undefined
  let url: URL
  try {
    url = new URL(named)
  } catch {
    return undefined
  }
  if (url.origin !== origin) return undefined
  url.searchParams.set('retry', String(++tries))
  return url.href
}

/**
 * `load` (an `import()` of a chunk), which after a failure asks for the chunk again at a URL of
 * its own (retryChunkUrl) where the browser keeps the failed import, and again through `load`
 * elsewhere. For what fetches its code on use and tries again on the next use.
 */
export function retryingImport<M>(load: () => Promise<M>): () => Promise<M> {
  let again: string | undefined
  return () =>
    (again ? (import(/* @vite-ignore */ again) as Promise<M>) : load()).catch((error: unknown) => {
      again = retryChunkUrl(error) ?? again
      throw error
    })
}
