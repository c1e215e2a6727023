// The supabase-js calls the calendar makes (product.md §7, src/data) and the ones around them,
// with the exact client-side result postgrest-js builds from PostgREST's answer
// (protocol.md §1.4): { data, error, count, status, statusText }.
import type { SupabaseClient } from '@supabase/supabase-js'
import { expect } from 'vitest'
import { CALENDAR_ID, EVENT_IDS, EVENT_ROWS, ONE_OFF_SERIES_COLUMNS, searchText } from './events.ts'

export interface ClientResult {
  data: unknown
  error: unknown
  count: number | null
  status: number
  statusText: string
}

export interface ClientCase {
  name: string
  call: (sb: SupabaseClient) => PromiseLike<ClientResult>
  result: ClientResult
  /** A second call that shows the write happened, and its result. */
  then?: { call: (sb: SupabaseClient) => PromiseLike<ClientResult>; result: ClientResult }
}

const { standup, review, offsite, planning } = EVENT_ROWS
const ok = (data: unknown, count: number | null = null): ClientResult => ({
  data,
  error: null,
  count,
  status: 200,
  statusText: 'OK',
})
const noContent: ClientResult = {
  data: null,
  error: null,
  count: null,
  status: 204,
  statusText: 'No Content',
}
const created = (data: unknown = null): ClientResult => ({
  data,
  error: null,
  count: null,
  status: 201,
  statusText: 'Created',
})
const failed = (status: number, statusText: string, error: object): ClientResult => ({
  data: null,
  error,
  count: null,
  status,
  statusText,
})

/** What the app's create form sends (product.md §5: ISO strings, empty description as null). */
const form = {
  title: 'Dentist',
  description: null,
  start_time: new Date('2024-05-07T15:00:00+02:00').toISOString(),
  end_time: new Date('2024-05-07T16:00:00+02:00').toISOString(),
  color: '#ec4899',
}
const formRow = {
  id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  title: 'Dentist',
  description: null,
  start_time: '2024-05-07T13:00:00+00:00',
  end_time: '2024-05-07T14:00:00+00:00',
  color: '#ec4899',
  created_at: expect.stringMatching(/\+00:00$/),
  updated_at: expect.stringMatching(/\+00:00$/),
  all_day: false,
  ...ONE_OFF_SERIES_COLUMNS,
  search_text: searchText('Dentist', null),
  calendar_id: CALENDAR_ID,
  // The reminders migration's default for a timed insert that names none.
  reminders: [{ kind: 'before', minutes: 10 }],
}
const byTitle = (title: string) => (sb: SupabaseClient) =>
  sb.from('events').select('title,start_time,color').eq('title', title)

