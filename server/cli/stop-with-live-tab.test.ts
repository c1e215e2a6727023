// Stopping the server while a tab holds its live connection (issue #33): the Realtime
// websocket is an upgraded socket, which the HTTP server's close() waits for and
// closeAllConnections() does not end. Before main.ts dropped those connections on a stop, the
// process printed 'SIGTERM: closing...' and then stayed alive, holding the data directory's
// lock, for as long as the tab stayed connected (a real tab never leaves).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { freePort, keyIn, ready, serverProcess, type Run } from '../testing/server-process.ts'

/** A websocket joined to a postgres_changes channel on events, as the app's tab is. */
async function liveTab(port: number, apikey: string): Promise<WebSocket> {
  const ws = new WebSocket(
    `ws://127.0.0.1:${port}/realtime/v1/websocket?apikey=${apikey}&vsn=1.0.0`,
  )
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  const joined = new Promise<Record<string, unknown>>((resolve) =>
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as Record<string, unknown>
      if (frame.event === 'phx_reply' && frame.ref === '1') resolve(frame)
    }),
  )
  ws.send(
    JSON.stringify({
      topic: 'realtime:events-live',
      event: 'phx_join',
      ref: '1',
      join_ref: '1',
      payload: {
        config: { postgres_changes: [{ event: '*', schema: 'public', table: 'events' }] },
        access_token: apikey,
      },
    }),
  )
  const reply = await joined
  expect((reply.payload as { status: string }).status).toBe('ok')
  return ws
}

/** The exit code, or 'still running' when the process has not exited within `ms`. */
const exitWithin = (run: Run, ms: number) =>
  Promise.race([
    run.exit,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ])

describe('stopping the server with a live connection open', () => {
  let tmp: string
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'calendar-stop-live-'))
  })
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true })
  })

  it('SIGTERM closes the live connection and exits 0 within 2 s; a restart takes the data', async () => {
    const port = await freePort()
    const dataDir = path.join(tmp, 'data')
    const args = ['--port', String(port), '--data-dir', dataDir]
    const first = serverProcess(args)
    let tab: WebSocket | undefined
    try {
      await ready(first)
      tab = await liveTab(port, keyIn(first.stdout, 'anon key'))
      const closedByServer = new Promise<number>((resolve) => tab!.once('close', resolve))

      first.child.kill('SIGTERM')
      expect(await exitWithin(first, 2000)).toBe(0)
      expect(first.stdout).toContain('SIGTERM: closing the server and the database')
      expect(first.stderr).toBe('')
      // The tab saw its connection end (it shows 'Live updates paused' and reconnects).
      expect(typeof (await closedByServer)).toBe('number')
    } finally {
      tab?.terminate()
      first.child.kill('SIGKILL')
    }

    // The lock was released and the database closed cleanly: an immediate restart opens it.
    const second = serverProcess(args)
    try {
      await ready(second)
      const again = await liveTab(port, keyIn(second.stdout, 'anon key'))
      again.terminate()
      second.child.kill('SIGTERM')
      expect(await exitWithin(second, 2000)).toBe(0)
      expect(second.stderr).toBe('')
    } finally {
      second.child.kill('SIGKILL')
    }
  }, 60_000)
})
