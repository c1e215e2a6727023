// The Range header, and limit/offset edges, ported from PostgREST v14.12's
// test/spec/Feature/Query/RangeSpec.hs (protocol.md §2.1, §4.2): on a table and on a set-returning
// function. RangeSpec's `rangeHdrs` sends `Range-Unit: items` with `Range: <from>-<to>`. Left
// out: "when count=planned" (this server answers planned and estimated counts exactly) and
// "limit works on all levels", "works alongside order by with nulls order" (embedding). Its
// other GET /items cases without a Range header are in query.ts.
import { ids, JSON_TYPE, pgrstError, type HttpCase } from './types.ts'

const range = (value: string) => ({ 'Range-Unit': 'items', Range: value })
const COUNT = { Prefer: 'count=exact' }
const all = Array.from({ length: 15 }, (_, i) => i + 1)
const lowerGtUpper = pgrstError(
  'PGRST103',
  'Requested range not satisfiable',
  'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
)
const offsetPast = (offset: number, total: number) =>
  pgrstError(
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  )

const R = 'RangeSpec › GET /rpc/getitemrange'
const I = 'RangeSpec › GET /items'

export const rangeCases: HttpCase[] = [
  {
    name: `${R} › without range headers › with response under server size limit › returns whole range with status 200`,
    request: { path: '/rpc/getitemrange?min=0&max=15' },
    response: { status: 200, json: ids(...all) },
  },
  {
    name: `${R} › without range headers › when I don't want the count › returns range Content-Range with */* for empty range`,
    request: { path: '/rpc/getitemrange?min=2&max=2' },
    response: {
      status: 200,
      json: [],
      headers: { 'Content-Range': '*/*', 'Content-Length': '2' },
    },
  },
  {
    name: `${R} › without range headers › when I don't want the count › returns range Content-Range with range/*`,
    request: { path: '/rpc/getitemrange?order=id&min=0&max=15' },
    response: { status: 200, json: ids(...all), headers: { 'Content-Range': '0-14/*' } },
  },
  {
    name: `${R} › without range headers › of invalid range › refuses a range with nonzero start when there are no items`,
    request: { path: '/rpc/getitemrange?offset=1&min=2&max=2', headers: COUNT },
    response: {
      status: 416,
      json: offsetPast(1, 0),
      headers: { 'Content-Range': '*/0', 'Content-Length': '144' },
    },
  },
  {
    name: `${R} › without range headers › of invalid range › refuses a range requesting start past last item`,
    request: { path: '/rpc/getitemrange?offset=100&min=0&max=15', headers: COUNT },
    response: { status: 416, json: offsetPast(100, 15), headers: { 'Content-Range': '*/15' } },
  },
  {
    name: `${R} › with range headers › of acceptable range › succeeds with partial content`,
    request: { path: '/rpc/getitemrange?min=0&max=15', headers: range('0-1') },
    response: {
      status: 200,
      json: ids(1, 2),
      headers: { 'Content-Range': '0-1/*', 'Content-Length': '22' },
    },
  },
  {
    name: `${R} › with range headers › of acceptable range › understands open-ended ranges`,
    request: { path: '/rpc/getitemrange?min=0&max=15', headers: range('0-') },
    response: { status: 200, json: ids(...all), headers: { 'Content-Range': '0-14/*' } },
  },
  {
    name: `${R} › with range headers › of acceptable range › returns an empty body when there are no results`,
    request: { path: '/rpc/getitemrange?min=2&max=2', headers: range('0-1') },
    response: { status: 200, text: '[]', headers: { 'Content-Range': '*/*' } },
  },
  {
    name: `${R} › with range headers › of acceptable range › allows one-item requests`,
    request: { path: '/rpc/getitemrange?min=0&max=15', headers: range('0-0') },
    response: { status: 200, json: ids(1), headers: { 'Content-Range': '0-0/*' } },
  },
  {
    name: `${R} › with range headers › of acceptable range › handles ranges beyond collection length via truncation`,
    request: { path: '/rpc/getitemrange?min=0&max=15', headers: range('10-100') },
    response: {
      status: 200,
      json: ids(11, 12, 13, 14, 15),
      headers: { 'Content-Range': '10-14/*' },
    },
  },
  {
    name: `${R} › with range headers › of invalid range › fails with 416 for offside range`,
    request: { path: '/rpc/getitemrange?min=2&max=2', headers: range('1-0') },
    response: { status: 416, json: lowerGtUpper },
  },
  {
    name: `${R} › with range headers › of invalid range › refuses a range with nonzero start when there are no items`,
    request: { path: '/rpc/getitemrange?min=2&max=2', headers: { ...range('1-2'), ...COUNT } },
    response: {
      status: 416,
      json: offsetPast(1, 0),
      headers: { 'Content-Range': '*/0', 'Content-Length': '144' },
    },
  },
  {
    name: `${R} › with range headers › of invalid range › refuses a range requesting start past last item`,
    request: { path: '/rpc/getitemrange?min=0&max=15', headers: { ...range('100-199'), ...COUNT } },
    response: { status: 416, json: offsetPast(100, 15), headers: { 'Content-Range': '*/15' } },
  },

  {
    name: `${I} › without range headers › with response under server size limit › returns whole range with status 200`,
    request: { path: '/items' },
    response: { status: 200, headers: { 'Content-Range': '0-14/*' } },
  },
  {
    name: `${I} › without range headers › when I don't want the count › returns range Content-Range with range/*`,
    request: { path: '/items?order=id', headers: { Prefer: 'count=none' } },
    response: { status: 200, json: ids(...all), headers: { 'Content-Range': '0-14/*' } },
  },
  {
    name: `${I} › without range headers › when I don't want the count › returns range Content-Range with range/* even using other filters`,
    request: { path: '/items?id=eq.1&order=id', headers: { Prefer: 'count=none' } },
    response: { status: 200, json: ids(1), headers: { 'Content-Range': '0-0/*' } },
  },
  {
    name: `${I} › with limit/offset parameters › no parameters return everything`,
    request: { path: '/items?select=id&order=id.asc' },
    response: { status: 200, json: ids(...all), headers: { 'Content-Range': '0-14/*' } },
  },
  {
    name: `${I} › with limit/offset parameters › headers override get parameters`,
    request: { path: '/items?select=id&order=id.asc&limit=3', headers: range('0-1') },
    response: { status: 200, json: ids(1, 2), headers: { 'Content-Range': '0-1/*' } },
  },
  {
    name: `${I} › with limit/offset parameters › succeeds if offset equals 0 as a no-op › no items`,
    request: { path: '/items?offset=0&id=eq.0' },
    response: { status: 200, json: [], headers: { 'Content-Range': '*/*' } },
    then: [
      {
        request: { path: '/items?offset=0&id=eq.0', headers: COUNT },
        response: { status: 200, json: [], headers: { 'Content-Range': '*/0' } },
      },
    ],
  },
  {
    name: `${I} › with limit/offset parameters › succeeds if offset equals 0 as a no-op › one or more items`,
    request: { path: '/items?select=id&offset=0&order=id' },
    response: { status: 200, json: ids(...all), headers: { 'Content-Range': '0-14/*' } },
  },
  {
    name: `${I} › with limit/offset parameters › succeeds if offset is negative as a no-op`,
    request: { path: '/items?select=id&offset=-4&order=id' },
    response: { status: 200, json: ids(...all), headers: { 'Content-Range': '0-14/*' } },
  },
  {
    name: `${I} › with limit/offset parameters › succeeds and returns an empty array if limit equals 0`,
    request: { path: '/items?select=id&limit=0' },
    response: { status: 200, json: [], headers: { 'Content-Range': '*/*' } },
  },
  {
    name: `${I} › with range headers › of acceptable range › succeeds with partial content`,
    request: { path: '/items', headers: range('0-1') },
    response: { status: 200, headers: { 'Content-Range': '0-1/*' } },
  },
  {
    name: `${I} › with range headers › of acceptable range › understands open-ended ranges`,
    request: { path: '/items', headers: range('0-') },
    response: { status: 200, headers: { 'Content-Range': '0-14/*' } },
  },
  {
    name: `${I} › with range headers › of acceptable range › returns an empty body when there are no results`,
    request: { path: '/menagerie', headers: range('0-1') },
    response: { status: 200, text: '[]', headers: { 'Content-Range': '*/*' } },
  },
  {
    name: `${I} › with range headers › of acceptable range › allows one-item requests`,
    request: { path: '/items', headers: range('0-0') },
    response: { status: 200, headers: { 'Content-Range': '0-0/*' } },
  },
  {
    name: `${I} › with range headers › of acceptable range › handles ranges beyond collection length via truncation`,
    request: { path: '/items', headers: range('10-100') },
    response: { status: 200, headers: { 'Content-Range': '10-14/*' } },
  },
  {
    name: `${I} › with range headers › of invalid range › fails with 416 for offside range`,
    request: { path: '/items', headers: range('1-0') },
    response: { status: 416, json: lowerGtUpper },
  },
  {
    name: `${I} › with range headers › of invalid range › refuses a range with nonzero start when there are no items`,
    request: { path: '/menagerie', headers: { ...range('1-2'), ...COUNT } },
    response: {
      status: 416,
      json: offsetPast(1, 0),
      headers: { 'Content-Range': '*/0', 'Content-Length': '144' },
    },
  },
  {
    name: `${I} › with range headers › of invalid range › refuses a range requesting start past last item`,
    request: { path: '/items', headers: { ...range('100-199'), ...COUNT } },
    response: { status: 416, json: offsetPast(100, 15), headers: { 'Content-Range': '*/15' } },
  },

  // Ours: what RangeQuery.hs and getRanges give, beyond RangeSpec's cases.
  {
    name: 'Range with a count: 206 for a partial page, with the total',
    request: { path: '/items?order=id', headers: { ...range('0-9'), ...COUNT } },
    response: {
      status: 206,
      json: ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
      headers: { 'Content-Range': '0-9/15', 'Preference-Applied': 'count=exact' },
    },
  },
  {
    name: 'Range with a count covering every row: 200',
    request: { path: '/items?order=id', headers: { ...range('0-99'), ...COUNT } },
    response: { status: 200, json: ids(...all), headers: { 'Content-Range': '0-14/15' } },
  },
  {
    name: 'Range and limit/offset narrow each other: 2-4 of offset=3&limit=5 is 3-4',
    request: { path: '/items?order=id&offset=3&limit=5', headers: range('2-4') },
    response: { status: 200, json: ids(4, 5), headers: { 'Content-Range': '3-4/*' } },
  },
  {
    name: 'Range is read without Range-Unit, and a bytes= range is not one (ignored)',
    request: { path: '/items?order=id', headers: { Range: 'bytes=0-1' } },
    response: { status: 200, json: ids(...all), headers: { 'Content-Range': '0-14/*' } },
    then: [
      {
        request: { path: '/items?order=id', headers: { Range: '0-1' } },
        response: { status: 200, json: ids(1, 2), headers: { 'Content-Range': '0-1/*' } },
      },
    ],
  },
  {
    name: 'Range is ignored on HEAD (RFC 9110: GET only)',
    request: { method: 'HEAD', path: '/items?order=id', headers: { ...range('0-1'), ...COUNT } },
    response: {
      status: 200,
      text: '',
      headers: { 'Content-Range': '0-14/15', 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: 'Range is ignored on DELETE, even an offside one',
    request: { method: 'DELETE', path: '/items?id=eq.99', headers: range('5-1') },
    response: { status: 204, text: '', headers: { 'Content-Range': '*/*' } },
  },
  {
    name: 'a negative offset with a limit keeps the rows from 0 to offset + limit - 1',
    request: { path: '/items?select=id&order=id&offset=-4&limit=10' },
    response: { status: 200, json: ids(1, 2, 3, 4, 5, 6), headers: { 'Content-Range': '0-5/*' } },
  },
  {
    name: 'limit=0 with an offset is an empty range: 416',
    request: { path: '/items?limit=0&offset=5' },
    response: {
      status: 416,
      json: pgrstError(
        'PGRST103',
        'Requested range not satisfiable',
        'Limit should be greater than or equal to zero.',
      ),
    },
  },
  {
    name: 'limit=0 wins over a Range header',
    request: { path: '/items?limit=0', headers: range('3-5') },
    response: { status: 200, json: [], headers: { 'Content-Range': '*/*' } },
  },
]
