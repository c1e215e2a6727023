// Hostile input (docs/decisions.md, "Hostile input"): injection attempts in every place a name or value enters
// the SQL, malformed and wrong-typed bodies, and forged tokens. Each answer is what PostgREST
// v14 gives: a 4xx PostgREST error, or data bound as data (an empty result), never SQL run.
import { expect } from 'vitest'
import { ANON_KEY, roleKey } from '../harness.ts'
import { ids, pgrstError, PREFER_REP, type HttpCase, type RequestSpec } from './types.ts'

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

// The probe of issue 14's edges, kept as cases (docs/decisions.md, "Hostile input"): nesting
// that overflowed a stack somewhere, the `none` role, and other schemas. Each is a clear 4xx,
// the same on both engines.
const nested = (depth: number, open: string, inner: string) =>
  `${open.repeat(depth)}${inner}${')'.repeat(depth)}`
const deepJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`
const tooDeep = (what: string, input: string, column: number) => ({
  code: 'PGRST100',
  details: `a logic tree nested more than 64 levels deep is not supported by this server`,
  hint: null,
  message: `"failed to parse ${what} (${input})" (line 1, column ${column})`,
})
const bodyTooDeep = pgrstError(
  'PGRST102',
  'Empty or invalid json',
  'The JSON is nested more than 128 levels deep, more than this server reads',
)
const orDeep = `(${nested(2999, 'or(', 'id.eq.1')})`
const notAndDeep = `(${nested(999, 'not.and(', 'id.eq.1')})`

export const edgeCases: HttpCase[] = [
  {
    name: 'or=( nested 3,000 deep is 400 PGRST100, not a stack overflow (500)',
    request: { path: `/items?or=${enc(orDeep)}` },
    response: { status: 400, json: tooDeep('logic tree', orDeep, 3 * 64 + 1) },
  },
  {
    name: 'and=(not.and( nested 1,000 deep is 400 PGRST100 on both engines (was 26000 or 22P02)',
    request: { path: `/items?and=${enc(notAndDeep)}` },
    response: { status: 400, json: tooDeep('logic tree', notAndDeep, 4 + 8 * 63 + 1) },
  },
  {
    name: 'a logic tree 64 deep is still read',
    request: { path: `/items?or=${enc(`(${nested(63, 'or(', 'id.eq.1')})`)}` },
    response: { status: 200, json: ids(1) },
  },
  {
    name: 'a JSON body nested 10,000 deep is 400 PGRST102, not a 500',
    request: { method: 'POST', path: '/items', body: deepJson(10_000) },
    response: { status: 400, json: bodyTooDeep },
  },
  {
    name: 'the same body with ?columns (passed on unparsed) is 400 PGRST102',
    request: { method: 'POST', path: '/items?columns=id', body: deepJson(10_000) },
    response: { status: 400, json: bodyTooDeep },
  },
  {
    name: 'an object nested 10,000 deep in a jsonb value is 400 PGRST102',
    request: {
      method: 'POST',
      path: '/grandchild_entities',
      body: `{"id":99,"jsonb_col":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
    },
    response: { status: 400, json: bodyTooDeep },
  },
  {
    name: 'a token with role none is 401 22023: never the owner (RESET ROLE)',
    request: { path: '/private_table', headers: bearer(await roleKey('none')) },
    response: { status: 401, json: pgrstError('22023', 'role "none" does not exist') },
  },
  ...['private', 'pg_catalog', 'information_schema', 'supabase_migrations'].map(
    (schema): HttpCase => ({
      name: `Accept-Profile: ${schema} is 406 PGRST106`,
      request: { path: '/items', headers: { 'Accept-Profile': schema } },
      response: { status: 406, json: anyError(/^PGRST106$/) },
    }),
  ),
  {
    name: 'Content-Profile: pg_catalog on a write is 406 PGRST106',
    request: {
      method: 'POST',
      path: '/pg_authid',
      headers: { 'Content-Profile': 'pg_catalog' },
      body: { rolname: 'x' },
    },
    response: { status: 406, json: anyError(/^PGRST106$/) },
  },
]

/**
 * What Supabase's gateway answers before PostgREST (protocol.md §2.5; server/http/gateway.ts):
 * no key, a key of no one, a page of another site. Bodies have the gateway's shape (no
 * `code`), so these are checked on their own, not as PostgREST errors.
 */
