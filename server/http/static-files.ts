// The built app (dist/) at `/`: files with their content types, hashed /assets/* cached for
// good, and index.html for every other path so deep links reach the app's own 404 page
// (product.md §2, "Routes"). index.html gets the anon key as a meta tag, which the app reads
// when no VITE_SUPABASE_* configuration was built in, and in private mode a meta tag saying so. Every answer carries the headers of
// security-headers.ts; index.html its Content-Security-Policy, with a fresh nonce each time.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { appPageHeaders, injectNonce, newNonce, STATIC_HEADERS } from './security-headers.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
}

const contentType = (file: string) =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/** index.html with `<meta name="supabase-anon-key">` set (replaced if already there). */
function injectAnonKey(html: string, anonKey: string): string {
  const meta = `<meta name="supabase-anon-key" content="${escapeAttribute(anonKey)}">`
  const existing = /<meta\s+name=["']supabase-anon-key["'][^>]*>/i
  if (existing.test(html)) return html.replace(existing, meta)
  const head = /<head(\s[^>]*)?>/i
  if (head.test(html)) return html.replace(head, (tag) => `${tag}\n    ${meta}`)
  return `${meta}\n${html}`
}

/** index.html with `<meta name="calendar-private-mode" content="on">` after the anon key's:
 *  the app then asks for a sign-in before it shows the calendar. */
function injectPrivateMode(html: string): string {
  const meta = '<meta name="calendar-private-mode" content="on">'
  const existing = /<meta\s+name=["']calendar-private-mode["'][^>]*>/i
  if (existing.test(html)) return html.replace(existing, meta)
  const head = /<head(\s[^>]*)?>/i
  if (head.test(html)) return html.replace(head, (tag) => `${tag}\n    ${meta}`)
  return `${meta}\n${html}`
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

const notFound = (message: string) =>
  new Response(message, {
    status: 404,
    headers: { ...STATIC_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  })

export interface AppPage {
  /** Written into index.html for the app to use when it was built without a key. */
  anonKey: string
  /** connect-src sources beyond this server (the configured Supabase URL, ws form too). */
  connectSources?: readonly string[]
  /** Private mode is on (the server serves /auth/v1): said to the app by a meta tag. */
  privateMode?: boolean
}

/** Serves GET/HEAD `pathname` from `distDir`. */
export async function serveStatic(
  request: Request,
  pathname: string,
  distDir: string,
  page: AppPage,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method Not Allowed', {
      status: 405,
      headers: {
        ...STATIC_HEADERS,
        Allow: 'GET, HEAD',
        'Content-Type': 'text/plain; charset=utf-8',
      },
    })
  }
  const root = path.resolve(distDir)
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return notFound('Not Found')
  }
  // Resolved inside root or not at all: no `..`, no absolute escapes, no NUL.
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`)
  const inside = file === root || file.startsWith(root + path.sep)
  const body = (data: Uint8Array | string) =>
    request.method === 'HEAD' ? null : typeof data === 'string' ? data : new Uint8Array(data)

  if (
    inside &&
    !decoded.includes('\0') &&
    !decoded.endsWith('/index.html') &&
    (await isFile(file))
  ) {
    const immutable = decoded.startsWith('/assets/')
    return new Response(body(await readFile(file)), {
      headers: {
        ...STATIC_HEADERS,
        'Content-Type': contentType(file),
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
    })
  }
  // A missing hashed asset is a stale page asking for an old build: say so, not index.html.
  if (decoded.startsWith('/assets/')) return notFound('Not Found')

  const index = path.join(root, 'index.html')
  if (!(await isFile(index))) {
    return notFound(
      `The app is not built (no ${index}). Run \`npm run build\`, or start with \`npm start\`, which builds it.`,
    )
  }
  const nonce = newNonce()
  const withKey = injectAnonKey(await readFile(index, 'utf8'), page.anonKey)
  const html = injectNonce(page.privateMode ? injectPrivateMode(withKey) : withKey, nonce)
  return new Response(body(html), {
    headers: {
      ...appPageHeaders({
        nonce,
        host: request.headers.get('host'),
        connectSources: page.connectSources,
      }),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  })
}
