// The calendar's own table over raw HTTP: the exact requests supabase-js sends (reference
// protocol.md §1.3), PostgREST's byte-exact bodies built by PostgreSQL (protocol.md §2.1), the errors the app can
// meet (protocol.md §2.4), and CORS for the browser (protocol.md §6, PostgREST v14.12 CorsSpec).
import { expect } from 'vitest'
import { ANON_KEY } from '../harness.ts'
import { jsonAgg, JSON_TYPE, pgrstError, rowText, SINGULAR_TYPE, type HttpCase } from './types.ts'

export const EVENT_IDS = {
  standup: '11111111-1111-4111-8111-111111111111',
  review: '22222222-2222-4222-8222-222222222222',
  offsite: '33333333-3333-4333-8333-333333333333',
  planning: '44444444-4444-4444-8444-444444444444',
}

/**
 * The one calendar the seeded events are in (supabase/migrations/20261202000000_calendars.sql:
 * an insert that names none goes into the first), with a fixed id so bodies compare exactly.
 */
export const CALENDAR_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'

export const EVENTS_SEED_SQL = `
truncate public.events;
delete from public.calendars;
insert into public.calendars (id, name) values ('${CALENDAR_ID}', 'Calendar');
insert into public.events (id, title, description, start_time, end_time, color, created_at, updated_at) values
  ('${EVENT_IDS.standup}', 'Standup', 'Daily', '2024-05-01T09:00:00Z', '2024-05-01T09:15:00Z', '#3b82f6', '2024-04-01T00:00:00Z', '2024-04-01T00:00:00Z'),
  ('${EVENT_IDS.review}', 'Review', null, '2024-05-01T10:00:00.5Z', '2024-05-01T11:00:00Z', '#ef4444', '2024-04-01T00:00:00Z', '2024-04-01T00:00:00Z'),
  ('${EVENT_IDS.offsite}', 'Offsite', 'All day', '2024-05-20T00:00:00+02:00', '2024-05-22T00:00:00+02:00', '#10b981', '2024-04-01T00:00:00Z', '2024-04-01T00:00:00Z'),
  ('${EVENT_IDS.planning}', 'June planning', null, '2024-06-03T12:00:00Z', '2024-06-03T13:00:00Z', default, '2024-04-01T00:00:00Z', '2024-04-01T00:00:00Z');
`

/**
 * The repeating-events migration's columns (added after all_day) on an event that does not
 * repeat, the import migration's ical_uid (none: not imported), and the location migration's
 * location (none).
 */
export const ONE_OFF_SERIES_COLUMNS = {
  rrule: null,
  tzid: null,
  exdates: [],
  recurrence_end: null,
  series_id: null,
  original_start: null,
  ical_uid: null,
  location: null,
}

/**
 * The search migration's generated column (supabase/migrations/20261128000000_search_column.sql,
 * made again by 20261130000000_location.sql to hold the location): title, description and
 * location in lower case, without accents, one space between each. Last in table order.
 */
