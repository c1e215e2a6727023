// Writes ported from PostgREST v14.12's InsertSpec, UpdateSpec, DeleteSpec, UpsertSpec,
// SingularSpec, AndOrParamsSpec and PgSafeUpdateSpec (protocol.md §4.2 entries 21-36 and 38). PostgREST rolls
// every test request back; here the fixture rows are loaded again before each case.
import {
  ids,
  jsonAgg,
  JSON_TYPE,
  pgrstError,
  PREFER_REP,
  SINGULAR,
  SINGULAR_TYPE,
  type HttpCase,
} from './types.ts'

const menagerie = (integer: number) => ({
  integer,
  double: 3.14159,
  varchar: 'testing!',
  boolean: false,
  date: '1900-01-01',
  money: '$3.99',
  enum: 'foo',
})
const invalidJson = pgrstError('PGRST102', 'Empty or invalid json')
const addressesUntouched = {
  request: { path: '/addresses?id=eq.1' },
  response: { status: 200, json: [{ id: 1, address: 'address 1' }] },
}

export const mutationCases: HttpCase[] = [
  {
    name: 'InsertSpec › disparate json types › accepts disparate json types',
    request: { method: 'POST', path: '/menagerie', body: menagerie(13) },
    response: {
      status: 201,
      text: '',
      headers: { 'Content-Length': '0', 'Content-Range': '*/*' },
      absent: ['Content-Type', 'Location', 'Preference-Applied'],
    },
    then: [
      {
        request: { path: '/menagerie?integer=eq.13&select=integer,double,boolean,date,money,enum' },
        response: {
          status: 200,
          json: [
            {
              integer: 13,
              double: 3.14159,
              boolean: false,
              date: '1900-01-01',
              money: '$3.99',
              enum: 'foo',
            },
          ],
        },
      },
    ],
  },
  {
    name: 'InsertSpec › disparate json types › filters columns in result using &select',
    request: {
      method: 'POST',
      path: '/menagerie?select=integer,varchar',
      headers: PREFER_REP,
      body: [menagerie(14)],
    },
    response: {
      status: 201,
      json: [{ integer: 14, varchar: 'testing!' }],
      headers: {
        'Content-Type': JSON_TYPE,
        'Content-Length': '37',
        'Preference-Applied': 'return=representation',
      },
    },
  },
  {
    name: 'InsertSpec › disparate json types › ignores &select when return not set',
    request: { method: 'POST', path: '/menagerie?select=integer,varchar', body: [menagerie(15)] },
    response: { status: 201, text: '', absent: ['Content-Type'] },
  },
  {
    name: 'InsertSpec › disparate json types › ignores &select when using return=minimal',
    request: {
      method: 'POST',
      path: '/menagerie?select=integer,varchar',
      headers: { Prefer: 'return=minimal' },
      body: [menagerie(16)],
    },
    response: {
      status: 201,
      text: '',
      headers: { 'Preference-Applied': 'return=minimal' },
      absent: ['Content-Type'],
    },
  },
  {
    name: 'InsertSpec › with no pk supplied › into a table with simple pk › fails with 400 and error',
    request: { method: 'POST', path: '/simple_pk', body: { extra: 'foo' } },
    response: {
      status: 400,
      json: pgrstError(
        '23502',
        'null value in column "k" of relation "simple_pk" violates not-null constraint',
        'Failing row contains (null, foo).',
      ),
      headers: { 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: 'InsertSpec › into a table with no pk › succeeds with 201 but no location header',
    request: { method: 'POST', path: '/no_pk', body: { a: 'foo', b: 'bar' } },
    response: { status: 201, text: '', absent: ['Content-Type', 'Location'] },
    then: [
      {
        request: { path: '/no_pk?a=eq.foo' },
        response: { status: 200, json: [{ a: 'foo', b: 'bar' }] },
      },
    ],
  },
  {
    name: 'InsertSpec › into a table with no pk › returns full details of inserted record if asked',
    request: { method: 'POST', path: '/no_pk', headers: PREFER_REP, body: { a: 'bar', b: 'baz' } },
    response: {
      status: 201,
      json: [{ a: 'bar', b: 'baz' }],
      headers: { 'Preference-Applied': 'return=representation', 'Content-Range': '*/*' },
      absent: ['Location'],
    },
  },
  {
    name: 'InsertSpec › into a table with no pk › returns empty array when no items inserted, and return=rep',
    request: { method: 'POST', path: '/no_pk', headers: PREFER_REP, body: [] },
    response: { status: 201, text: '[]' },
  },
  {
    name: 'InsertSpec › into a table with no pk › can post nulls',
    request: { method: 'POST', path: '/no_pk', headers: PREFER_REP, body: { a: null, b: 'foo' } },
    response: { status: 201, json: [{ a: null, b: 'foo' }] },
  },
  {
    name: 'InsertSpec › with bulk insert › returns 201 but no location header',
    request: {
      method: 'POST',
      path: '/simple_pk',
      body: [
        { k: 'k21', extra: 'hello world' },
        { k: 'k22', extra: 'bye for now' },
      ],
    },
    response: { status: 201, text: '', absent: ['Content-Type', 'Location'] },
    then: [
      {
        request: { path: '/simple_pk?k=in.(k21,k22)&order=k' },
        response: {
          status: 200,
          json: [
            { k: 'k21', extra: 'hello world' },
            { k: 'k22', extra: 'bye for now' },
          ],
        },
      },
    ],
  },
  {
    name: 'InsertSpec › with invalid json payload › fails with 400 and error',
    request: { method: 'POST', path: '/simple_pk', body: '}{ x = 2' },
    response: { status: 400, json: invalidJson, headers: { 'Content-Length': '80' } },
  },
  {
    name: 'InsertSpec › with no payload › fails with 400 and error',
    request: { method: 'POST', path: '/simple_pk', body: '' },
    response: { status: 400, json: invalidJson },
  },
  {
    name: 'InsertSpec › with count=exact and return=representation › defaults filled in, Content-Range */1',
    request: {
      method: 'POST',
      path: '/items',
      headers: { Prefer: 'return=representation, count=exact' },
      body: {},
    },
    response: {
      status: 201,
      text: '[{"id":16}]',
      headers: {
        'Content-Range': '*/1',
        'Preference-Applied': 'return=representation, count=exact',
      },
    },
  },
  {
    name: 'InsertSpec › array body whose objects have different keys › All object keys must match',
    request: { method: 'POST', path: '/no_pk', body: [{ a: '1' }, { b: '2' }] },
    response: { status: 400, json: pgrstError('PGRST102', 'All object keys must match') },
  },
  {
    name: 'InsertSpec › array body whose later object lacks a key › All object keys must match',
    request: {
      method: 'POST',
      path: '/simple_pk',
      body: [{ k: 'a', extra: 'b' }, { k: 'c' }],
    },
    response: { status: 400, json: pgrstError('PGRST102', 'All object keys must match') },
    then: [{ request: { path: '/simple_pk?k=in.(a,c)' }, response: { status: 200, text: '[]' } }],
  },
  {
    name: 'InsertSpec › attempting to insert a row with the same primary key › fails returning a 409 Conflict',
    request: { method: 'POST', path: '/simple_pk', body: { k: 'xyyx', extra: 'e1' } },
    response: {
      status: 409,
      json: pgrstError(
        '23505',
        'duplicate key value violates unique constraint "simple_pk_pkey"',
        'Key (k)=(xyyx) already exists.',
      ),
    },
  },
  {
    name: 'InsertSpec › POST with ?columns parameter › ignores json keys not included in ?columns',
    request: {
      method: 'POST',
      path: '/simple_pk?columns=k,extra',
      headers: PREFER_REP,
      body: { k: 'k200', extra: 'xxx', smth: 'here', other: 'stuff', fake_id: 13 },
    },
    response: { status: 201, json: [{ k: 'k200', extra: 'xxx' }] },
  },
  {
    name: 'InsertSpec › POST with ?columns parameter › quoted names as supabase-js sends them',
    request: {
      method: 'POST',
      path: '/simple_pk?columns=%22k%22%2C%22extra%22&select=k',
      headers: { ...PREFER_REP, 'Content-Profile': 'public' },
      body: [
        { k: 'k201', extra: 'yyy', garbage: '%%$&' },
        { k: 'k202', extra: 'zzz', kkk: 'jjj' },
      ],
    },
    response: {
      status: 201,
      json: [{ k: 'k201' }, { k: 'k202' }],
      text: jsonAgg([{ k: 'k201' }, { k: 'k202' }]),
      headers: {
        'Content-Type': JSON_TYPE,
        'Content-Profile': 'public',
        'Preference-Applied': 'return=representation',
        'Content-Range': '*/*',
      },
    },
  },
  {
    name: 'InsertSpec › POST with ?columns parameter › disallows blank ?columns',
    request: { method: 'POST', path: '/simple_pk?columns=', body: [{ k: 'k204', extra: 'yyy' }] },
    response: {
      status: 400,
      json: pgrstError(
        'PGRST100',
        '"failed to parse columns parameter ()" (line 1, column 1)',
        'unexpected end of input expecting field name (* or [a..z0..9_$])',
      ),
    },
  },
  {
    name: "InsertSpec › POST with ?columns parameter › disallows ?columns which don't exist",
    request: { method: 'POST', path: '/simple_pk?columns=helicopter', body: [{ k: 'k204' }] },
    response: {
      status: 400,
      json: pgrstError(
        'PGRST204',
        "Could not find the 'helicopter' column of 'simple_pk' in the schema cache",
      ),
    },
  },
  {
    name: 'InsertSpec › unknown key in the body › PGRST204 (protocol.md §2.3)',
    request: { method: 'POST', path: '/simple_pk', body: { k: 'k205', helicopter: 1 } },
    response: {
      status: 400,
      json: pgrstError(
        'PGRST204',
        "Could not find the 'helicopter' column of 'simple_pk' in the schema cache",
      ),
    },
  },
  {
    name: 'InsertSpec › POST with ?columns parameter › returns missing table error even if also has invalid ?columns',
    request: {
      method: 'POST',
      path: '/garlic?columns=helicopter',
      body: [{ id: 204, body: 'yyy' }],
    },
    response: {
      status: 404,
      json: pgrstError('PGRST205', "Could not find the table 'public.garlic' in the schema cache"),
    },
  },
  {
    name: 'UpsertSpec › resolution=merge-duplicates › every row exists: UPDATEs them, 200',
    request: {
      method: 'POST',
      path: '/simple_pk',
      headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
      body: [{ k: 'xyyx', extra: 'merged' }],
    },
    response: {
      status: 200,
      json: [{ k: 'xyyx', extra: 'merged' }],
      headers: { 'Preference-Applied': 'resolution=merge-duplicates, return=representation' },
    },
    then: [
      {
        request: { path: '/simple_pk?order=k' },
        response: {
          status: 200,
          json: [
            { k: 'xYYx', extra: 'v' },
            { k: 'xyyx', extra: 'merged' },
          ],
        },
      },
    ],
  },
  {
    name: 'UpsertSpec › resolution=merge-duplicates › one row is new: INSERTs and UPDATEs, 201',
    request: {
      method: 'POST',
      path: '/simple_pk',
      headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
      body: [
        { k: 'xyyx', extra: 'merged' },
        { k: 'fresh', extra: 'new' },
      ],
    },
    response: {
      status: 201,
      json: [
        { k: 'xyyx', extra: 'merged' },
        { k: 'fresh', extra: 'new' },
      ],
      headers: { 'Preference-Applied': 'resolution=merge-duplicates, return=representation' },
    },
  },
  {
    name: 'UpsertSpec › on a table without a primary key › resolution does not apply: a plain INSERT',
    request: {
      method: 'POST',
      path: '/no_pk',
      headers: { Prefer: 'resolution=merge-duplicates' },
      body: { a: '1', b: '0' },
    },
    response: { status: 201, text: '', absent: ['Preference-Applied'] },
    then: [
      {
        request: { path: '/no_pk?a=eq.1' },
        response: {
          status: 200,
          json: [
            { a: '1', b: '0' },
            { a: '1', b: '0' },
          ],
        },
      },
    ],
  },
  {
    name: 'UpdateSpec › Patching record › to unknown uri › indicates no table found by returning 404',
    request: { method: 'PATCH', path: '/fake', body: { real: false } },
    response: {
      status: 404,
      json: pgrstError('PGRST205', "Could not find the table 'public.fake' in the schema cache"),
      headers: { 'Content-Length': '117' },
    },
  },
  {
    name: 'UpdateSpec › Patching record › on an empty table › succeeds with status code 204',
    request: { method: 'PATCH', path: '/empty_table?k=eq.none', body: { extra: 20 } },
    response: { status: 204, text: '', absent: ['Content-Type', 'Content-Length'] },
  },
  {
    name: 'UpdateSpec › Patching record › with invalid json payload › fails with 400 and error',
    request: { method: 'PATCH', path: '/simple_pk?k=eq.xyyx', body: '}{ x = 2' },
    response: { status: 400, json: invalidJson, headers: { 'Content-Length': '80' } },
  },
  {
    name: 'UpdateSpec › Patching record › with no payload › fails with 400 and error',
    request: { method: 'PATCH', path: '/items?id=eq.1', body: '' },
    response: { status: 400, json: invalidJson },
  },
  {
    name: 'UpdateSpec › insignificant whitespace › ignores it and successfuly updates with json payload',
    request: {
      method: 'PATCH',
      path: '/items?id=eq.1',
      headers: PREFER_REP,
      body: '\t \n \r { "id": 99 } \t \n \r ',
    },
    response: { status: 200, json: ids(99), headers: { 'Content-Length': '11' } },
  },
  {
    name: 'UpdateSpec › in a nonempty table › can update a single item',
    request: { method: 'PATCH', path: '/items?id=eq.2', body: { id: 42 } },
    response: {
      status: 204,
      text: '',
      headers: { 'Content-Range': '0-0/*' },
      absent: ['Content-Type', 'Content-Length'],
    },
    then: [{ request: { path: '/items?id=in.(2,42)' }, response: { status: 200, json: ids(42) } }],
  },
  {
    name: 'UpdateSpec › in a nonempty table › returns empty array when no rows updated and return=rep',
    request: {
      method: 'PATCH',
      path: '/items?id=eq.999999',
      headers: PREFER_REP,
      body: { id: 999999 },
    },
    response: {
      status: 200,
      text: '[]',
      headers: {
        'Preference-Applied': 'return=representation',
        'Content-Length': '2',
        'Content-Range': '*/*',
      },
    },
  },
  {
    name: 'UpdateSpec › in a nonempty table › returns status code 200 when no rows updated (it is 204)',
    request: { method: 'PATCH', path: '/items?id=eq.99999999', body: { id: 42 } },
    response: { status: 204, text: '', headers: { 'Content-Range': '*/*' } },
  },
  {
    name: 'UpdateSpec › in a nonempty table › returns updated object as array when return=rep',
    request: { method: 'PATCH', path: '/items?id=eq.2', headers: PREFER_REP, body: { id: 2 } },
    response: {
      status: 200,
      json: ids(2),
      headers: { 'Content-Range': '0-0/*', 'Preference-Applied': 'return=representation' },
    },
  },
  {
    name: 'UpdateSpec › in a nonempty table › can update multiple items',
    request: { method: 'PATCH', path: '/no_pk?b=eq.0', body: { b: '1' } },
    response: { status: 204, text: '', headers: { 'Content-Range': '0-1/*' } },
    then: [
      {
        request: { path: '/no_pk?select=a&b=eq.1&order=a' },
        response: { status: 200, json: [{ a: '1' }, { a: '2' }] },
      },
    ],
  },
  {
    name: 'UpdateSpec › in a nonempty table › can set a column to NULL',
    request: { method: 'PATCH', path: '/no_pk?a=eq.1', headers: PREFER_REP, body: { b: null } },
    response: { status: 200, json: [{ a: '1', b: null }] },
  },
  {
    name: 'UpdateSpec › PATCH with count=exact › Content-Range carries the count',
    request: {
      method: 'PATCH',
      path: '/no_pk?b=eq.0',
      headers: { Prefer: 'count=exact' },
      body: { b: '2' },
    },
    response: {
      status: 204,
      headers: { 'Content-Range': '0-1/2', 'Preference-Applied': 'count=exact' },
    },
  },
  {
    name: 'UpdateSpec › an empty object › changes nothing, needs no filter: 204',
    request: { method: 'PATCH', path: '/simple_pk', body: {} },
    response: { status: 204, text: '', absent: ['Content-Type', 'Content-Length'] },
    then: [
      {
        request: { path: '/simple_pk?order=k' },
        response: {
          status: 200,
          json: [
            { k: 'xYYx', extra: 'v' },
            { k: 'xyyx', extra: 'u' },
          ],
        },
      },
    ],
  },
  {
    name: 'AndOrParamsSpec › used with PATCH › succeeds when using and/or params',
    request: {
      method: 'PATCH',
      path: '/grandchild_entities?or=(id.eq.1,id.eq.2)&select=id,name&order=id',
      headers: PREFER_REP,
      body: { name: 'updated grandchild entity' },
    },
    response: {
      status: 200,
      json: [
        { id: 1, name: 'updated grandchild entity' },
        { id: 2, name: 'updated grandchild entity' },
      ],
      headers: { 'Content-Type': JSON_TYPE, 'Content-Range': '0-1/*' },
    },
  },
  {
    name: 'AndOrParamsSpec › used with DELETE › succeeds when using and/or params',
    request: {
      method: 'DELETE',
      path: '/grandchild_entities?or=(id.eq.1,id.eq.2)&select=id,name',
      headers: PREFER_REP,
    },
    response: {
      status: 200,
      json: [
        { id: 1, name: 'grandchild entity 1' },
        { id: 2, name: 'grandchild entity 2' },
      ],
    },
  },
  {
    name: 'DeleteSpec › existing record › succeeds with 204 and deletion count',
    request: { method: 'DELETE', path: '/items?id=eq.1' },
    response: {
      status: 204,
      text: '',
      headers: { 'Content-Range': '*/*' },
      absent: ['Content-Type', 'Content-Length'],
    },
    then: [{ request: { path: '/items?id=eq.1' }, response: { status: 200, text: '[]' } }],
  },
  {
    name: 'DeleteSpec › existing record › returns the deleted item and count if requested',
    request: {
      method: 'DELETE',
      path: '/items?id=eq.2',
      headers: { Prefer: 'return=representation, count=exact' },
    },
    response: {
      status: 200,
      json: ids(2),
      headers: {
        'Content-Range': '*/1',
        'Content-Length': '10',
        'Preference-Applied': 'return=representation, count=exact',
      },
    },
  },
  {
    name: 'DeleteSpec › existing records › count=exact without representation: 204 with Content-Range */2',
    request: {
      method: 'DELETE',
      path: '/simple_pk?or=(k.eq.xyyx,k.eq.xYYx)',
      headers: { Prefer: 'count=exact' },
    },
    response: {
      status: 204,
      text: '',
      headers: { 'Content-Range': '*/2', 'Preference-Applied': 'count=exact' },
    },
    then: [{ request: { path: '/simple_pk' }, response: { status: 200, text: '[]' } }],
  },
  {
    name: 'DeleteSpec › existing record › ignores ?select= when return not set',
    request: { method: 'DELETE', path: '/items?id=eq.3&select=id' },
    response: {
      status: 204,
      text: '',
      headers: { 'Content-Range': '*/*' },
      absent: ['Content-Type'],
    },
  },
  {
    name: 'DeleteSpec › existing record › ignores ?select= when return=minimal',
    request: {
      method: 'DELETE',
      path: '/items?id=eq.3&select=id',
      headers: { Prefer: 'return=minimal' },
    },
    response: {
      status: 204,
      text: '',
      headers: { 'Content-Range': '*/*', 'Preference-Applied': 'return=minimal' },
      absent: ['Content-Type', 'Content-Length'],
    },
  },
  {
    name: 'DeleteSpec › known route, no records matched › includes [] body if return=rep',
    request: { method: 'DELETE', path: '/items?id=eq.101', headers: PREFER_REP },
    response: { status: 200, text: '[]', headers: { 'Content-Range': '*/*' } },
  },
  {
    name: 'DeleteSpec › totally unknown route › fails with 404',
    request: { method: 'DELETE', path: '/foozle?id=eq.101' },
    response: {
      status: 404,
      json: pgrstError('PGRST205', "Could not find the table 'public.foozle' in the schema cache"),
    },
  },
  {
    name: 'SingularSpec › when updating rows › works for one row with return=rep',
    request: {
      method: 'PATCH',
      path: '/addresses?id=eq.1',
      headers: { ...PREFER_REP, ...SINGULAR },
      body: { address: 'B Street' },
    },
    response: {
      status: 200,
      text: '{"id":1,"address":"B Street"}',
      headers: { 'Content-Type': SINGULAR_TYPE },
    },
  },
  {
    name: 'SingularSpec › when updating rows › works for one row with return=minimal',
    request: {
      method: 'PATCH',
      path: '/addresses?id=eq.1',
      headers: { Prefer: 'return=minimal', ...SINGULAR },
      body: { address: 'C Street' },
    },
    response: {
      status: 204,
      text: '',
      headers: { 'Preference-Applied': 'return=minimal' },
      absent: ['Content-Type'],
    },
  },
  {
    name: 'SingularSpec › when updating rows › raises an error for multiple rows (and rolls back)',
    request: {
      method: 'PATCH',
      path: '/addresses?id=gt.0',
      headers: SINGULAR,
      body: { address: 'zzz' },
    },
    response: {
      status: 406,
      json: pgrstError(
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        'The result contains 4 rows',
      ),
      headers: { 'Content-Type': JSON_TYPE },
    },
    then: [addressesUntouched],
  },
  {
    name: 'SingularSpec › when updating rows › raises an error for zero rows',
    request: {
      method: 'PATCH',
      path: '/items?id=gt.0&id=lt.0',
      headers: SINGULAR,
      body: { id: 1 },
    },
    response: {
      status: 406,
      json: pgrstError(
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        'The result contains 0 rows',
      ),
    },
  },
  {
    name: 'SingularSpec › when creating rows › works for one row with return=rep',
    request: {
      method: 'POST',
      path: '/addresses',
      headers: { ...PREFER_REP, ...SINGULAR },
      body: [{ id: 102, address: 'xxx' }],
    },
    response: {
      status: 201,
      text: '{"id":102,"address":"xxx"}',
      headers: { 'Content-Type': SINGULAR_TYPE },
    },
  },
  {
    name: 'SingularSpec › when creating rows › raises an error when creating multiple entities (rolled back)',
    request: {
      method: 'POST',
      path: '/addresses',
      headers: { ...PREFER_REP, ...SINGULAR },
      body: [
        { id: 200, address: 'xxx' },
        { id: 201, address: 'yyy' },
      ],
    },
    response: {
      status: 406,
      json: pgrstError(
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        'The result contains 2 rows',
      ),
    },
    then: [{ request: { path: '/addresses?id=gte.200' }, response: { status: 200, text: '[]' } }],
  },
  {
    name: 'PgSafeUpdateSpec › Full table update › does not update and throws error if no condition is present',
    request: {
      method: 'PATCH',
      path: '/addresses',
      headers: { Prefer: 'count=exact' },
      body: { address: 'New' },
    },
    response: { status: 400, json: pgrstError('21000', 'UPDATE requires a WHERE clause') },
    then: [addressesUntouched],
  },
  {
    name: 'PgSafeUpdateSpec › Full table delete › does not delete and throws error if no condition is present',
    request: { method: 'DELETE', path: '/items' },
    response: { status: 400, json: pgrstError('21000', 'DELETE requires a WHERE clause') },
    then: [{ request: { path: '/items?id=eq.15' }, response: { status: 200, json: ids(15) } }],
  },
  {
    name: 'PgSafeUpdateSpec › Full table delete › allows full table delete if a filter is present',
    request: { method: 'DELETE', path: '/items?id=gt.0' },
    response: { status: 204, headers: { 'Content-Range': '*/*' } },
    then: [{ request: { path: '/items' }, response: { status: 200, text: '[]' } }],
  },
]