export const gatewayCases: HttpCase[] = [
  {
    name: 'no apikey: 401, even with a valid Bearer token',
    request: { path: '/items', headers: { apikey: '', Authorization: `Bearer ${ANON_KEY}` } },
    response: {
      status: 401,
      json: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    },
  },
  {
    name: 'no apikey: a DELETE never reaches the table',
    request: { method: 'DELETE', path: '/items?id=not.is.null', headers: { apikey: '' } },
    response: {
      status: 401,
      json: expect.objectContaining({ message: 'No API key found in request' }),
    },
  },
  ...[
    ['a made-up key', 'anon'],
    [
      'the service_role JWT of another secret',
      'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.x',
    ],
    ['an sb_secret_ key of another project', 'sb_secret_0000000000000000000000_00000000'],
  ].map(([name, key]): HttpCase => ({
    name: `${name} as apikey: 401 Invalid API key`,
    request: { path: '/items', headers: { apikey: key! } },
    response: {
      status: 401,
      json: {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
    },
  })),
  ...(['GET', 'DELETE', 'OPTIONS'] as const).flatMap((method) =>
    ['https://evil.example', 'null', 'http://localhost.evil.example'].map((origin): HttpCase => ({
      name: `${method} from the origin ${origin}: 403, whatever the key`,
      request: {
        method,
        path: '/items?id=not.is.null',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'DELETE' },
      },
      response: {
        status: 403,
        json: expect.objectContaining({ message: expect.stringContaining('not allowed') }),
        absent: ['Access-Control-Allow-Origin'],
      },
    })),
  ),
  {
    name: 'a cross-site subresource request (no Origin, Sec-Fetch-Site: cross-site): 403',
    request: { path: '/items', headers: { 'Sec-Fetch-Site': 'cross-site' } },
    response: { status: 403, json: expect.objectContaining({ message: expect.any(String) }) },
  },
  {
    name: 'a loopback page (the dev server) is allowed, its origin named back',
    request: { path: '/items?id=eq.1', headers: { Origin: 'http://127.0.0.1:5173' } },
    response: {
      status: 200,
      json: ids(1),
      headers: { 'Access-Control-Allow-Origin': 'http://127.0.0.1:5173', Vary: 'Origin' },
    },
  },
]

/** SQL-ish payloads for every place a request names something or carries a value. */
const PAYLOADS = [
  "'",
  '"',
  "'; drop table items; --",
  '"; drop table items; --',
  ') or 1=1 --',
  "' or '1'='1",
  '1; select pg_sleep(10)',
  '$1',
  '$$; drop table items; $$',
  '\\',
  '%00',
  'items; truncate items',
  '(select 1)',
  'id) union select * from private_table --',
  '*,(select 1)',
  'pg_catalog.pg_authid',
  '../private_table',
  "E'\\x27'",
  '/* */',
  '\u2028',
]

/** Where a payload goes: each gives the request for one payload. */
const PLACES: [string, (p: string) => RequestSpec][] = [
  ['table', (p) => ({ path: `/${enc(p)}` })],
  ['select', (p) => ({ path: `/items?select=${enc(p)}` })],
  ['order', (p) => ({ path: `/items?order=${enc(p)}` })],
  ['filter column', (p) => ({ path: `/items?${enc(p)}=eq.1` })],
  ['eq value', (p) => ({ path: `/simple_pk?k=eq.${enc(p)}` })],
  ['like value', (p) => ({ path: `/simple_pk?k=like.${enc(p)}` })],
  ['in list', (p) => ({ path: `/simple_pk?k=in.(${enc(p)})` })],
  ['or tree', (p) => ({ path: `/simple_pk?or=(k.eq.${enc(p)},extra.eq.${enc(p)})` })],
  ['limit', (p) => ({ path: `/items?limit=${enc(p)}` })],
  [
    'columns',
    (p) => ({ method: 'POST', path: `/simple_pk?columns=${enc(p)}`, body: [{ k: 'x' }] }),
  ],
  ['on_conflict', (p) => ({ method: 'POST', path: `/simple_pk?on_conflict=${enc(p)}`, body: [] })],
  ['body key', (p) => ({ method: 'PATCH', path: '/simple_pk?k=eq.none', body: { [p]: 'x' } })],
  ['body value', (p) => ({ method: 'PATCH', path: '/simple_pk?k=eq.none', body: { extra: p } })],
  ['Prefer', (p) => ({ path: '/items?id=eq.1', headers: { Prefer: p } })],
  ['Accept-Profile', (p) => ({ path: '/items?id=eq.1', headers: { 'Accept-Profile': p } })],
  ['function name', (p) => ({ path: `/rpc/${enc(p)}` })],
  ['function argument name', (p) => ({ path: `/rpc/sayhello?${enc(p)}=x` })],
  ['function argument value', (p) => ({ path: `/rpc/sayhello?name=${enc(p)}` })],
  ['function body key', (p) => ({ method: 'POST', path: '/rpc/sayhello', body: { [p]: 'x' } })],
  ['function body value', (p) => ({ method: 'POST', path: '/rpc/add_them', body: { a: p, b: 1 } })],
  ['function Range', (p) => ({ path: '/rpc/getitemrange?min=0&max=15', headers: { Range: p } })],
]