export const searchText = (
  title: string,
  description: string | null,
  location: string | null = null,
) =>
  `${title} ${description ?? ''} ${location ?? ''}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()

/** The rows as PostgreSQL's to_json writes them: table column order, `+00:00` offsets. */
export const EVENT_ROWS = {
  standup: {
    id: EVENT_IDS.standup,
    title: 'Standup',
    description: 'Daily',
    start_time: '2024-05-01T09:00:00+00:00',
    end_time: '2024-05-01T09:15:00+00:00',
    color: '#3b82f6',
    created_at: '2024-04-01T00:00:00+00:00',
    updated_at: '2024-04-01T00:00:00+00:00',
    // Added by the all-day migration, so last in table order.
    all_day: false,
    ...ONE_OFF_SERIES_COLUMNS,
    search_text: searchText('Standup', 'Daily'),
    // Added by the calendars migration, so last in table order.
    calendar_id: CALENDAR_ID,
    // The reminders migration's default for a timed insert that names none.
    reminders: [{ kind: 'before', minutes: 10 }],
  },
  review: {
    id: EVENT_IDS.review,
    title: 'Review',
    description: null,
    start_time: '2024-05-01T10:00:00.5+00:00',
    end_time: '2024-05-01T11:00:00+00:00',
    color: '#ef4444',
    created_at: '2024-04-01T00:00:00+00:00',
    updated_at: '2024-04-01T00:00:00+00:00',
    // Added by the all-day migration, so last in table order.
    all_day: false,
    ...ONE_OFF_SERIES_COLUMNS,
    search_text: searchText('Review', null),
    // Added by the calendars migration, so last in table order.
    calendar_id: CALENDAR_ID,
    // The reminders migration's default for a timed insert that names none.
    reminders: [{ kind: 'before', minutes: 10 }],
  },
  offsite: {
    id: EVENT_IDS.offsite,
    title: 'Offsite',
    description: 'All day',
    start_time: '2024-05-19T22:00:00+00:00',
    end_time: '2024-05-21T22:00:00+00:00',
    color: '#10b981',
    created_at: '2024-04-01T00:00:00+00:00',
    updated_at: '2024-04-01T00:00:00+00:00',
    // Added by the all-day migration, so last in table order.
    all_day: false,
    ...ONE_OFF_SERIES_COLUMNS,
    search_text: searchText('Offsite', 'All day'),
    // Added by the calendars migration, so last in table order.
    calendar_id: CALENDAR_ID,
    // The reminders migration's default for a timed insert that names none.
    reminders: [{ kind: 'before', minutes: 10 }],
  },
  planning: {
    id: EVENT_IDS.planning,
    title: 'June planning',
    description: null,
    start_time: '2024-06-03T12:00:00+00:00',
    end_time: '2024-06-03T13:00:00+00:00',
    color: '#3b82f6',
    created_at: '2024-04-01T00:00:00+00:00',
    updated_at: '2024-04-01T00:00:00+00:00',
    // Added by the all-day migration, so last in table order.
    all_day: false,
    ...ONE_OFF_SERIES_COLUMNS,
    search_text: searchText('June planning', null),
    // Added by the calendars migration, so last in table order.
    calendar_id: CALENDAR_ID,
    // The reminders migration's default for a timed insert that names none.
    reminders: [{ kind: 'before', minutes: 10 }],
  },
}

const { standup, review, offsite, planning } = EVENT_ROWS
const sb = {
  apikey: ANON_KEY,
  Authorization: `Bearer ${ANON_KEY}`,
  'X-Client-Info': 'supabase-js/2.109.0',
}
const read = { ...sb, 'Accept-Profile': 'public' }
const write = { ...sb, 'Content-Profile': 'public', 'Content-Type': 'application/json' }
const q = (params: [string, string][]) => new URLSearchParams(params).toString()
const newEvent = {
  title: 'T',
  description: 'D',
  start_time: '2024-05-01T10:00:00.000Z',
  end_time: '2024-05-01T11:00:00.000Z',
  color: '#3b82f6',
}
const COLUMNS =
  'columns=%22title%22%2C%22description%22%2C%22start_time%22%2C%22end_time%22%2C%22color%22'
const anyTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/)

export const eventCases: HttpCase[] = [
  {
    name: 'Load events: select=*&order=start_time.asc, byte for byte as json_agg writes it',
    request: { path: '/events?select=*&order=start_time.asc', headers: read },
    response: {
      status: 200,
      text: jsonAgg([standup, review, offsite, planning]),
      headers: { 'Content-Type': JSON_TYPE, 'Content-Range': '0-3/*', 'Content-Profile': 'public' },
    },
  },
  {
    name: 'Range filters as supabase-js encodes them (+ as %2B, repeated keys)',
    request: {
      path: `/events?${q([
        ['select', '*'],
        ['start_time', 'gte.2024-05-01T00:00:00.000Z'],
        ['start_time', 'lt.2024-05-20T00:00:00+02:00'],
        ['end_time', 'gt.2024-05-01T09:15:00.000Z'],
        ['order', 'start_time.asc'],
      ])}`,
      headers: read,
    },
    response: { status: 200, text: jsonAgg([review]), headers: { 'Content-Range': '0-0/*' } },
  },
  {
    name: 'Visible-range query: lt start_time, gt end_time, ordered desc then by id',
    request: {
      path: `/events?${q([
        ['select', 'id,title'],
        ['start_time', 'lt.2024-06-01T00:00:00.000Z'],
        ['end_time', 'gt.2024-05-01T09:30:00.000Z'],
        ['order', 'start_time.desc,id.asc'],
      ])}`,
      headers: read,
    },
    response: {
      status: 200,
      text: '[{"id":"33333333-3333-4333-8333-333333333333","title":"Offsite"}, \n {"id":"22222222-2222-4222-8222-222222222222","title":"Review"}]',
    },
  },
  {
    name: 'range(1, 2) with count=exact is 206 with Content-Range 1-2/4',
    request: {
      path: '/events?select=title&order=start_time.asc&offset=1&limit=2',
      headers: { ...read, Prefer: 'count=exact' },
    },
    response: {
      status: 206,
      json: [{ title: 'Review' }, { title: 'Offsite' }],
      headers: { 'Content-Range': '1-2/4', 'Preference-Applied': 'count=exact' },
    },
  },
  {
    name: '.single() on one row answers the vnd object',
    request: {
      path: `/events?select=*&id=eq.${EVENT_IDS.review}`,
      headers: { ...read, Accept: 'application/vnd.pgrst.object+json' },
    },
    response: {
      status: 200,
      text: rowText(review),
      headers: { 'Content-Type': SINGULAR_TYPE },
    },
  },
  {
    name: 'Timestamps as PostgreSQL writes them (+00:00, milliseconds kept), Content-Location canonical',
    request: {
      method: 'POST',
      path: '/events',
      headers: write,
      body: [
        {
          title: 'A',
          start_time: '2023-05-01T10:00:00.000Z',
          end_time: '2023-05-01T11:00:00.000Z',
        },
        {
          title: 'B',
          start_time: '2023-05-02T10:00:00.123Z',
          end_time: '2023-05-02T11:00:00.000Z',
        },
      ],
    },
    response: { status: 201, text: '' },
    then: [
      {
        request: {
          path: '/events?select=title,start_time&start_time=gte.2023-05-01T00:00:00.000Z&start_time=lt.2023-06-01T00:00:00%2B02:00&order=start_time.asc',
          headers: read,
        },
        response: {
          status: 200,
          text: '[{"title":"A","start_time":"2023-05-01T10:00:00+00:00"}, \n {"title":"B","start_time":"2023-05-02T10:00:00.123+00:00"}]',
          headers: {
            // Parameters sorted, values percent-encoded, repeated keys joined by commas.
            'Content-Location':
              '/events?order=start_time.asc&select=title%2Cstart_time&start_time=gte.2023-05-01T00%3A00%3A00.000Z,lt.2023-06-01T00%3A00%3A00%2B02%3A00',
          },
        },
      },
    ],
  },
  {
    name: 'insert([row]) with ?columns and no Prefer: 201, empty, Content-Length 0',
    request: { method: 'POST', path: `/events?${COLUMNS}`, headers: write, body: [newEvent] },
    response: {
      status: 201,
      text: '',
      headers: { 'Content-Length': '0', 'Content-Range': '*/*' },
      absent: ['Content-Type', 'Preference-Applied', 'Location'],
    },
    then: [
      {
        request: {
          path: '/events?select=title,description,start_time,color&title=eq.T',
          headers: read,
        },
        response: {
          status: 200,
          text: '[{"title":"T","description":"D","start_time":"2024-05-01T10:00:00+00:00","color":"#3b82f6"}]',
        },
      },
    ],
  },
  {
    name: 'insert([row]).select(): 201 with the row, defaults filled in, all columns in table order',
    request: {
      method: 'POST',
      path: `/events?${COLUMNS}&select=*`,
      headers: { ...write, Prefer: 'return=representation' },
      body: [{ ...newEvent, color: undefined, description: null }],
    },
    response: {
      status: 201,
      json: [
        {
          id: expect.stringMatching(
            /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
          ),
          title: 'T',
          description: null,
          start_time: '2024-05-01T10:00:00+00:00',
          end_time: '2024-05-01T11:00:00+00:00',
          color: null,
          created_at: anyTime,
          updated_at: anyTime,
          all_day: false,
          ...ONE_OFF_SERIES_COLUMNS,
          search_text: searchText('T', null),
          // Added by the calendars migration, so last in table order.
          calendar_id: CALENDAR_ID,
          // The reminders migration's default for a timed insert that names none.
          reminders: [{ kind: 'before', minutes: 10 }],
        },
      ],
      headers: { 'Preference-Applied': 'return=representation', 'Content-Profile': 'public' },
    },
  },
  {
    name: 'insert(row) without ?columns: a key left out takes its DEFAULT',
    request: {
      method: 'POST',
      path: '/events?select=title,color',
      headers: { ...write, Prefer: 'return=representation' },
      body: {
        title: 'No colour',
        start_time: '2024-05-02T10:00:00Z',
        end_time: '2024-05-02T11:00:00Z',
      },
    },
    response: { status: 201, text: '[{"title":"No colour","color":"#3b82f6"}]' },
  },
  {
    name: 'update().eq(id) without Prefer: 204, Content-Range 0-0/*, updated_at moves',
    request: {
      method: 'PATCH',
      path: `/events?id=eq.${EVENT_IDS.standup}`,
      headers: write,
      body: { title: 'Standup (moved)', start_time: '2024-05-01T09:30:00.000Z' },
    },
    response: { status: 204, text: '', headers: { 'Content-Range': '0-0/*' } },
    then: [
      {
        request: {
          path: `/events?select=title,start_time,updated_at&id=eq.${EVENT_IDS.standup}`,
          headers: read,
        },
        response: {
          status: 200,
          json: [
            {
              title: 'Standup (moved)',
              start_time: '2024-05-01T09:30:00+00:00',
              updated_at: expect.not.stringMatching(/^2024-04-01/),
            },
          ],
        },
      },
    ],
  },
  {
    name: 'delete().eq(id): 204 with Content-Range */*',
    request: { method: 'DELETE', path: `/events?id=eq.${EVENT_IDS.planning}`, headers: write },
    response: { status: 204, text: '', headers: { 'Content-Range': '*/*' } },
    then: [
      {
        request: { path: `/events?id=eq.${EVENT_IDS.planning}`, headers: read },
        response: { status: 200, text: '[]' },
      },
    ],
  },
  {
    name: 'Invalid uuid in a filter: 22P02',
    request: { path: '/events?id=eq.not-a-uuid', headers: read },
    response: {
      status: 400,
      json: pgrstError('22P02', 'invalid input syntax for type uuid: "not-a-uuid"'),
    },
  },
  {
    name: 'Invalid timestamp in a filter: 22007',
    request: { path: '/events?start_time=gte.garbage', headers: read },
    response: {
      status: 400,
      json: pgrstError(
        '22007',
        'invalid input syntax for type timestamp with time zone: "garbage"',
      ),
    },
  },
  {
    name: 'A Date interpolated with ${value} (the pitfall of protocol.md §1.3): 22007',
    request: {
      path: `/events?${q([['start_time', 'gte.Wed May 01 2024 00:00:00 GMT+0000 (Coordinated Universal Time)']])}`,
      headers: read,
    },
    response: {
      status: 400,
      json: pgrstError(
        '22007',
        'invalid input syntax for type timestamp with time zone: "Wed May 01 2024 00:00:00 GMT+0000 (Coordinated Universal Time)"',
      ),
    },
  },
  {
    name: 'Out-of-range date: 22008 with its hint',
    request: { path: '/events?start_time=gte.2024-13-45', headers: read },
    response: {
      status: 400,
      json: {
        code: '22008',
        details: null,
        // PostgreSQL 16 changed "datestyle" to "DateStyle" (PGlite embeds 17+).
        hint: expect.stringMatching(/^Perhaps you need a different "datestyle" setting\.$/i),
        message: 'date/time field value out of range: "2024-13-45"',
      },
    },
  },
  {
    name: 'Unknown column in select: 42703',
    request: { path: '/events?select=nope', headers: read },
    response: { status: 400, json: pgrstError('42703', 'column events.nope does not exist') },
  },
  {
    // PostgreSQL leaves out "Failing row contains ..." and "Key (...)=(...)" when the table
    // has row-level security (ExecBuildSlotValueDescription), so details is null on events.
    name: 'Insert without title: 23502 not-null, no row contents under RLS',
    request: {
      method: 'POST',
      path: '/events',
      headers: write,
      body: { start_time: '2024-05-01T10:00:00Z', end_time: '2024-05-01T11:00:00Z' },
    },
    response: {
      status: 400,
      json: pgrstError(
        '23502',
        'null value in column "title" of relation "events" violates not-null constraint',
      ),
    },
  },
  {
    name: 'Insert with an existing id: 409 23505, no key under RLS',
    request: {
      method: 'POST',
      path: '/events',
      headers: write,
      body: { ...newEvent, id: EVENT_IDS.review },
    },
    response: {
      status: 409,
      json: pgrstError('23505', 'duplicate key value violates unique constraint "events_pkey"'),
    },
  },
  {
    name: 'DELETE without a filter: 21000, as Supabase (pg-safeupdate)',
    request: { method: 'DELETE', path: '/events', headers: write },
    response: { status: 400, json: pgrstError('21000', 'DELETE requires a WHERE clause') },
    then: [
      {
        request: {
          method: 'HEAD',
          path: '/events?select=*',
          headers: { ...read, Prefer: 'count=exact' },
        },
        response: { status: 200, headers: { 'Content-Range': '0-3/4' } },
      },
    ],
  },
  {
    name: 'A schema that is not exposed: 406 PGRST106',
    request: { path: '/events', headers: { ...sb, 'Accept-Profile': 'api' } },
    response: {
      status: 406,
      json: {
        code: 'PGRST106',
        details: null,
        hint: expect.stringMatching(/^Only the following schemas are exposed: public\b/),
        message: 'Invalid schema: api',
      },
    },
  },
  {
    // PostgREST answers any origin with `*`; this server names the origin, and only one it
    // allows (a loopback one here: docs/decisions.md, "Cross-origin requests").
    name: 'CorsSpec › replies naively and permissively to preflight request',
    request: {
      method: 'OPTIONS',
      path: '/events',
      headers: {
        Accept: '*/*',
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'Foo,Bar',
      },
    },
    response: {
      status: 200,
      text: '',
      headers: {
        'Access-Control-Allow-Origin': 'http://localhost:5173',
        Vary: 'Origin',
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD',
        'Access-Control-Allow-Headers':
          'Authorization, Foo, Bar, Accept, Accept-Language, Content-Language',
        'Access-Control-Max-Age': '86400',
      },
    },
  },
  {
    name: 'CorsSpec › exposes necessary response headers to regular request',
    request: {
      path: '/events?select=id&limit=1',
      headers: { ...read, Origin: 'http://localhost:5173' },
    },
    response: {
      status: 200,
      headers: {
        'Access-Control-Allow-Origin': 'http://localhost:5173',
        Vary: 'Origin',
        'Access-Control-Expose-Headers':
          'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
      },
    },
  },
]
