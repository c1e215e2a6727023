// The upgrade router (upgrade-router.ts), which hands websockets to their endpoint by path: a
// real listening server hands its 'upgrade' event to a router built as app.ts builds it (the
// app's origin rule), and a real `ws` client talks to a handler registered by path. The
// server's HTTP side is the app's, and so is /realtime/v1/, as in cli/main.ts.
import type { Server } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'
import { createApp, type App } from './app.ts'
import { handshakeRefused } from './gateway.ts'
import { upgradeRouter, type UpgradeRouter } from './upgrade-router.ts'
import { openPglite } from '../db/database.ts'

let app: App
let router: UpgradeRouter
let server: Server
let port: number
const echo = new WebSocketServer({ noServer: true })

beforeAll(async () => {
  app = await createApp({ db: await openPglite('memory://'), distDir: null, migrate: false })
  router = upgradeRouter((request) => handshakeRefused(request, { allowed: [] }))
  router.register('/echo', (request, socket, head) => {
    echo.handleUpgrade(request, socket, head, (ws) => {
      ws.on('message', (data, isBinary) => ws.send(data, { binary: isBinary }))
    })
  })
  router.register('/broken', () => {
    throw new Error('broken handler')
  })
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(s as Server),
    ) as Server
    s.on('upgrade', (request, socket, head) =>
      request.url?.startsWith('/realtime/')
        ? app.upgrade(request, socket, head)
        : router.route(request, socket, head),
    )
  })
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  for (const client of echo.clients) client.terminate()
  echo.close()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await app.close()
})

/** Opens a websocket and sends each message, collecting the replies, or the refusal. */
function exchange(
  path: string,
  messages: (string | Buffer)[],
  origin?: string,
): Promise<unknown[] | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, origin ? { origin } : {})
    const replies: unknown[] = []
    ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
    ws.on('error', reject)
    ws.on('open', () => messages.forEach((message) => ws.send(message)))
    ws.on('message', (data, isBinary) => {
      replies.push(isBinary ? Buffer.from(data as Buffer) : data.toString())
      if (replies.length === messages.length) {
        ws.close()
        resolve(replies)
      }
    })
  })
}

/** The whole answer to a raw upgrade request, read until the server closes the socket. */
function rawUpgrade(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      ),
    )
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('upgradeRouter', () => {
  it('hands an upgrade on a registered path to its handler: a ws client round-trips', async () => {
    expect(await exchange('/echo', ['hello', Buffer.from([1, 2, 3])])).toEqual([
      'hello',
      Buffer.from([1, 2, 3]),
    ])
  })

  it('matches the path without its query string (supabase-js sends ?apikey=...&vsn=...)', async () => {
    expect(await exchange('/echo?apikey=x&vsn=2.0.0', ['q'])).toEqual(['q'])
  })

  it.each(['/nope', '/socket/websocket', '/echo/'])(
    'answers %s, a path with no handler, with a plain 404 and closes the socket',
    async (path) => {
      expect(await exchange(path, ['x'])).toBe(404)
      expect(await rawUpgrade(path)).toBe(
        'HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
      )
    },
  )

  it('answers 500 when the handler throws, logs it, and keeps serving', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect(await rawUpgrade('/broken')).toMatch(/^HTTP\/1\.1 500 Internal Server Error\r\n/)
      expect(log).toHaveBeenCalledWith(
        'calendar-server: the upgrade handler for /broken failed:',
        expect.any(Error),
      )
    } finally {
      log.mockRestore()
    }
    expect(await exchange('/echo', ['still here'])).toEqual(['still here'])
    const keyed = { headers: { apikey: app.anonKey } }
    expect((await fetch(`http://127.0.0.1:${port}/rest/v1/nope`, keyed)).status).toBe(404)
  })

  it('refuses a handshake from a page of an origin not allowed (403), takes a loopback one', async () => {
    expect(await exchange('/echo', ['x'], 'https://evil.example')).toBe(403)
    expect(await exchange('/echo', ['x'], 'null')).toBe(403)
    expect(await exchange('/echo', ['local'], 'http://localhost:5173')).toEqual(['local'])
  })

  it('refuses a second handler for the same path', () => {
    expect(() => router.register('/echo', () => undefined)).toThrow(/exists/)
  })
})

describe('App.upgrade', () => {
  it('refuses a Realtime handshake from a page of an origin not allowed (403); 404 elsewhere', async () => {
    const realtime = `/realtime/v1/websocket?apikey=${app.anonKey}&vsn=2.0.0`
    expect(await exchange(realtime, ['x'], 'https://evil.example')).toBe(403)
    expect(await rawUpgrade('/realtime/v1/nope')).toBe(
      'HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
    )
  })
})
