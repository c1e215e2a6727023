// `Accept: text/csv` (protocol.md §2.1): QuerySpec.hs v14.12 "Accept headers" ported, then our
// own cases of what PostgREST's asCsvF (SqlFragment.hs) writes, checked byte for byte on both
// engines: a header of the first row's keys (unquoted), a newline, then each row as
// PostgreSQL's record text without its parentheses, rows joined by newlines, no final one.
// A value is double-quoted when empty or when it has a comma, a quote, a backslash, a
// parenthesis or a space ('"' and '\' doubled inside); null is nothing; booleans are t/f,
// timestamps PostgreSQL's text ("2024-05-01 10:00:00+00"), JSON its text. No rows: "\n".
// Left out of QuerySpec: none of its text/csv cases. InsertSpec's "CSV insert" cases send a
// CSV body, which this server does not read (PGRST102).
import { JSON_TYPE, pgrstError, PREFER_REP, type HttpCase } from './types.ts'

const CSV = { Accept: 'text/csv' }
const CSV_TYPE = 'text/csv; charset=utf-8'
const Q = 'QuerySpec › Accept headers'

export const csvCases: HttpCase[] = [
  {
    name: `${Q} › should respond an unknown accept type with 406`,
    request: { path: '/simple_pk', headers: { Accept: 'text/unknowntype' } },
    response: {
      status: 406,
      json: pgrstError('PGRST107', 'None of these media types are available: text/unknowntype'),
      headers: { 'Content-Length': '116', 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: `${Q} › should respond correctly to */* in accept header`,
    request: { path: '/simple_pk', headers: { Accept: '*/*' } },
    response: { status: 200, headers: { 'Content-Type': JSON_TYPE } },
  },
  {
    name: `${Q} › */* should rescue an unknown type`,
    request: { path: '/simple_pk', headers: { Accept: 'text/unknowntype, */*' } },
    response: { status: 200, headers: { 'Content-Type': JSON_TYPE } },
  },
  {
    name: `${Q} › specific available preference should override */*`,
    request: { path: '/simple_pk', headers: { Accept: 'text/csv, */*' } },
    response: { status: 200, headers: { 'Content-Type': CSV_TYPE } },
  },
  {
    name: `${Q} › honors client preference even when opposite of server preference`,
    request: { path: '/simple_pk', headers: { Accept: 'text/csv, application/json' } },
    response: { status: 200, headers: { 'Content-Type': CSV_TYPE } },
  },
  {
    name: `${Q} › should respond correctly to multiple types in accept header`,
    request: { path: '/simple_pk', headers: { Accept: 'text/unknowntype, text/csv' } },
    response: { status: 200, headers: { 'Content-Type': CSV_TYPE } },
  },
  {
    name: `${Q} › should respond with CSV to 'text/csv' request`,
    request: { path: '/simple_pk', headers: { Accept: 'text/csv; version=1' } },
    response: {
      status: 200,
      text: 'k,extra\nxyyx,u\nxYYx,v',
      headers: { 'Content-Type': CSV_TYPE, 'Content-Length': '21' },
    },
  },
  {
    name: 'CSV: a lower q-value loses to JSON',
    request: { path: '/simple_pk', headers: { Accept: 'text/csv;q=0.5, application/json' } },
    response: { status: 200, headers: { 'Content-Type': JSON_TYPE } },
  },

  // Ours: the values, byte for byte.
  {
    name: 'CSV: commas, parentheses and spaces are quoted; JSON is its text, quotes doubled; null is empty',
    request: {
      path: '/grandchild_entities?select=id,name,jsonb_col&id=gte.3&order=id',
      headers: CSV,
    },
    response: {
      status: 200,
      text:
        'id,name,jsonb_col\n' +
        '3,"grandchild entity 3",\n' +
        '4,"(grandchild,entity,4)","{""a"": {""b"": ""foo""}}"\n' +
        '5,"(grandchild,entity,5)","{""b"": ""bar""}"',
      headers: { 'Content-Type': CSV_TYPE, 'Content-Range': '0-2/*' },
    },
  },
  {
    name: 'CSV: arrays as PostgreSQL writes them ({1} bare, {1,2} quoted), a tsvector, all-null rows',
    request: { path: '/entities?order=id', headers: CSV },
    response: {
      status: 200,
      text:
        'id,name,arr,text_search_vector\n' +
        `1,"entity 1",{1},"'bar':2 'foo':1"\n` +
        `2,"entity 2","{1,2}","'baz':1 'qux':2"\n` +
        '3,"entity 3","{1,2,3}",\n' +
        '4,,,',
    },
  },
  {
    name: 'CSV: timestamps in PostgreSQL text form, fractions only when not zero',
    request: { path: '/timestamps?order=id', headers: CSV },
    response: {
      status: 200,
      text:
        'id,at\n' +
        '1,"2024-05-01 10:00:00+00"\n' +
        '2,"2024-05-01 10:00:00.123+00"\n' +
        '3,"2024-05-01 22:00:00+00"',
    },
  },
  {
    name: 'CSV: nulls are empty fields',
    request: { path: '/no_pk?order=a.nullsfirst', headers: CSV },
    response: { status: 200, text: 'a,b\n,\n1,0\n2,0' },
  },
  {
    name: 'CSV: no rows is a newline (an empty header, an empty body)',
    request: { path: '/menagerie', headers: CSV },
    response: {
      status: 200,
      text: '\n',
      headers: { 'Content-Type': CSV_TYPE, 'Content-Range': '*/*', 'Content-Length': '1' },
    },
  },
  {
    name: 'CSV: the header names select aliases',
    request: { path: '/simple_pk?select=key:k', headers: CSV },
    response: { status: 200, text: 'key\nxyyx\nxYYx' },
  },
  {
    name: 'CSV: HEAD has the CSV Content-Type and no body',
    request: { method: 'HEAD', path: '/simple_pk', headers: CSV },
    response: {
      status: 200,
      text: '',
      headers: { 'Content-Type': CSV_TYPE, 'Content-Range': '0-1/*' },
    },
  },
  {
    name: 'CSV: with a count, a Range and 206',
    request: {
      path: '/items?id=lte.3&order=id',
      headers: { ...CSV, Prefer: 'count=exact', Range: '0-1' },
    },
    response: { status: 206, text: 'id\n1\n2', headers: { 'Content-Range': '0-1/3' } },
  },
  {
    name: 'CSV: an insert with return=representation answers the rows as CSV',
    request: {
      method: 'POST',
      path: '/no_pk?select=a',
      headers: { ...CSV, ...PREFER_REP },
      body: [{ a: 'x,y', b: 'z' }],
    },
    response: {
      status: 201,
      text: 'a\n"x,y"',
      headers: { 'Content-Type': CSV_TYPE, 'Preference-Applied': 'return=representation' },
    },
  },
  {
    name: 'CSV: an update with return=representation; a quote inside is doubled',
    request: {
      method: 'PATCH',
      path: '/simple_pk?k=eq.xyyx',
      headers: { ...CSV, ...PREFER_REP },
      body: { extra: 'with "quote"' },
    },
    response: { status: 200, text: 'k,extra\nxyyx,"with ""quote"""' },
  },
  {
    name: 'CSV: a write without representation has no body and no Content-Type',
    request: { method: 'POST', path: '/no_pk', headers: CSV, body: { a: '1', b: '2' } },
    response: { status: 201, text: '', absent: ['Content-Type'] },
  },
  {
    name: 'CSV: a function returning a scalar is one column named pgrst_scalar',
    request: { path: '/rpc/add_them?a=1&b=2', headers: CSV },
    response: { status: 200, text: 'pgrst_scalar\n3', headers: { 'Content-Type': CSV_TYPE } },
  },
  {
    name: 'CSV: a function returning no rows is a newline',
    request: { path: '/rpc/test_empty_rowset', headers: CSV },
    response: { status: 200, text: '\n' },
  },
  {
    name: 'CSV: errors stay JSON',
    request: { path: '/items?id=eq.x', headers: CSV },
    response: {
      status: 400,
      json: pgrstError('22P02', 'invalid input syntax for type bigint: "x"'),
      headers: { 'Content-Type': JSON_TYPE },
    },
  },
  {
    name: 'CSV and vnd.pgrst.object: the first one listed wins',
    request: {
      path: '/items?id=eq.1',
      headers: { Accept: 'application/vnd.pgrst.object+json, text/csv' },
    },
    response: { status: 200, json: { id: 1 } },
  },
]
