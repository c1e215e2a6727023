// Supabase Realtime's postgres_changes from the local backend (docs/realtime-protocol.md),
// with the real realtime-js inside supabase-js (ws transport on Node 20) against the server on
// a loopback port, on the engine CONFORMANCE_ENGINE selects (PGlite, then PostgreSQL 15):
// subscribe, changes by REST and by SQL, filters, RLS, heartbeats, a restart, 200 subscribers,
// a column added while the server runs.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { createApp } from '../server/http/app.ts'
import {
  ANON_KEY,
  engineName,
  MIGRATIONS_DIR,
  signJwt,
  startServer,
  type Listening,
  type TestServer,
} from './harness.ts'

type Row = Record<string, unknown> & { id?: string; title?: string; description?: string }
/** What realtime-js hands the callback (RealtimePostgresChangesPayload, with rows typed). */
interface Change {
  schema: string
  table: string
  commit_timestamp: string
  eventType: 'INSERT' | 'UPDATE' | 'DELETE'
  new: Row
  old: Row
  errors: unknown
}

let server: TestServer
let listening: Listening
const clients: SupabaseClient[] = []

beforeAll(async () => {
  server = await startServer({ fixtures: false, realtimeHeartbeatTimeoutMs: 1_500 })
  listening = await server.listen()
})
afterAll(async () => {
  for (const client of clients) await client.removeAllChannels()
  await server?.close()
})

const HEARTBEAT_MS = 500

/**
 * A client of the listening server that beats every 500 ms (HEARTBEAT_MS): the server here closes a socket
 * silent for 1.5 s (the heartbeat test's timeout), and realtime-js beats every 25 s by default,
 * so under load a subscriber that waited over 1.5 s (200 of them joining on two busy cores) was
 * closed, rejoined late and missed the change.
 */
const client = (key = ANON_KEY, url = listening.url) => {
  const sb = server.client(key, url, HEARTBEAT_MS)
  clients.push(sb)
  return sb
}

/** A postgres_changes payload's `data` as the server sent it (realtime-js keeps `columns`). */
interface SentData {
  type: string
  columns: { name: string; type: string }[]
  record?: Row
}

/**
 * supabase-js (on the server's port) whose websocket also keeps each postgres_changes `data`
 * as it arrived: realtime-js hands its callbacks the row typed by `columns`, not `columns`.
 */
function recordingClient() {
  const sent: SentData[] = []
  class RecordingWebSocket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args)
      this.on('message', (data) => {
        const frame = JSON.parse(String(data)) as unknown[]
        const payload = frame[4] as { data?: SentData }
        if (frame[3] === 'postgres_changes' && payload.data) sent.push(payload.data)
      })
    }
  }
  const sb = createClient(listening.url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: RecordingWebSocket as never, heartbeatIntervalMs: HEARTBEAT_MS },
  })
  clients.push(sb)
  return { sb, sent }
}

let channels = 0

/** A channel on the events table, resolved once SUBSCRIBED; its changes in arrival order. */
async function subscribe(
  sb: SupabaseClient,
  binding: { event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string } = {},
) {
  const changes: Change[] = []
  const statuses: string[] = []
  const channel = sb
    .channel(`test-${++channels}`)
    .on(
      'postgres_changes',
      { event: binding.event ?? '*', schema: 'public', table: 'events', filter: binding.filter },
      (payload) => changes.push(payload as unknown as Change),
    )
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      statuses.push(status)
      if (status === 'SUBSCRIBED') resolve()
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status))
    }),
  )
  return { changes, channel, statuses }
}

async function until(check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const row = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  start_time: '2026-11-24T10:00:00+00:00',
  end_time: '2026-11-24T11:00:00+00:00',
  ...extra,
})

/** The row as REST gives it: what a change's `new` must be, field for field. */
async function restRow(id: string) {
  const { data, error } = await client().from('events').select('*').eq('id', id).single()
  if (error) throw error
  return data as Record<string, unknown>
}

