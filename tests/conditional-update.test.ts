// The app's conditional save (src/data/events/conditional-update.ts) through supabase-js, on the
// engine CONFORMANCE_ENGINE selects. On PostgreSQL updated_at has microseconds: the version
// read must match exactly as sent, or every save would be a false conflict (PGlite's now() has
// milliseconds and would not show it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conditionalUpdate } from '../src/data/events/conditional-update.ts'
import { EditConflict } from '../src/data/events/edit-conflict.ts'
import { engineName, startServer, type TestServer } from './harness.ts'

let server: TestServer

beforeAll(async () => {
  server = await startServer({ fixtures: false })
})
afterAll(() => server?.close())

/** A fresh event; its version as the app reads it (a range read's updated_at). */
async function freshEvent(title: string) {
  const sb = server.client()
  const { data, error } = await sb
    .from('events')
    // A version with microseconds (PostgreSQL's now() has them, but ends in zeros one time in
    // ten, which it then leaves out; PGlite's has milliseconds): the round trip must keep them.
    .insert([
      {
        title,
        start_time: '2026-11-24T10:00:00Z',
        end_time: '2026-11-24T11:00:00Z',
        updated_at: '2026-11-24T09:00:00.123456+00:00',
      },
    ])
    .select('id,updated_at')
    .single()
  if (error) throw error
  return data as { id: string; updated_at: string }
}

const patch = (title: string) => ({
  title,
  description: null,
  start_time: '2026-11-24T10:00:00.000Z',
  end_time: '2026-11-24T11:00:00.000Z',
  color: '#3b82f6',
})

describe(`conditional save on ${engineName()}`, () => {
  it('saves over the version it was opened with, and moves the version on', async () => {
    const { id, updated_at } = await freshEvent('Opened')
    expect(updated_at).toBe('2026-11-24T09:00:00.123456+00:00')
    await conditionalUpdate(server.client().from('events'), id, patch('Saved'), updated_at)
    const { data } = await server.client().from('events').select('title,updated_at').eq('id', id)
    expect(data?.[0]?.title).toBe('Saved')
    expect(data?.[0]?.updated_at).not.toBe(updated_at)
  })

  it('refuses a save over a version changed elsewhere, and hands back the row as it is', async () => {
    const { id, updated_at } = await freshEvent('Opened')
    // Another window saves first (a transaction of its own: updated_at moves on).
    await server.db.exec(`update events set title = 'Theirs' where id = '${id}'`)
    const refused = await conditionalUpdate(
      server.client().from('events'),
      id,
      patch('Mine'),
      updated_at,
    ).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(EditConflict)
    expect((refused as EditConflict).current?.title).toBe('Theirs')
    const { data } = await server.client().from('events').select('title').eq('id', id)
    expect(data?.[0]?.title).toBe('Theirs')
    // 'Overwrite': the same save over the version just read.
    await conditionalUpdate(
      server.client().from('events'),
      id,
      patch('Mine'),
      (refused as EditConflict).current!.version,
    )
    const after = await server.client().from('events').select('title').eq('id', id)
    expect(after.data?.[0]?.title).toBe('Mine')
  })

  it('refuses a save over an event deleted elsewhere, with nothing to show', async () => {
    const { id, updated_at } = await freshEvent('Opened')
    await server.db.exec(`delete from events where id = '${id}'`)
    const refused = await conditionalUpdate(
      server.client().from('events'),
      id,
      patch('Mine'),
      updated_at,
    ).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(EditConflict)
    expect((refused as EditConflict).current).toBeNull()
    const { data } = await server.client().from('events').select('id').eq('id', id)
    expect(data).toEqual([])
  })
})
