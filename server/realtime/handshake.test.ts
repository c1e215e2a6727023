// A Realtime handshake still in its async key check when the endpoint drops every connection
// (a backend stopping): the socket is dropped too, so the server's close() does not wait on it
// for ever. Once a real race in the browser tests' teardown (1 run in 40).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { Authenticator } from '../shared/auth.ts'
import type { Database } from '../db/database.ts'
import { realtimeEndpoint } from './endpoint.ts'

let server: Server | undefined
afterEach(() => server?.closeAllConnections())

it('drops a socket whose handshake is still checking its key', async () => {
  let keyAsked!: () => void
  const asked = new Promise<void>((resolve) => (keyAsked = resolve))
  let answerKey!: (valid: boolean) => void
  const auth = {
    isValidApiKey: () => {
      keyAsked()
      return new Promise<boolean>((resolve) => (answerKey = resolve))
    },
  } as unknown as Authenticator
  // The database is not touched before a channel is joined.
  const endpoint = realtimeEndpoint({ db: {} as Database, auth })
  server = createServer()
  server.on(
    'upgrade',
    (request, socket, head) => void endpoint.handleUpgrade(request, socket, head),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const client = new WebSocket(`ws://127.0.0.1:${port}/realtime/v1/websocket?apikey=k&vsn=2.0.0`)
  const ended = new Promise<string>((resolve) => {
    client.on('open', () => resolve('open'))
    client.on('error', () => resolve('error'))
    client.on('close', () => resolve('close'))
  })
  await asked
  endpoint.disconnectAll()
  const closed = new Promise<void>((resolve) => server!.close(() => resolve()))
  // The key check answers after the drop: the handshake must not complete on a dead socket.
  answerKey(true)
  expect(await ended).not.toBe('open')
  await closed
  await endpoint.close()
})
