// How a call to a series function is read: the database without it (set up before them) is
// told to the caller, who then makes the change request by request; an Undo refused in the
// database is told with the rows as they are now. The calls themselves, through supabase-js to
// the local backend on PGlite and PostgreSQL: tests/series-functions.test.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DbFeatures } from '../schema/db-features'
import { callSeriesFunction, RowsChangedElsewhere, rowsOfDetail } from './series-functions'

const answer = vi.hoisted(() => ({ data: null as unknown, error: null as unknown }))
vi.mock('./events-api', () => ({ rpc: async () => answer }))

let learnt: Partial<DbFeatures>[]
const learn = (what: Partial<DbFeatures>) => void learnt.push(what)
beforeEach(() => {
  learnt = []
  answer.data = null
  answer.error = null
})

const row = { id: 's', title: 'Standup', updated_at: '2026-11-24T09:00:00.123456+00:00' }

describe('callSeriesFunction', () => {
  it('answers the rows before and after, and learns the database has the functions', async () => {
    answer.data = { before: [], after: [row] }
    const args = { series: 's', occurrence_start: '2026-11-23T14:00:00.000Z' }
    expect(await callSeriesFunction('add_event_exception', args, learn)).toEqual({
      before: [],
      after: [row],
    })
    expect(learnt).toEqual([{ seriesFunctions: true }])
  })

  it('answers undefined on a database set up before them, and learns so', async () => {
    answer.error = {
      code: 'PGRST202',
      message:
        'Could not find the function public.restore_events(event_rows, versions) in the schema cache',
      details: null,
      hint: 'Perhaps you meant to call the function public.search_events',
    }
    const args = { event_rows: [], versions: {} }
    expect(await callSeriesFunction('restore_events', args, learn)).toBeUndefined()
    expect(learnt).toEqual([{ seriesFunctions: false }])
  })

  it("a refused Undo (PT409) is RowsChangedElsewhere, with the detail's rows", async () => {
    answer.error = {
      code: 'PT409',
      message: 'This event was changed in another window or device.',
      details: JSON.stringify([row]),
      hint: null,
    }
    const refused = await callSeriesFunction('restore_events', {}, learn).catch((e) => e)
    expect(refused).toBeInstanceOf(RowsChangedElsewhere)
    expect((refused as RowsChangedElsewhere).now).toEqual([row])
  })

  it('any other error is thrown as it came', async () => {
    const error = { code: '42501', message: 'permission denied for table events' }
    answer.error = error
    await expect(callSeriesFunction('end_event_series', {}, learn)).rejects.toBe(error)
    expect(learnt).toEqual([])
  })
})

describe('rowsOfDetail', () => {
  it.each([
    [JSON.stringify([row]), [row]],
    ['[]', []],
    ['{"id":"s"}', null],
    ['not json', null],
    [null, null],
  ])('%j -> %j', (details, rows) => {
    expect(rowsOfDetail(details)).toEqual(rows)
  })
})