/**
 * Every payload in every place: the answer is a 4xx PostgREST error or a 2xx that changed
 * nothing (hostile.test.ts checks the tables after each), never a 5xx.
 */
export const injectionProbes = PLACES.flatMap(
  ([place, build]) =>
    PAYLOADS.map((payload) => ({
      name: `${place}: ${JSON.stringify(payload)}`,
      request: build(payload),
    })),
  // A header value is Latin-1 only: fetch itself refuses the rest before sending.
).filter(({ request }) =>
  Object.values((request.headers ?? {}) as Record<string, string>).every((v) =>
    /^[\x20-\xff]*$/.test(v),
  ),
)

/**
 * The RPC endpoint (/rpc/<fn>, protocol.md §7) under the same probe: unknown and odd names,
 * wrong argument types, SQL in names and values, deep nesting, functions a role may not
 * execute, repeated arguments. Each is a clear PostgREST answer, the same on both engines.
 */
const noFunction = (message: string) => expect.objectContaining({ code: 'PGRST202', message })
export const rpcHostileCases: HttpCase[] = [
  {
    name: 'rpc: a function name with a quote and SQL is an unknown function (404 PGRST202)',
    request: { path: `/rpc/${enc("x'); drop table items;--")}` },
    response: {
      status: 404,
      json: pgrstError(
        'PGRST202',
        "Could not find the function public.x'); drop table items;-- without parameters in the schema cache",
        "Searched for the function public.x'); drop table items;-- without parameters, but no matches were found in the schema cache.",
      ),
    },
  },
  {
    name: 'rpc: a name with a dot is one name, not schema.function',
    request: { path: '/rpc/pg_catalog.pg_sleep?seconds=5' },
    response: { status: 404, json: anyError(/^PGRST202$/) },
  },
  {
    name: 'rpc: ../ in an encoded name is part of the name',
    request: { path: '/rpc/..%2Fitems' },
    response: {
      status: 404,
      json: noFunction(
        'Could not find the function public.../items without parameters in the schema cache',
      ),
    },
  },
  {
    name: 'rpc: a NUL in the name is an unknown function, no SQL',
    request: { path: '/rpc/%00' },
    response: { status: 404, json: anyError(/^PGRST202$/) },
  },
  {
    name: 'rpc: a unicode name close to a real one gets the hint',
    request: { path: `/rpc/${enc('sayhellö')}` },
    response: {
      status: 404,
      json: pgrstError(
        'PGRST202',
        'Could not find the function public.sayhellö without parameters in the schema cache',
        'Searched for the function public.sayhellö without parameters, but no matches were found in the schema cache.',
        'Perhaps you meant to call the function public.sayhello',
      ),
    },
  },
  {
    name: 'rpc: a name of 8,000 characters is an unknown function',
    request: { path: `/rpc/${'x'.repeat(8000)}` },
    response: { status: 404, json: anyError(/^PGRST202$/) },
  },
  {
    name: 'rpc: odd names that exist are called by them (a quote, a dot, unicode)',
    request: { path: `/rpc/${enc("quote'fn")}?x=7` },
    response: { status: 200, text: '7' },
    then: [
      { request: { path: '/rpc/dot.fn' }, response: { status: 200, json: 'dot' } },
      {
        request: { path: `/rpc/${enc('ünïcødé')}?${enc('ä')}=${enc('ö')}` },
        response: { status: 200, json: 'ö' },
      },
    ],
  },
  {
    name: 'rpc: a path below a function is PGRST125',
    request: { path: '/rpc/sayhello/extra' },
    response: {
      status: 404,
      json: pgrstError('PGRST125', 'Invalid path specified in request URL'),
    },
  },
  {
    name: 'rpc: PUT is 405 PGRST101',
    request: { method: 'PUT', path: '/rpc/sayhello', body: { name: 'x' } },
    response: { status: 405, json: pgrstError('PGRST101', 'Cannot use the PUT method on RPC') },
  },
  // arguments: values are bound as data, names only ever chosen from the schema cache
  {
    name: 'rpc: SQL in an argument value is the value',
    request: { path: `/rpc/sayhello?name=${enc("'); drop table items;--")}` },
    response: { status: 200, json: "Hello, '); drop table items;--" },
  },
  {
    name: 'rpc: SQL in an argument name is no field name (PGRST100), or an unknown argument',
    request: { path: `/rpc/sayhello?${enc('name"); drop table items;--')}=x` },
    response: { status: 400, json: parseError('tree path') },
    then: [
      {
        request: { path: `/rpc/sayhello?${enc('"name); drop table items;--"')}=x` },
        response: {
          status: 404,
          json: noFunction(
            'Could not find the function public.sayhello(name); drop table items;--) in the schema cache',
          ),
        },
      },
    ],
  },
  {
    name: 'rpc: SQL in a JSON body key is an unknown argument',
    request: {
      method: 'POST',
      path: '/rpc/add_them',
      body: { a: 1, 'b := 2); drop table items;--': 3 },
    },
    response: { status: 404, json: anyError(/^PGRST202$/) },
  },
  {
    name: 'rpc: a value with an operator is a filter, not an argument (PostgREST reads it so)',
    request: { path: '/rpc/sayhello?name=eq.x' },
    response: {
      status: 404,
      json: expect.objectContaining({
        code: 'PGRST202',
        message:
          'Could not find the function public.sayhello without parameters in the schema cache',
      }),
    },
  },
  {
    name: 'rpc: repeated arguments: the last wins',
    request: { path: '/rpc/add_them?a=1&a=2&b=3' },
    response: { status: 200, text: '5' },
    then: [
      {
        request: { path: '/rpc/sayhello?name=a&name=b&name=c' },
        response: { status: 200, json: 'Hello, c' },
      },
    ],
  },
  {
    name: 'rpc: 2,000 repeats of a VARIADIC argument are its values',
    request: { path: `/rpc/variadic_param?${Array(2000).fill('v=x').join('&')}` },
    response: { status: 200, json: Array(2000).fill('x') },
  },
  {
    name: 'rpc: 500 unknown arguments: 404 PGRST202',
    request: {
      path: `/rpc/sayhello?${Array.from({ length: 500 }, (_, i) => `a${i}=1`).join('&')}`,
    },
    response: { status: 404, json: anyError(/^PGRST202$/) },
  },
  // wrong types: PostgreSQL's own errors, as PostgREST passes them on
  {
    name: 'rpc: a word for an integer argument (GET) is 22P02',
    request: { path: '/rpc/add_them?a=x&b=1' },
    response: {
      status: 400,
      json: pgrstError('22P02', 'invalid input syntax for type integer: "x"'),
    },
  },
  {
    name: 'rpc: SQL for an integer argument (POST) is 22P02',
    request: {
      method: 'POST',
      path: '/rpc/add_them',
      body: { a: '1); drop table items;--', b: 1 },
    },
    response: {
      status: 400,
      json: pgrstError('22P02', 'invalid input syntax for type integer: "1); drop table items;--"'),
    },
  },
  {
    name: 'rpc: an array for an integer argument is 22P02',
    request: { method: 'POST', path: '/rpc/add_them', body: { a: [1], b: 1 } },
    response: {
      status: 400,
      json: pgrstError('22P02', 'invalid input syntax for type integer: "[1]"'),
    },
  },
  {
    name: 'rpc: a value a domain refuses is 23514',
    request: { path: '/rpc/ret_domain?val=99' },
    response: {
      status: 400,
      json: pgrstError(
        '23514',
        'value for domain one_nine violates check constraint "one_nine_check"',
      ),
    },
  },
  {
    name: 'rpc: a NUL in a text argument is refused by PostgreSQL (GET 22021, JSON 22P05)',
    request: { path: '/rpc/sayhello?name=x%00y' },
    response: {
      status: 400,
      json: pgrstError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
    },
    then: [
      {
        request: { method: 'POST', path: '/rpc/sayhello', body: { name: 'x\u0000y' } },
        response: {
          status: 400,
          json: pgrstError(
            '22P05',
            'unsupported Unicode escape sequence',
            '\\u0000 cannot be converted to text.',
          ),
        },
      },
    ],
  },
  // bodies
  {
    name: 'rpc: a JSON body nested 10,000 deep is 400 PGRST102',
    request: { method: 'POST', path: '/rpc/unnamed_json_param', body: deepJson(10_000) },
    response: { status: 400, json: bodyTooDeep },
  },
  {
    name: 'rpc: an argument nested 10,000 deep in a JSON body is 400 PGRST102',
    request: {
      method: 'POST',
      path: '/rpc/json_argument',
      body: `{"arg":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
    },
    response: { status: 400, json: bodyTooDeep },
  },
  {
    name: 'rpc: a JSON argument nested 5,000 deep in the query string is parsed by PostgreSQL',
    request: { path: `/rpc/json_argument?arg=${'['.repeat(5000)}1${']'.repeat(5000)}` },
    response: { status: 200, json: 'array' },
  },
  {
    name: 'rpc: malformed JSON is 400 PGRST102',
    request: { method: 'POST', path: '/rpc/sayhello', body: '{"name":' },
    response: { status: 400, json: pgrstError('PGRST102', 'Empty or invalid json') },
  },
  {
    name: 'rpc: an array of objects with different keys is 400 PGRST102',
    request: { method: 'POST', path: '/rpc/sayhello', body: [{ name: 'a' }, { nam: 'b' }] },
    response: { status: 400, json: pgrstError('PGRST102', 'All object keys must match') },
  },
  {
    name: 'rpc: a text/plain body is 400 PGRST102 (this server reads JSON and forms)',
    request: {
      method: 'POST',
      path: '/rpc/sayhello',
      headers: { 'Content-Type': 'text/plain' },
      body: 'name=x',
    },
    response: {
      status: 400,
      json: pgrstError('PGRST102', 'Content-Type not acceptable: text/plain'),
    },
  },
  // privileges
  {
    name: 'rpc: a function anon may not execute: 401 42501 with WWW-Authenticate',
    request: { method: 'POST', path: '/rpc/rpc_private', body: {} },
    response: {
      status: 401,
      json: pgrstError('42501', 'permission denied for function rpc_private'),
      headers: { 'WWW-Authenticate': 'Bearer' },
    },
  },
  {
    name: 'rpc: ... nor authenticated: 403 42501',
    request: {
      method: 'POST',
      path: '/rpc/rpc_private',
      headers: bearer(await roleKey('authenticated')),
      body: {},
    },
    response: {
      status: 403,
      json: pgrstError('42501', 'permission denied for function rpc_private'),
      absent: ['WWW-Authenticate'],
    },
  },
  {
    name: 'rpc: a write by GET runs read-only: 405 25006, nothing written',
    request: { path: '/rpc/setprojects?id_l=1&id_h=5&name=FreeBSD' },
    response: {
      status: 405,
      json: pgrstError('25006', 'cannot execute UPDATE in a read-only transaction'),
    },
  },
  {
    name: 'rpc: SQL in select, order and filters of a function read',
    request: { path: `/rpc/getitemrange?min=1&max=3&select=${enc('id,(select 1)')}` },
    response: { status: 400, json: parseError('select parameter') },
    then: [
      {
        request: { path: `/rpc/getitemrange?min=1&max=3&order=${enc('"id; drop table items"')}` },
        response: {
          status: 400,
          json: pgrstError('42703', 'column items.id; drop table items does not exist'),
        },
      },
      {
        request: { path: `/rpc/getitemrange?min=1&max=3&id=eq.${enc("1'; drop table items;--")}` },
        response: {
          status: 400,
          json: pgrstError(
            '22P02',
            `invalid input syntax for type bigint: "1'; drop table items;--"`,
          ),
        },
      },
    ],
  },
]
