// The headers a hardened static host sends with the app (docs/decisions.md, "Security
// headers"). The Content-Security-Policy allows what the built app uses and nothing else:
//   - scripts: its own files (Vite emits no inline script), plus one inline line this server
//     adds to index.html, under a per-response nonce, that hands the nonce to the app;
//   - styles: its own stylesheet, plus the <style> elements Radix's scroll lock
//     (react-remove-scroll, through react-style-singleton) adds while a dialog is open. Those
//     carry the nonce: react-style-singleton reads `__webpack_nonce__`, which that inline line
//     sets. React's `style={...}` props are set through the CSSOM, which CSP does not govern,
//     so no 'unsafe-inline' is needed;
//   - fetch and websockets: this server (where supabase-js talks by default), over http(s)
//     and ws(s), and the Supabase URL the app was built against, when the server knows it
//     (VITE_SUPABASE_URL in its environment, as `npm start` builds with);
//   - images: its own (the favicon, the icons); the service worker (sw.js) and the web app
//     manifest from this server only; no fonts, frames, objects or forms elsewhere.
import { randomBytes } from 'node:crypto'

/** Headers for every answer of this server: no MIME sniffing, no referrer leaks. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
}

/** Static files (scripts, styles, images): only pages of this origin may embed them. */
export const STATIC_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_HEADERS,
  'Cross-Origin-Resource-Policy': 'same-origin',
}

export const newNonce = () => randomBytes(16).toString('base64')

/** The http(s) origin of a URL and its websocket form, or [] when it is not an http(s) URL. */
export function connectSourcesFor(url: string): string[] {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return []
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return []
  const ws = parsed.protocol === 'https:' ? 'wss:' : 'ws:'
  return [parsed.origin, `${ws}//${parsed.host}`]
}

/** A Host header fit to be named in a policy: host or [v6], optional port, nothing else. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

export interface AppPolicyOptions {
  nonce: string
  /** The Host the page was asked for: its ws:// and wss:// forms are allowed to connect. */
  host: string | null
  /** More sources for connect-src (the configured Supabase URL and its websocket form). */
  connectSources?: readonly string[]
}

function appContentSecurityPolicy(options: AppPolicyOptions): string {
  const nonce = `'nonce-${options.nonce}'`
  const self =
    options.host !== null && SAFE_HOST.test(options.host)
      ? [`ws://${options.host}`, `wss://${options.host}`]
      : []
  const connect = [...new Set(["'self'", ...self, ...(options.connectSources ?? [])])]
  return [
    "default-src 'none'",
    `script-src 'self' ${nonce}`,
    `style-src 'self' ${nonce}`,
    "img-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ')
}

/** The headers of the app's page (index.html). */
export function appPageHeaders(options: AppPolicyOptions): Record<string, string> {
  return {
    ...BASE_HEADERS,
    'Content-Security-Policy': appContentSecurityPolicy(options),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  }
}

/**
 * index.html with the line that hands the nonce to the app, at the end of <head>. A classic
 * inline script runs while the page is parsed, so before any module script (those are
 * deferred), wherever it stands.
 */
export function injectNonce(html: string, nonce: string): string {
  const script = `<script nonce="${nonce}">window.__webpack_nonce__=${JSON.stringify(nonce)}</script>`
  const end = /<\/head\s*>/i
  if (end.test(html)) return html.replace(end, (tag) => `  ${script}\n  ${tag}`)
  return `${html}\n${script}`
}
