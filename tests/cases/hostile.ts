// Hostile input (docs/decisions.md, "Hostile input"): injection attempts in every place a name or value enters
// the SQL, malformed and wrong-typed bodies, and forged tokens. Each answer is what PostgREST
// v14 gives: a 4xx PostgREST error, or data bound as data (an empty result), never SQL run.
import { expect } from 'vitest'
import { ANON_KEY, roleKey } from '../harness.ts'
import { ids, pgrstError, PREFER_REP, type HttpCase } from './types.ts'

const parseError = (what: string) => ({
  code: 'PGRST100',
  details: expect.any(String),
  hint: null,
  message: expect.stringContaining(`"failed to parse ${what} (`),
})
const anyError = (code: RegExp) =>
  expect.objectContaining({ code: expect.stringMatching(code), message: expect.any(String) })
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const bearer = (token: string) => ({ apikey: ANON_KEY, Authorization: `Bearer ${token}` })
const serviceClaims = { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }
const serviceKey = await roleKey('service_role')
const [, , serviceSignature] = serviceKey.split('.')
const enc = encodeURIComponent

export const hostileCases: HttpCase[] = [
  // select
  ...['id,(select 1)', '*;drop table events', '"id"--', 'id,title;delete from events'].map(
    (select): HttpCase => ({
      name: `select=${select}`,
      request: { path: `/events?select=${enc(select)}` },
      response: { status: 400, json: parseError('select parameter') },
    }),
  ),
  {
    name: 'select of a quoted name with a quote inside is an unknown column',
    request: { path: `/events?select=${enc('id,"title\\"; drop table events;--"')}` },
    response: {
      status: 400,
      json: pgrstError('42703', 'column events.title"; drop table events;-- does not exist'),
    },
  },
  {
    name: 'select of a function call is no function call',
    request: { path: `/events?select=${enc('pg_sleep(5)')}` },
    response: { status: 400, json: anyError(/^(PGRST\d{3}|42703)$/) },
  },
  // order
  ...['id;drop table items', 'id.asc,(select 1)', 'id.asc;select', 'id.sideways'].map(
    (order): HttpCase => ({
      name: `order=${order}`,
      request: { path: `/items?order=${enc(order)}` },
      response: { status: 400, json: parseError('order') },
    }),
  ),
  {
    name: 'order by a quoted name with SQL inside is an unknown column',
    request: { path: `/items?order=${enc('"id; drop table items"')}` },
    response: {
      status: 400,
      json: pgrstError('42703', 'column items.id; drop table items does not exist'),
    },
  },
  // filters: values are bound as data
  {
    name: "filter value '); drop table items;-- on a bigint column is 22P02",
    request: { path: `/items?id=eq.${enc("'); drop table items;--")}` },
    response: {
      status: 400,
      json: pgrstError('22P02', `invalid input syntax for type bigint: "'); drop table items;--"`),
    },
  },
  {
    name: "filter value '); drop table simple_pk;-- on a text column matches nothing",
    request: { path: `/simple_pk?k=eq.${enc("'); drop table simple_pk;--")}` },
    response: { status: 200, text: '[]' },
  },
  {
    name: 'like value with quotes and a comment matches nothing',
    request: { path: `/simple_pk?k=like.${enc("*'; drop table simple_pk;--*")}` },
    response: { status: 200, text: '[]' },
  },
  {
    name: 'in list with a quoted value carrying SQL matches nothing',
    request: { path: `/simple_pk?k=in.(${enc('"x\'); drop table simple_pk;--",xyyx')})` },
    response: { status: 200, json: [{ k: 'xyyx', extra: 'u' }] },
  },
  // PostgREST parses with Parsec and no `eof`: once a list or a logic tree is complete, the
  // rest of the value is ignored. The SQL after it never reaches the database.
  {
    name: 'in list followed by SQL: the rest is ignored',
    request: { path: `/items?id=${enc('in.(1,2);drop table items')}&order=id` },
    response: { status: 200, json: ids(1, 2) },
  },
  {
    name: 'or tree followed by SQL: the rest is ignored',
    request: { path: `/items?or=${enc('(id.eq.1);drop table items')}` },
    response: { status: 200, json: ids(1) },
  },
  {
    name: 'a filter on a quoted column name with SQL inside is an unknown column',
    request: { path: `/items?${enc('"id\\"; drop table items;--"')}=eq.1` },
    response: { status: 400, json: anyError(/^(42703|PGRST100)$/) },
  },
  {
    name: 'a filter on a column name with a bare quote',
    request: { path: `/items?${enc('id"')}=eq.1` },
    response: { status: 400, json: anyError(/^(42703|PGRST100)$/) },
  },
  {
    name: 'an unknown operator',
    request: { path: '/items?id=sql.1' },
    response: { status: 400, json: parseError('filter') },
  },
  {
    name: 'a wrong-typed filter value for uuid is 22P02',
    request: { path: '/events?id=eq.1' },
    response: { status: 400, json: pgrstError('22P02', 'invalid input syntax for type uuid: "1"') },
  },
  {
    name: 'a wrong-typed filter value for timestamptz is 22007',
    request: { path: '/events?end_time=lt.1' },
    response: {
      status: 400,
      json: pgrstError('22007', 'invalid input syntax for type timestamp with time zone: "1"'),
    },
  },
  {
    name: 'an unreadable limit is ignored, as PostgREST ignores it (readMaybe)',
    request: { path: `/items?select=id&order=id&limit=${enc('1;drop table items')}` },
    response: { status: 200, headers: { 'Content-Range': '0-14/*' } },
  },
  // columns= and body keys
  {
    name: 'columns= with a quote and SQL names no column',
    request: {
      method: 'POST',
      path: `/events?columns=${enc('"title\\"; drop table events;--"')}`,
      body: [{ title: 'x' }],
    },
    response: {
      status: 400,
      json: pgrstError(
        'PGRST204',
        `Could not find the 'title"; drop table events;--' column of 'events' in the schema cache`,
      ),
    },
  },
  {
    name: 'columns= followed by SQL: the rest is ignored, so only title is inserted',
    request: {
      method: 'POST',
      path: `/events?columns=${enc('title);drop table events;--')}`,
      body: [{ title: 'x', start_time: '2024-05-01T10:00:00Z' }],
    },
    response: {
      status: 400,
      json: pgrstError(
        '23502',
        'null value in column "start_time" of relation "events" violates not-null constraint',
      ),
    },
  },
  {
    name: 'a body key with a quote and SQL (POST)',
    request: { method: 'POST', path: '/events', body: { 'title"; drop table events;--': 1 } },
    response: {
      status: 400,
      json: pgrstError(
        'PGRST204',
        `Could not find the 'title"; drop table events;--' column of 'events' in the schema cache`,
      ),
    },
  },
  {
    name: 'a body key with SQL (PATCH)',
    request: {
      method: 'PATCH',
      path: '/items?id=eq.1',
      body: { 'id = 0; drop table items; --': 1 },
    },
    response: {
      status: 400,
      json: pgrstError(
        'PGRST204',
        "Could not find the 'id = 0; drop table items; --' column of 'items' in the schema cache",
      ),
    },
  },
  // malformed and wrong-typed bodies
  ...['{"title":', '{title: 1}', "{'title': 'x'}", '[{"title": "a"},]', '\u0000', 'null null'].map(
    (body): HttpCase => ({
      name: `malformed JSON ${JSON.stringify(body)}`,
      request: { method: 'POST', path: '/items', body },
      response: { status: 400, json: pgrstError('PGRST102', 'Empty or invalid json') },
    }),
  ),
  {
    name: 'an array of scalars',
    request: { method: 'POST', path: '/items', body: '[1, 2]' },
    response: { status: 400, json: pgrstError('PGRST102', 'All object keys must match') },
  },
  {
    name: 'a JSON scalar body inserts nothing, as PostgREST (payloadAttributes)',
    request: { method: 'POST', path: '/items', headers: PREFER_REP, body: '"drop table items"' },
    response: { status: 201, text: '[]' },
  },
  {
    name: 'a string for a bigint column is 22P02',
    request: { method: 'POST', path: '/items', body: { id: '1); drop table items;--' } },
    response: {
      status: 400,
      json: pgrstError('22P02', 'invalid input syntax for type bigint: "1); drop table items;--"'),
    },
  },
  {
    name: 'a string for a uuid column is 22P02',
    request: {
      method: 'POST',
      path: '/events',
      body: {
        id: 'nope',
        title: 't',
        start_time: '2024-05-01T10:00:00Z',
        end_time: '2024-05-01T11:00:00Z',
      },
    },
    response: {
      status: 400,
      json: pgrstError('22P02', 'invalid input syntax for type uuid: "nope"'),
    },
  },
  {
    name: 'a string for a timestamptz column is 22007',
    request: {
      method: 'PATCH',
      path: '/events?id=eq.11111111-1111-4111-8111-111111111111',
      body: { start_time: "tomorrow'); drop table events;--" },
    },
    response: {
      status: 400,
      json: pgrstError(
        '22007',
        `invalid input syntax for type timestamp with time zone: "tomorrow'); drop table events;--"`,
      ),
    },
  },
  {
    name: 'a number for an int column given as a fraction is 22P02',
    request: { method: 'POST', path: '/entities', body: { id: 1.5 } },
    response: {
      status: 400,
      json: pgrstError('22P02', 'invalid input syntax for type integer: "1.5"'),
    },
  },
  // forged and broken tokens
  {
    name: 'garbage token',
    request: { path: '/private_table', headers: bearer('garbage') },
    response: { status: 401, json: anyError(/^PGRST301$/) },
  },
  {
    name: 'two-part token',
    request: { path: '/private_table', headers: bearer('abc.def') },
    response: { status: 401, json: pgrstError('PGRST301', 'Expected 3 parts in JWT; got 2') },
  },
  {
    name: 'hand-built alg none token claiming service_role, empty signature',
    request: {
      path: '/private_table',
      headers: bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(serviceClaims)}.`),
    },
    response: { status: 401, json: anyError(/^PGRST301$/) },
  },
  {
    name: 'service_role claims under a header claiming alg none, with a real HS256 signature',
    request: {
      path: '/private_table',
      headers: bearer(
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64(serviceClaims)}.${serviceSignature}`,
      ),
    },
    response: { status: 401, json: anyError(/^PGRST301$/) },
  },
  {
    name: 'anon token with its payload swapped for service_role claims',
    request: {
      path: '/private_table',
      headers: bearer(`${ANON_KEY.split('.')[0]}.${b64(serviceClaims)}.${ANON_KEY.split('.')[2]}`),
    },
    response: { status: 401, json: anyError(/^PGRST301$/) },
  },
  {
    name: 'empty bearer',
    request: { path: '/private_table', headers: { Authorization: 'Bearer' } },
    response: {
      status: 401,
      json: pgrstError('PGRST301', 'Empty JWT is sent in Authorization header'),
    },
  },
  {
    name: 'a role claim naming a role with SQL in it',
    request: {
      path: '/items?id=eq.1',
      headers: bearer(await roleKey(`anon'; drop table items;--`)),
    },
    response: {
      status: 401,
      json: pgrstError('22023', `role "anon'; drop table items;--" does not exist`),
    },
  },
]
