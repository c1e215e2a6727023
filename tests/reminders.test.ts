// Reminders (supabase/migrations/20261204000000_reminders.sql; decisions.md, "Reminders:
// stored, in the dialog and in Settings") on the engine CONFORMANCE_ENGINE selects: the column round-trips through
// supabase-js, its check refuses 11 reminders and anything not an array, an insert that names
// none gets the built-in default of its kind, a changed occurrence keeps null (its series'),
// and the series functions keep the column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engineName, startServer, type TestServer } from './harness.ts'

const before = (minutes: number) => ({ kind: 'before', minutes })

describe(`reminders on ${engineName()}`, () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startServer({ fixtures: false })
  })
  afterAll(async () => {
    await server?.close()
  })

  const insert = async (row: Record<string, unknown>) => {
    const { data, error } = await server
      .client()
      .from('events')
      .insert({
        description: null,
        start_time: '2026-11-02T10:00:00Z',
        end_time: '2026-11-02T11:00:00Z',
        color: '#3b82f6',
        ...row,
      })
      .select('id,reminders')
      .single()
    return { data: data as { id: string; reminders: unknown } | null, error }
  }

  it('round-trips a list of reminders', async () => {
    const reminders = [before(5), { kind: 'day', daysBefore: 1, minuteOfDay: 540 }]
    const { data, error } = await insert({ title: 'Two', reminders })
    expect(error).toBeNull()
    expect(data!.reminders).toEqual(reminders)
    const read = await server.client().from('events').select('reminders').eq('id', data!.id)
    expect(read.data).toEqual([{ reminders }])
    const patched = await server
      .client()
      .from('events')
      .update({ reminders: [] })
      .eq('id', data!.id)
      .select('reminders')
    expect(patched.data).toEqual([{ reminders: [] }])
  })

  it('refuses 11 reminders and a value that is not an array', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => before(i))
    const tooMany = await insert({ title: 'Eleven', reminders: eleven })
    expect(tooMany.error?.code).toBe('23514')
    const notArray = await insert({ title: 'Object', reminders: before(5) })
    expect(notArray.error?.code).toBe('23514')
    const ten = await insert({ title: 'Ten', reminders: eleven.slice(0, 10) })
    expect(ten.error).toBeNull()
  })

  it("gives an insert that names none its kind's default: timed 10 minutes, all-day none", async () => {
    const timed = await insert({ title: 'Timed' })
    expect(timed.data!.reminders).toEqual([before(10)])
    const allDay = await insert({
      title: 'All day',
      all_day: true,
      start_time: '2026-11-02T00:00:00Z',
      end_time: '2026-11-03T00:00:00Z',
    })
    expect(allDay.data!.reminders).toEqual([])
  })

  it("keeps reminders through the series functions; a changed occurrence's null is its series'", async () => {
    const series = await insert({
      title: 'Weekly',
      rrule: 'FREQ=WEEKLY',
      tzid: 'UTC',
      reminders: [before(30)],
    })
    const id = series.data!.id
    const rpc = (name: string, args: Record<string, unknown>) => server.client().rpc(name, args)
    const plain = await rpc('add_event_exception', {
      series: id,
      occurrence_start: '2026-11-09T10:00:00Z',
      changed: {
        title: 'Moved',
        start_time: '2026-11-09T12:00:00Z',
        end_time: '2026-11-09T13:00:00Z',
      },
    })
    expect(plain.error).toBeNull()
    const own = await rpc('add_event_exception', {
      series: id,
      occurrence_start: '2026-11-16T10:00:00Z',
      changed: {
        title: 'Own',
        start_time: '2026-11-16T10:00:00Z',
        end_time: '2026-11-16T11:00:00Z',
        reminders: [before(60)],
      },
    })
    expect(own.error).toBeNull()
    const changed = await server
      .client()
      .from('events')
      .select('title,reminders')
      .eq('series_id', id)
      .order('title')
    expect(changed.data).toEqual([
      { title: 'Moved', reminders: null },
      { title: 'Own', reminders: [before(60)] },
    ])

    const updated = await rpc('update_event_series', {
      series: id,
      fields: { reminders: [before(15)] },
      keep_changes: true,
    })
    expect(updated.error).toBeNull()
    const split = await rpc('split_event_series', {
      series: id,
      split_at: '2026-11-23T10:00:00Z',
      ending: {
        rrule: 'FREQ=WEEKLY;UNTIL=20261122T235959Z',
        recurrence_end: '2026-11-22T11:00:00Z',
      },
      following: {
        title: 'Weekly',
        start_time: '2026-11-23T10:00:00Z',
        end_time: '2026-11-23T11:00:00Z',
        rrule: 'FREQ=WEEKLY',
        tzid: 'UTC',
      },
    })
    expect(split.error).toBeNull()
    const rows = await server
      .client()
      .from('events')
      .select('reminders')
      .eq('title', 'Weekly')
      .order('start_time')
    expect(rows.data).toEqual([{ reminders: [before(15)] }, { reminders: [before(15)] }])

    // Undo of the split and the update together: every row as it was before the update.
    const { before: old } = updated.data as { before: { id: string }[] }
    const { after } = split.data as { after: { id: string; updated_at: string }[] }
    const restored = await rpc('restore_events', {
      event_rows: old,
      versions: Object.fromEntries(after.map((row) => [row.id, row.updated_at])),
    })
    expect(restored.error).toBeNull()
    const back = await server.client().from('events').select('reminders').eq('id', id)
    expect(back.data).toEqual([{ reminders: [before(30)] }])
  })
})