export const clientCases: ClientCase[] = [
  {
    name: "Load events: select('*').order('start_time', { ascending: true })",
    call: (sb) => sb.from('events').select('*').order('start_time', { ascending: true }),
    result: ok([standup, review, offsite, planning]),
  },
  {
    name: "Visible range: .lt('start_time', iso).gt('end_time', iso).order('start_time')",
    call: (sb) =>
      sb
        .from('events')
        .select('*')
        .lt('start_time', new Date('2024-06-01T00:00:00+02:00').toISOString())
        .gt('end_time', '2024-05-01T09:15:00.000Z')
        .order('start_time'),
    result: ok([review, offsite]),
  },
  {
    name: 'Visible range with a +02:00 offset in the value (sent as %2B)',
    call: (sb) =>
      sb
        .from('events')
        .select('id')
        .gte('start_time', '2024-05-20T00:00:00+02:00')
        .order('start_time'),
    result: ok([{ id: EVENT_IDS.offsite }, { id: EVENT_IDS.planning }]),
  },
  {
    name: "Paging: select('*', { count: 'exact' }).range(0, 1) is 206 Partial Content",
    call: (sb) => sb.from('events').select('*', { count: 'exact' }).order('start_time').range(0, 1),
    result: {
      data: [standup, review],
      error: null,
      count: 4,
      status: 206,
      statusText: 'Partial Content',
    },
  },
  {
    // RangeQuery.rangeStatus: 206 whenever fewer rows than the total come back.
    name: 'Paging: the last page .range(2, 3) is 206 too',
    call: (sb) =>
      sb.from('events').select('title', { count: 'exact' }).order('start_time').range(2, 3),
    result: {
      data: [{ title: 'Offsite' }, { title: 'June planning' }],
      error: null,
      count: 4,
      status: 206,
      statusText: 'Partial Content',
    },
  },
  {
    name: 'Paging: a page past the end is 416 PGRST103',
    call: (sb) => sb.from('events').select('title', { count: 'exact' }).range(10, 19),
    // Warp says 'Requested Range Not Satisfiable', node:http 'Range Not Satisfiable'.
    result: failed(416, expect.stringMatching(/Range Not Satisfiable$/), {
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 4 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    }),
  },
  {
    name: "Count: select('*', { count: 'exact', head: true })",
    call: (sb) => sb.from('events').select('*', { count: 'exact', head: true }),
    result: ok(null, 4),
  },
  {
    name: 'Create event: insert([row]) answers 201 with no body',
    call: (sb) => sb.from('events').insert([form]),
    result: created(),
    then: {
      call: byTitle('Dentist'),
      result: ok([{ title: 'Dentist', start_time: '2024-05-07T13:00:00+00:00', color: '#ec4899' }]),
    },
  },
  {
    name: 'insert([row]).select() returns the stored row',
    call: (sb) => sb.from('events').insert([form]).select(),
    result: created([formRow]),
  },
  {
    name: 'insert(row).select().single() returns one object',
    call: (sb) => sb.from('events').insert(form).select().single(),
    result: created(formRow),
  },
  {
    name: "Update event: update(fields).eq('id', id) answers 204",
    call: (sb) =>
      sb
        .from('events')
        .update({ ...form, title: 'Standup', start_time: '2024-05-01T08:00:00.000Z' })
        .eq('id', EVENT_IDS.standup),
    result: noContent,
    then: {
      call: byTitle('Standup'),
      result: ok([{ title: 'Standup', start_time: '2024-05-01T08:00:00+00:00', color: '#ec4899' }]),
    },
  },
  {
    name: 'update().eq().select() returns the updated rows',
    call: (sb) =>
      sb.from('events').update({ color: '#8b5cf6' }).eq('id', EVENT_IDS.review).select('id,color'),
    result: ok([{ id: EVENT_IDS.review, color: '#8b5cf6' }]),
  },
  {
    name: 'update() of an id that does not exist is still 204',
    call: (sb) =>
      sb.from('events').update({ title: 'x' }).eq('id', '00000000-0000-4000-8000-000000000000'),
    result: noContent,
  },
  {
    name: "Delete event: delete().eq('id', id) answers 204",
    call: (sb) => sb.from('events').delete().eq('id', EVENT_IDS.offsite),
    result: noContent,
    then: { call: byTitle('Offsite'), result: ok([]) },
  },
  {
    name: "delete({ count: 'exact' }).eq().select() returns the row and the count",
    call: (sb) =>
      sb.from('events').delete({ count: 'exact' }).eq('id', EVENT_IDS.planning).select(),
    result: ok([planning], 1),
  },
  {
    name: 'single() on one row',
    call: (sb) => sb.from('events').select('*').eq('id', EVENT_IDS.standup).single(),
    result: ok(standup),
  },
  {
    name: 'single() on no row is 406 PGRST116',
    call: (sb) => sb.from('events').select('*').eq('title', 'nothing').single(),
    result: failed(406, 'Not Acceptable', {
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    }),
  },
  {
    name: 'maybeSingle() on no row is null',
    call: (sb) => sb.from('events').select('*').eq('title', 'nothing').maybeSingle(),
    result: ok(null),
  },
  {
    name: 'maybeSingle() on one row',
    call: (sb) => sb.from('events').select('title').eq('id', EVENT_IDS.review).maybeSingle(),
    result: ok({ title: 'Review' }),
  },
  {
    name: 'maybeSingle() on two rows is the client-side PGRST116',
    call: (sb) =>
      sb.from('events').select('title').lt('start_time', '2024-05-02T00:00:00Z').maybeSingle(),
    result: failed(406, 'Not Acceptable', {
      code: 'PGRST116',
      details: 'Results contain 2 rows, application/vnd.pgrst.object+json requires 1 row',
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    }),
  },
  {
    name: 'A missing table is 404 PGRST205 (the setup banner reads it)',
    call: (sb) => sb.from('evnts').select('*'),
    result: failed(404, 'Not Found', {
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.events'",
      message: "Could not find the table 'public.evnts' in the schema cache",
    }),
  },
  {
    name: 'An invalid time is 400 22007',
    call: (sb) => sb.from('events').select('*').gte('start_time', 'soon'),
    result: failed(400, 'Bad Request', {
      code: '22007',
      details: null,
      hint: null,
      message: 'invalid input syntax for type timestamp with time zone: "soon"',
    }),
  },
]
