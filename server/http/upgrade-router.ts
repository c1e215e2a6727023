// HTTP Upgrade requests (websockets) by path. fetch() cannot take over a socket, so the
// node server's 'upgrade' event comes here instead (cli/main.ts); the Realtime endpoint
// (realtime/endpoint.ts) registers /realtime/v1/websocket and hands the socket to ws's
// `new WebSocketServer({ noServer: true }).handleUpgrade(req, socket, head, ...)`.
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

/** Takes over the socket of an upgrade request: completes the handshake, or refuses it. */
export type UpgradeHandler = (
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
) => void | Promise<void>

export interface UpgradeRouter {
  /** The handler for upgrade requests whose path is exactly `pathname` (no query string). */
  register(pathname: string, handler: UpgradeHandler): void
  /**
   * Hands the request to its path's handler; any other path gets 404 and a closed socket, and
   * a request `refused` picks out (a page of an origin not allowed) 403, before any handler.
   */
  route(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void>
}

/** Answers on a socket that has seen no handshake, then closes it (as ws's abortHandshake). */
function refuse(socket: Duplex, status: string): void {
  if (socket.destroyed) return
  socket.once('finish', () => socket.destroy())
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

function pathnameOf(request: IncomingMessage): string | null {
  try {
    return new URL(request.url ?? '/', 'http://localhost').pathname
  } catch {
    return null
  }
}

export function upgradeRouter(
  refused: (request: IncomingMessage) => boolean = () => false,
): UpgradeRouter {
  const handlers = new Map<string, UpgradeHandler>()
  return {
    register(pathname, handler) {
      if (handlers.has(pathname)) throw new Error(`an upgrade handler for ${pathname} exists`)
      handlers.set(pathname, handler)
    },
    async route(request, socket, head) {
      // node:http leaves a taken-over socket without an 'error' listener: a client that
      // resets it must not end the process.
      socket.on('error', () => socket.destroy())
      // Cross-site WebSocket hijacking: a browser sends the page's Origin with the handshake.
      if (refused(request)) return refuse(socket, '403 Forbidden')
      const pathname = pathnameOf(request)
      const handler = pathname === null ? undefined : handlers.get(pathname)
      if (handler === undefined) return refuse(socket, '404 Not Found')
      try {
        await handler(request, socket, head)
      } catch (error) {
        console.error(`calendar-server: the upgrade handler for ${pathname} failed:`, error)
        refuse(socket, '500 Internal Server Error')
      }
    },
  }
}
