// Reads ported from PostgREST v14.12's QuerySpec, AndOrParamsSpec, RangeSpec and SingularSpec
// (protocol.md §4.2 entries 1-21, 36, 37), on the fixtures moved to schema `public`. Where a body
// is given as `exactly(rows)` it is checked byte for byte too (json_agg's `, \n ` layout).
import {
  exactly,
  ids,
  JSON_TYPE,
  pgrstError,
  SINGULAR,
  SINGULAR_TYPE,
  type HttpCase,
} from './types.ts'

const all = Array.from({ length: 15 }, (_, i) => i + 1)

export const queryCases: HttpCase[] = [
  {
    name: 'QuerySpec › Querying a nonexistent table › causes a 404',
    request: { path: '/faketable' },
    response: {
      status: 404,
      json: pgrstError(
        'PGRST205',
        "Could not find the table 'public.faketable' in the schema cache",
      ),
      headers: { 'Content-Length': '122', 'Proxy-Status': 'PostgREST; error=PGRST205' },
    },
  },
  {
    name: 'ErrorSpec › show hint on PGRST205 when similarity is at least 75% (protocol.md §2.3)',
    request: { path: '/eventz' },
    response: {
      status: 404,
      json: pgrstError(
        'PGRST205',
        "Could not find the table 'public.eventz' in the schema cache",
        null,
        "Perhaps you meant the table 'public.events'",
      ),
    },
  },
  {
    name: 'QuerySpec › Filtering response › matches with equality',
    request: { path: '/items?id=eq.5' },
    response: {
      status: 200,
      json: ids(5),
      text: '[{"id":5}]',
      headers: {
        'Content-Range': '0-0/*',
        'Content-Length': '10',
        'Content-Type': JSON_TYPE,
        'Content-Location': '/items?id=eq.5',
      },
      // No Accept-Profile asked: no Content-Profile answered.
      absent: ['Content-Profile'],
    },
  },
  {
    name: 'QuerySpec › Filtering response › matches with equality using not operator',
    request: { path: '/items?id=not.eq.5&order=id' },
    response: {
      status: 200,
      json: ids(...all.filter((id) => id !== 5)),
      headers: { 'Content-Range': '0-13/*' },
    },
  },
  {
    name: 'QuerySpec › Filtering response › matches with more than one condition using not operator',
    request: { path: '/simple_pk?k=like.*yx&extra=not.eq.u' },
    response: { status: 200, text: '[]', headers: { 'Content-Range': '*/*' } },
  },
  {
    name: 'QuerySpec › Filtering response › matches with inequality using not operator (not.lt)',
    request: { path: '/items?id=not.lt.14&order=id.asc' },
    response: { status: 200, ...exactly(ids(14, 15)), headers: { 'Content-Range': '0-1/*' } },
  },
  {
    name: 'QuerySpec › Filtering response › matches with inequality using not operator (not.gt)',
    request: { path: '/items?id=not.gt.2&order=id.asc' },
    response: { status: 200, ...exactly(ids(1, 2)), headers: { 'Content-Range': '0-1/*' } },
  },
  {
    name: 'QuerySpec › Filtering response › matches items IN',
    request: { path: '/items?id=in.(1,3,5)&order=id' },
    response: { status: 200, ...exactly(ids(1, 3, 5)), headers: { 'Content-Range': '0-2/*' } },
  },
  {
    name: 'QuerySpec › Filtering response › matches items NOT IN using not operator',
    request: { path: '/items?id=not.in.(2,4,6,7,8,9,10,11,12,13,14,15)&order=id' },
    response: { status: 200, json: ids(1, 3, 5), headers: { 'Content-Range': '0-2/*' } },
  },
  {
    name: 'QuerySpec › Filtering response › matches nulls using not operator',
    request: { path: '/no_pk?a=not.is.null&order=a' },
    response: {
      status: 200,
      json: [
        { a: '1', b: '0' },
        { a: '2', b: '0' },
      ],
      headers: { 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: 'QuerySpec › Filtering response › matches nulls in varchar and numeric fields alike',
    request: { path: '/no_pk?a=is.null' },
    response: {
      status: 200,
      ...exactly([{ a: null, b: null }]),
      headers: { 'Content-Range': '0-0/*', 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: 'QuerySpec › Filtering response › matches with like',
    request: { path: '/simple_pk?k=like.*YY*' },
    response: { status: 200, json: [{ k: 'xYYx', extra: 'v' }] },
  },
  {
    name: 'QuerySpec › Filtering response › matches with ilike',
    request: { path: '/simple_pk?k=ilike.xy*&order=extra' },
    response: {
      status: 200,
      json: [
        { k: 'xyyx', extra: 'u' },
        { k: 'xYYx', extra: 'v' },
      ],
    },
  },
  {
    name: 'QuerySpec › Filtering response › fails if is used and there is no null or trilean value',
    request: { path: '/no_pk?a=is.nil' },
    response: { status: 400 },
  },
  {
    name: 'QuerySpec › ordering response › by a column asc',
    request: { path: '/items?id=lte.2&order=id.asc' },
    response: {
      status: 200,
      ...exactly(ids(1, 2)),
      headers: { 'Content-Range': '0-1/*', 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: 'QuerySpec › ordering response › by a column desc',
    request: { path: '/items?id=lte.2&order=id.desc' },
    response: {
      status: 200,
      ...exactly(ids(2, 1)),
      headers: { 'Content-Range': '0-1/*', 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: 'QuerySpec › ordering response › by a column with no direction or nulls specified',
    request: { path: '/items?id=lte.2&order=id' },
    response: { status: 200, ...exactly(ids(1, 2)), headers: { 'Content-Range': '0-1/*' } },
  },
  {
    name: 'QuerySpec › ordering response › by a column with nulls first',
    request: { path: '/no_pk?order=a.nullsfirst' },
    response: {
      status: 200,
      json: [
        { a: null, b: null },
        { a: '1', b: '0' },
        { a: '2', b: '0' },
      ],
      headers: { 'Content-Range': '0-2/*' },
    },
  },
  {
    name: 'QuerySpec › ordering response › by a column asc with nulls last',
    request: { path: '/no_pk?order=a.asc.nullslast' },
    response: {
      status: 200,
      ...exactly([
        { a: '1', b: '0' },
        { a: '2', b: '0' },
        { a: null, b: null },
      ]),
      headers: { 'Content-Range': '0-2/*', 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: 'QuerySpec › ordering response › by a column desc with nulls first',
    request: { path: '/no_pk?order=a.desc.nullsfirst' },
    response: {
      status: 200,
      ...exactly([
        { a: null, b: null },
        { a: '2', b: '0' },
        { a: '1', b: '0' },
      ]),
      headers: { 'Content-Range': '0-2/*' },
    },
  },
  {
    name: 'QuerySpec › ordering response › by a column desc with nulls last',
    request: { path: '/no_pk?order=a.desc.nullslast' },
    response: {
      status: 200,
      json: [
        { a: '2', b: '0' },
        { a: '1', b: '0' },
        { a: null, b: null },
      ],
    },
  },
  {
    name: 'QuerySpec › ordering response › by two columns with nulls and direction specified',
    request: { path: '/entities?select=id,name&order=name.desc.nullslast,id.desc' },
    response: {
      status: 200,
      json: [
        { id: 3, name: 'entity 3' },
        { id: 2, name: 'entity 2' },
        { id: 1, name: 'entity 1' },
        { id: 4, name: null },
      ],
      headers: { 'Content-Range': '0-3/*' },
    },
  },
  {
    name: 'QuerySpec › ordering response › gives meaningful error message on bad syntax',
    request: { path: '/items?order=id.asc.nullslasttt' },
    response: {
      status: 400,
      json: pgrstError(
        'PGRST100',
        '"failed to parse order (id.asc.nullslasttt)" (line 1, column 17)',
        'unexpected \'t\' expecting "," or end of input',
      ),
      headers: { 'Content-Length': '169', 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: 'QuerySpec › weird requests › fails if an operator is not given',
    request: { path: '/items?id=0' },
    response: {
      status: 400,
      json: pgrstError(
        'PGRST100',
        '"failed to parse filter (0)" (line 1, column 1)',
        'unexpected "0" expecting "not" or operator (eq, gt, ...)',
      ),
    },
  },
  {
    name: 'QuerySpec › Shaping response with select parameter › one simple column',
    request: { path: '/entities?select=id&order=id' },
    response: { status: 200, json: ids(1, 2, 3, 4), headers: { 'Content-Type': JSON_TYPE } },
  },
  {
    name: 'QuerySpec › Shaping response with select parameter › columns in the order asked for',
    request: { path: '/entities?select=name,id&id=eq.1' },
    response: { status: 200, text: '[{"name":"entity 1","id":1}]' },
  },
  {
    name: 'QuerySpec › Data representations › fails when selecting fields that do not exist',
    request: { path: '/items?select=id,banana' },
    response: {
      status: 400,
      json: pgrstError('42703', 'column items.banana does not exist'),
    },
  },
  {
    name: 'QuerySpec › Data representations › does not use the JSON parser for query parameters',
    request: { path: '/timestamps?select=id,at&at=eq.Z' },
    response: {
      status: 400,
      json: pgrstError('22007', 'invalid input syntax for type timestamp with time zone: "Z"'),
      headers: { 'Content-Length': '117' },
    },
  },
  {
    name: 'QuerySpec › IN and NOT IN empty set › returns an empty result for IN when no value is present',
    request: { path: '/menagerie?integer=in.()' },
    response: { status: 200, text: '[]', headers: { 'Content-Type': JSON_TYPE } },
  },
  {
    name: 'QuerySpec › IN and NOT IN empty set › in.() matches no row of a table that has rows',
    request: { path: '/items?id=in.()' },
    response: {
      status: 200,
      text: '[]',
      headers: { 'Content-Range': '*/*', 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: 'QuerySpec › IN and NOT IN empty set › returns all results for not.in when no value is present',
    request: { path: '/entities?id=not.in.()&select=id&order=id' },
    response: { status: 200, json: ids(1, 2, 3, 4) },
  },
  {
    name: 'QuerySpec › IN and NOT IN empty set › only returns an empty result set if the in value is empty',
    request: { path: '/entities?id=in.( ,3,4)' },
    response: {
      status: 400,
      json: pgrstError('22P02', 'invalid input syntax for type integer: ""'),
    },
  },
  {
    name: 'AndOrParamsSpec › or param › can do simple logic',
    request: { path: '/entities?or=(id.eq.1,id.eq.2)&select=id&order=id' },
    response: { status: 200, json: ids(1, 2), headers: { 'Content-Type': JSON_TYPE } },
  },
  {
    name: 'AndOrParamsSpec › or param › can negate simple logic',
    request: { path: '/entities?not.or=(id.eq.1,id.eq.2)&select=id&order=id' },
    response: { status: 200, json: ids(3, 4) },
  },
  {
    name: 'AndOrParamsSpec › or param › can be combined with traditional filters',
    request: { path: '/entities?or=(id.eq.1,id.eq.2)&name=eq.entity 1&select=id' },
    response: { status: 200, json: ids(1) },
  },
  {
    name: 'AndOrParamsSpec › and/or params combined › can be nested inside the same expression',
    request: {
      path: '/entities?or=(and(name.eq.entity 2,id.eq.2),and(name.eq.entity 1,id.eq.1))&select=id&order=id',
    },
    response: { status: 200, json: ids(1, 2) },
  },
  {
    name: 'AndOrParamsSpec › and/or params combined › can be negated while nested',
    request: {
      path: '/entities?or=(not.and(name.eq.entity 2,id.eq.2),not.and(name.eq.entity 1,id.eq.1))&select=id&order=id',
    },
    response: { status: 200, json: ids(1, 2, 3, 4) },
  },
  {
    name: 'AndOrParamsSpec › operators inside and/or › can handle lt and gt',
    request: { path: '/entities?or=(id.lt.2,id.gt.3)&select=id&order=id' },
    response: { status: 200, json: ids(1, 4) },
  },
  {
    name: 'AndOrParamsSpec › operators inside and/or › can handle lte and gte',
    request: { path: '/entities?or=(id.lte.2,id.gte.3)&select=id&order=id' },
    response: { status: 200, json: ids(1, 2, 3, 4) },
  },
  {
    name: 'AndOrParamsSpec › operators inside and/or › can handle like and ilike',
    request: { path: '/entities?or=(name.like.*1,name.ilike.*ENTITY 2)&select=id&order=id' },
    response: { status: 200, json: ids(1, 2) },
  },
  {
    name: 'AndOrParamsSpec › operators inside and/or › can handle in',
    request: { path: '/entities?or=(id.in.(1,2),id.in.(3,4))&select=id&order=id' },
    response: { status: 200, json: ids(1, 2, 3, 4) },
  },
  {
    name: 'AndOrParamsSpec › operators inside and/or › can handle is',
    request: { path: '/entities?and=(name.is.null,arr.is.null)&select=id' },
    response: { status: 200, json: ids(4) },
  },
  {
    name: 'AndOrParamsSpec › operators inside and/or › can handle quoted values with reserved characters',
    request: {
      path: '/grandchild_entities?or=(name.eq."(grandchild,entity,4)",id.eq.1)&select=id&order=id',
    },
    response: { status: 200, json: ids(1, 4) },
  },
  {
    name: 'AndOrParamsSpec › multiple and/or conditions › cannot have zero conditions',
    request: { path: '/entities?or=()' },
    response: {
      status: 400,
      json: pgrstError(
        'PGRST100',
        '"failed to parse logic tree (())" (line 1, column 4)',
        'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
      ),
    },
  },
  {
    name: 'RangeSpec › count with an empty body › returns empty body with Content-Range */0',
    request: { path: '/items?id=eq.0', headers: { Prefer: 'count=exact' } },
    response: {
      status: 200,
      text: '[]',
      headers: { 'Content-Range': '*/0', 'Preference-Applied': 'count=exact' },
    },
  },
  {
    name: "RangeSpec › when I don't want the count › returns range Content-Range with /*",
    request: { path: '/menagerie', headers: { Prefer: 'count=none' } },
    response: { status: 200, text: '[]', headers: { 'Content-Range': '*/*' } },
  },
  {
    name: 'RangeSpec › limit/offset › top level limit with parameter',
    request: { path: '/items?select=id&order=id.asc&limit=3' },
    response: {
      status: 200,
      ...exactly(ids(1, 2, 3)),
      headers: { 'Content-Range': '0-2/*', 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: 'RangeSpec › limit/offset › limit and offset works on first level',
    request: { path: '/items?select=id&order=id.asc&limit=3&offset=2' },
    response: { status: 200, json: ids(3, 4, 5), headers: { 'Content-Range': '2-4/*' } },
  },
  {
    name: 'RangeSpec › limit/offset › limit and offset works on first level (HEAD)',
    request: { method: 'HEAD', path: '/items?select=id&order=id.asc&limit=3&offset=2' },
    response: {
      status: 200,
      text: '',
      headers: { 'Content-Type': JSON_TYPE, 'Content-Range': '2-4/*' },
    },
  },
  {
    name: 'RangeSpec › HEAD with count=exact on a partial page: 206, the headers of a GET, no body',
    request: {
      method: 'HEAD',
      path: '/items?limit=3&offset=2',
      headers: { Prefer: 'count=exact' },
    },
    response: {
      status: 206,
      text: '',
      headers: {
        'Content-Range': '2-4/15',
        'Content-Type': JSON_TYPE,
        'Preference-Applied': 'count=exact',
      },
      absent: ['Content-Length'],
    },
  },
  {
    name: 'RangeSpec › limit/offset with count=exact › a partial page is 206 with the total',
    request: {
      path: '/items?select=id&order=id&limit=3&offset=3',
      headers: { Prefer: 'count=exact' },
    },
    response: {
      status: 206,
      json: ids(4, 5, 6),
      headers: { 'Content-Range': '3-5/15', 'Preference-Applied': 'count=exact' },
    },
  },
  {
    name: 'RangeSpec › count=exact › every row returned is 200 with the total',
    request: { path: '/items?select=id&id=lte.3&order=id', headers: { Prefer: 'count=exact' } },
    response: { status: 200, json: ids(1, 2, 3), headers: { 'Content-Range': '0-2/3' } },
  },
  {
    name: 'RangeSpec › HEAD with count=exact (supabase-js head:true)',
    request: { method: 'HEAD', path: '/items?select=*', headers: { Prefer: 'count=exact' } },
    response: { status: 200, text: '', headers: { 'Content-Range': '0-14/15' } },
  },
  {
    name: 'RangeSpec › limit/offset › fails if limit is negative',
    request: { path: '/items?select=id&limit=-1' },
    response: {
      status: 416,
      json: pgrstError(
        'PGRST103',
        'Requested range not satisfiable',
        'Limit should be greater than or equal to zero.',
      ),
      headers: { 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: 'RangeSpec › of invalid range › refuses a range with nonzero start when there are no items',
    request: { path: '/menagerie?offset=1', headers: { Prefer: 'count=exact' } },
    response: {
      status: 416,
      json: pgrstError(
        'PGRST103',
        'Requested range not satisfiable',
        'An offset of 1 was requested, but there are only 0 rows.',
      ),
      headers: { 'Content-Range': '*/0', 'Content-Length': '144' },
    },
  },
  {
    name: 'RangeSpec › of invalid range › refuses a range requesting start past last item',
    request: { path: '/items?offset=100', headers: { Prefer: 'count=exact' } },
    response: {
      status: 416,
      json: pgrstError(
        'PGRST103',
        'Requested range not satisfiable',
        'An offset of 100 was requested, but there are only 15 rows.',
      ),
      headers: { 'Content-Range': '*/15' },
    },
  },
  {
    name: 'SingularSpec › with GET request › fails for zero rows',
    request: { path: '/items?id=gt.0&id=lt.0', headers: SINGULAR },
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
    name: 'SingularSpec › with GET request › fails for more than one row',
    request: { path: '/items?id=lte.2', headers: SINGULAR },
    response: {
      status: 406,
      json: pgrstError(
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        'The result contains 2 rows',
      ),
    },
  },
  {
    name: 'SingularSpec › with GET request › will select an existing object',
    request: { path: '/items?id=eq.5', headers: SINGULAR },
    response: {
      status: 200,
      text: '{"id":5}',
      headers: { 'Content-Type': SINGULAR_TYPE },
    },
  },
]