describe(`Realtime postgres_changes on ${engineName()}`, () => {
  it('sends inserts, updates and deletes made through REST, as realtime-js hands them on', async () => {
    const { changes } = await subscribe(client())
    const sb = client()
    const inserted = await sb
      .from('events')
      .insert([row('Made')])
      .select('id')
      .single()
    const id = (inserted.data as { id: string }).id
    await until(() => changes.length === 1)
    const after = await restRow(id)
    expect(changes[0]).toEqual({
      schema: 'public',
      table: 'events',
      commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      eventType: 'INSERT',
      new: after,
      old: {},
      errors: null,
    })
    await sb.from('events').update({ title: 'Changed' }).eq('id', id)
    await until(() => changes.length === 2)
    expect(changes[1]).toMatchObject({
      eventType: 'UPDATE',
      new: await restRow(id),
      // RLS is on for events: the old row is its key only, as Realtime sends it.
      old: { id },
    })
    expect(changes[1]!.new.title).toBe('Changed')
    await sb.from('events').delete().eq('id', id)
    await until(() => changes.length === 3)
    expect(changes[2]).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } })
  })

  it('sends changes made in SQL too, once committed; a rolled-back change never', async () => {
    const { changes } = await subscribe(client(), { event: 'INSERT' })
    await server.db
      .transaction(async (tx) => {
        await tx.query(`insert into events (title, start_time, end_time)
                        values ('Rolled back', now(), now())`)
        throw new Error('roll back')
      })
      .catch(() => undefined)
    await server.db.exec(`insert into events (title, start_time, end_time, description)
                          values ('By psql', now(), now() + interval '1 hour', repeat('x', 10000))`)
    await until(() => changes.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(changes.map((c) => c.new.title)).toEqual(['By psql'])
    // Longer than NOTIFY's 8,000 bytes: the row is read again, whole.
    expect(changes[0]!.new.description).toHaveLength(10_000)
  })

  it('applies a filter, and the event kind', async () => {
    const { changes } = await subscribe(client(), { event: 'INSERT', filter: 'title=eq.Wanted' })
    const deletes = await subscribe(client(), { event: 'DELETE' })
    const sb = client()
    await sb.from('events').insert([row('Unwanted'), row('Wanted')])
    await until(() => changes.length >= 1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(changes.map((c) => c.new.title)).toEqual(['Wanted'])
    expect(deletes.changes).toEqual([])
  })

  it('sends a row only to subscribers whose role may read it (RLS)', async () => {
    // Authenticated users may not see rows titled 'Secret' (a restrictive policy); anon may.
    await server.db.exec(`create policy "no secrets for users" on public.events as restrictive
                          for select to authenticated using (title <> 'Secret')`)
    try {
      const user = await signJwt({ role: 'authenticated', sub: 'u1', exp: 1983812996 })
      const asUser = await subscribe(client(user), { event: 'INSERT' })
      const asAnon = await subscribe(client(), { event: 'INSERT' })
      await client()
        .from('events')
        .insert([row('Secret')])
      await client()
        .from('events')
        .insert([row('Open')])
      await until(() => asAnon.changes.length === 2 && asUser.changes.length >= 1)
      await new Promise((resolve) => setTimeout(resolve, 200))
      const titles = (changes: Change[]) => changes.map((c) => c.new.title)
      expect(titles(asAnon.changes)).toEqual(['Secret', 'Open'])
      expect(titles(asUser.changes)).toEqual(['Open'])
    } finally {
      await server.db.exec(`drop policy "no secrets for users" on public.events`)
    }
  })

  it('refuses a join with a bad token, and a connection with a bad key', async () => {
    const bad = await signJwt(
      { role: 'anon', exp: 1983812996 },
      'another-secret-of-at-least-32-chars!!',
    )
    const sb = client()
    sb.realtime.setAuth(bad)
    await expect(subscribe(sb)).rejects.toThrow(/InvalidJWTToken: /)
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(
        `${listening.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=nope&vsn=2.0.0`,
      )
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      ws.on('open', () => resolve(101))
    })
    expect(status).toBe(401)
  })

  it('answers heartbeats, and closes a socket that stays silent', async () => {
    const url = `${listening.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`
    const beating = new WebSocket(url)
    const silent = new WebSocket(url)
    const replies: unknown[] = []
    beating.on('message', (data) => replies.push(JSON.parse(String(data))))
    await Promise.all([beating, silent].map((ws) => new Promise((r) => ws.on('open', r))))
    let closedAt = 0
    const opened = Date.now()
    silent.on('close', () => (closedAt = Date.now()))
    for (let i = 1; i <= 6; i++) {
      beating.send(JSON.stringify([null, String(i), 'phoenix', 'heartbeat', {}]))
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    // The timeout is 1.5 s here (realtimeHeartbeatTimeoutMs), checked every 375 ms.
    expect(closedAt - opened).toBeGreaterThanOrEqual(1_500)
    expect(closedAt - opened).toBeLessThan(2_500)
    expect(beating.readyState).toBe(WebSocket.OPEN)
    expect(replies[0]).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }])
    expect(replies).toHaveLength(6)
    beating.close()
  })

  it('comes back after the server restarts: realtime-js rejoins, changes flow again', async () => {
    const port = Number(new URL(listening.url).port)
    const { changes, statuses } = await subscribe(client(), { event: 'INSERT' })
    // With them, every channel the earlier tests left open rejoins at once: the new server must
    // answer each join without an error (it used to install its trigger once per join, and
    // PostgreSQL refuses two at once: 'tuple concurrently updated', so the join failed).
    const errors = vi.spyOn(console, 'error')
    // The server goes away (its sockets with it) and a new one starts on the same port.
    server.app.realtime.disconnectAll()
    await listening.close()
    const app = await createApp({ db: server.db, migrationsDir: MIGRATIONS_DIR, distDir: null })
    const http = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
        resolve(s as Server),
      ) as Server
      s.on('upgrade', app.upgrade)
    })
    try {
      expect((http.address() as AddressInfo).port).toBe(port)
      await until(() => statuses.filter((s) => s === 'SUBSCRIBED').length === 2, 10_000)
      await client()
        .from('events')
        .insert([row('After restart')])
      await until(() => changes.length === 1)
      expect(changes[0]!.new.title).toBe('After restart')
      expect(errors.mock.calls.map(String)).toEqual([])
    } finally {
      errors.mockRestore()
      await app.realtime.close()
      await new Promise<void>((resolve) => {
        http.closeAllConnections()
        http.close(() => resolve())
      })
      listening = await server.listen()
    }
  }, 20_000)

  it('sees a column added while it runs (setup SQL, psql): in the record and the columns', async () => {
    const { sb, sent } = recordingClient()
    const { changes } = await subscribe(sb)
    // A change first, so the table's columns are known (and kept) before the migration.
    await server.db.exec(`insert into events (title, start_time, end_time)
                          values ('Before', now(), now() + interval '1 hour')`)
    await until(() => changes.length === 1)
    expect(sent[0]!.columns.map((c) => c.name)).not.toContain('mood')
    await server.db.exec(`alter table public.events add column mood text`)
    try {
      // Through REST (whose schema cache finds the new column by itself) ...
      const inserted = await client()
        .from('events')
        .insert([row('Moody', { mood: 'sunny' })])
        .select('id')
        .single()
      expect(inserted.error).toBeNull()
      const id = (inserted.data as { id: string }).id
      await until(() => changes.length === 2)
      expect(changes[1]).toMatchObject({ eventType: 'INSERT', new: { id, mood: 'sunny' } })
      expect(sent[1]!.record).toMatchObject({ id, mood: 'sunny' })
      expect(sent[1]!.columns).toContainEqual({ name: 'mood', type: 'text' })
      // ... and in SQL.
      await server.db.exec(`update events set mood = 'rainy' where id = '${id}'`)
      await until(() => changes.length === 3)
      expect(changes[2]).toMatchObject({ eventType: 'UPDATE', new: { id, mood: 'rainy' } })
      expect(sent[2]!.columns).toContainEqual({ name: 'mood', type: 'text' })
    } finally {
      await server.db.exec(`alter table public.events drop column mood`)
    }
    // Dropped: gone from the columns as from the row.
    await server.db.exec(`insert into events (title, start_time, end_time)
                          values ('After', now(), now() + interval '1 hour')`)
    await until(() => changes.length === 4)
    expect(changes[3]!.new).not.toHaveProperty('mood')
    expect(sent[3]!.columns.map((c) => c.name)).not.toContain('mood')
  })

  it("reads the columns again on NOTIFY pgrst, PostgREST's reload signal (a type changed)", async () => {
    const { sb, sent } = recordingClient()
    const { changes } = await subscribe(sb, { event: 'INSERT' })
    await server.db.exec(`alter table public.events add column weight int4`)
    try {
      await server.db.exec(`insert into events (title, start_time, end_time, weight)
                            values ('Light', now(), now() + interval '1 hour', 1)`)
      await until(() => changes.length === 1)
      expect(sent[0]!.columns).toContainEqual({ name: 'weight', type: 'int4' })
      // The same keys, another type: only the signal says so.
      await server.db.exec(`alter table public.events alter column weight type int8;
                            notify pgrst, 'reload schema'`)
      await server.db.exec(`insert into events (title, start_time, end_time, weight)
                            values ('Heavy', now(), now() + interval '1 hour', 2)`)
      await until(() => changes.length === 2)
      expect(changes[1]!.new).toMatchObject({ title: 'Heavy', weight: 2 })
      expect(sent[1]!.columns).toContainEqual({ name: 'weight', type: 'int8' })
    } finally {
      await server.db.exec(`alter table public.events drop column weight`)
    }
  })

  it('sends one change to 200 subscribers', async () => {
    const all = await Promise.all(
      Array.from({ length: 200 }, () => subscribe(client(), { event: 'INSERT' })),
    )
    await client()
      .from('events')
      .insert([row('To everyone')])
    await until(() => all.every((s) => s.changes.length === 1), 10_000)
    expect(new Set(all.map((s) => s.changes[0]!.new.id)).size).toBe(1)
  }, 30_000)
})
