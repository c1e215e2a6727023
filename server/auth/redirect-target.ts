// Where a magic link may send the browser (GoTrue's `utilities.GetReferrer`: redirect_to when
// the allow list has it, else the site URL). Here: the site's own origin, loopback origins
// (the dev server), and the origins the server was told to allow (--allow-origin); anything
// else lands on the site URL, so a link cannot carry a session to another site.

const isLoopback = (hostname: string) => {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
  )
}

/** The site URL: the configured one, or the origin the request came to, with `/`. */
export const siteUrl = (configured: string | null, url: URL) => configured ?? `${url.origin}/`

export function redirectTarget(
  redirectTo: string | null,
  site: string,
  allowedOrigins: readonly string[],
): string {
  if (redirectTo === null || redirectTo === '') return site
  let target: URL
  try {
    target = new URL(redirectTo)
  } catch {
    return site
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return site
  if (target.username !== '' || target.password !== '') return site
  const allowed =
    target.origin === new URL(site).origin ||
    isLoopback(target.hostname) ||
    allowedOrigins.includes('*') ||
    allowedOrigins.includes(target.origin)
  // The hash is the session's: a fragment of redirect_to's own would be overwritten.
  target.hash = ''
  return allowed ? target.toString() : site
}
