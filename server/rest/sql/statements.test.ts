import { describe, expect, it } from 'vitest'
import { PgrstError } from '../../shared/errors.ts'
import { parseQueryParams } from '../parse/query-params.ts'
import type { Payload } from '../request-body.ts'
import type { Table } from '../../db/schema-cache.ts'
import { buildDelete, buildInsert, buildRead, buildUpdate } from './statements.ts'
import { arrayLiteral, ident } from './fragments.ts'

const events: Table = {
  name: 'events',
  kind: 'r',
  primaryKey: ['id'],
  columns: [
    { name: 'id', type: 'uuid', nullable: false, default: 'gen_random_uuid()' },
    { name: 'title', type: 'text', nullable: false, default: null },
    { name: 'start_time', type: 'timestamp with time zone', nullable: false, default: null },
  ],
}

const q = (search: string) => parseQueryParams(search)
const array = { body: 'array' as const, count: false }
const none = { body: 'none' as const, count: false }

function codeOf(fn: () => unknown): string {
  try {
    fn()
  } catch (error) {
    if (error instanceof PgrstError) return error.body.code
    throw error
  }
  return 'none'
}

describe('buildRead', () => {
  it('builds PostgREST’s read shape with untyped parameters', () => {
    const { sql, params } = buildRead(
      events,
      q(
        'select=id,title&start_time=gte.2024-05-01T00:00:00Z&order=start_time.asc&limit=10&offset=5',
      ),
      { ...array, maxRows: 1000 },
    )
    expect(sql).toBe(
      'with pgrst_source as (select "public"."events"."id", "public"."events"."title" from "public"."events"' +
        ' where "public"."events"."start_time" >= $1 order by "public"."events"."start_time" asc limit $2 offset $3)' +
        ' select null as total, pg_catalog.count(_postgrest_t)::text as page_total,' +
        " coalesce(json_agg(_postgrest_t), '[]')::text as body from (select * from pgrst_source) _postgrest_t",
    )
    expect(params).toEqual(['2024-05-01T00:00:00Z', 10, 5])
  })

  it.each([
    ['id=eq.x', '"public"."events"."id" = $1', ['x']],
    ['id=neq.x', '"public"."events"."id" <> $1', ['x']],
    ['title=like.*a*', '"public"."events"."title" like $1', ['%a%']],
    ['title=not.ilike.a*', 'not "public"."events"."title" ilike $1', ['a%']],
    ['title=is.null', '"public"."events"."title" is null', []],
    ['title=is.not_null', '"public"."events"."title" is not null', []],
    ['title=not.is.true', 'not "public"."events"."title" is true', []],
    ['title=in.(a,"b,c")', '"public"."events"."title" = any($1)', ['{"a","b,c"}']],
    ['title=in.()', `"public"."events"."title" = any('{}')`, []],
    [
      'or=(title.eq.a,and(id.eq.b,title.not.eq.c))',
      '("public"."events"."title" = $1 or ("public"."events"."id" = $2 and not "public"."events"."title" = $3))',
      ['a', 'b', 'c'],
    ],
    [
      'not.or=(title.eq.a,title.eq.b)',
      'not ("public"."events"."title" = $1 or "public"."events"."title" = $2)',
      ['a', 'b'],
    ],
  ])('%s', (search, where, params) => {
    const statement = buildRead(events, q(search), { ...array, maxRows: 1000 })
    expect(statement.sql).toContain(` where ${where}`)
    expect(statement.params.slice(0, params.length)).toEqual(params)
  })

  it('caps the limit at maxRows', () => {
    expect(buildRead(events, q('limit=5000'), { ...array, maxRows: 1000 }).params).toEqual([1000])
    expect(buildRead(events, q(''), { ...array, maxRows: 1000 }).params).toEqual([1000])
    expect(buildRead(events, q('limit=3'), { ...array, maxRows: 1000 }).params).toEqual([3])
  })

  it('counts the whole filtered set, and builds one object for vnd.pgrst.object', () => {
    const { sql } = buildRead(events, q('title=eq.a'), { body: 'single', count: true, maxRows: 10 })
    expect(sql).toContain(
      '(select pg_catalog.count(*) from "public"."events" where "public"."events"."title" = $1)::text as total',
    )
    expect(sql).toContain(`coalesce(json_agg(_postgrest_t)->0, 'null')::text as body`)
  })

  it.each([
    'select=nope',
    'nope=eq.1',
    'order=nope',
    'or=(id.eq.1,nope.eq.2)',
    'select=%22a%5C%22b%22',
  ])('%s: 42703 before any SQL runs', (search) => {
    expect(codeOf(() => buildRead(events, q(search), { ...array, maxRows: 10 }))).toBe('42703')
  })

  it('quotes aliases, doubling double quotes', () => {
    const { sql } = buildRead(events, q('select=%22x%5C%22y%22:title'), { ...array, maxRows: 10 })
    expect(sql).toContain('"public"."events"."title" as "x""y"')
  })
})

describe('buildInsert', () => {
  const rows: Payload = { json: '[{"title":"t"}]', keys: ['title'], isObject: false }
  const one: Payload = { json: '{"title":"t"}', keys: ['title'], isObject: true }

  it('inserts through json_to_recordset with the column types, returning 1 when minimal', () => {
    const { sql, params } = buildInsert(events, q(''), rows, none)
    expect(sql).toBe(
      'with pgrst_source as (insert into "public"."events"("title") select "pgrst_body"."title"' +
        ' from (select $1::json as json_data) pgrst_payload, lateral (select "title" from' +
        ' json_to_recordset(pgrst_payload.json_data) as _("title" text)) pgrst_body returning 1)' +
        ' select (select pg_catalog.count(*) from pgrst_source)::text as page_total, null::text as body, null as inserted',
    )
    expect(params).toEqual(['[{"title":"t"}]'])
  })

  it('uses json_to_record for an object and selects the representation', () => {
    const { sql } = buildInsert(events, q('select=id'), one, array)
    expect(sql).toContain('json_to_record(pgrst_payload.json_data) as _("title" text)')
    expect(sql).toContain('returning "public"."events".*')
    expect(sql).toContain('select "pgrst_source"."id" from pgrst_source as "pgrst_source"')
  })

  it('inserts defaults for {} and [{}, {}]', () => {
    const object = buildInsert(events, q(''), { json: '{}', keys: [], isObject: true }, none)
    expect(object.sql).toContain('insert into "public"."events" select  from')
    expect(object.sql).toContain('lateral (select from (values (1)) _) pgrst_body')
    const list = buildInsert(events, q(''), { json: '[{},{}]', keys: [], isObject: false }, none)
    expect(list.sql).toContain(
      'lateral (select from json_array_elements(pgrst_payload.json_data) _)',
    )
  })

  it('upserts on the conflict target and counts inserted rows', () => {
    const { sql } = buildInsert(events, q(''), rows, {
      ...array,
      conflict: { columns: ['id'], action: 'merge' },
    })
    expect(sql).toContain(' on conflict ("id") do update set "title" = excluded."title"')
    expect(sql).toContain('returning "public"."events".*, (xmax = 0) as pgrst_inserted')
    expect(sql).toContain('where pgrst_inserted)::text as inserted')
    // `*` is spelled out so the inserted flag is not part of the representation.
    expect(sql).toContain(
      '"pgrst_source"."id", "pgrst_source"."title", "pgrst_source"."start_time"',
    )
  })

  it('ignore-duplicates does nothing on conflict', () => {
    const { sql } = buildInsert(events, q(''), rows, {
      ...none,
      conflict: { columns: ['id'], action: 'ignore' },
    })
    expect(sql).toContain(' on conflict ("id") do nothing')
  })

  it.each([['nope'], ['title"; drop table events; --']])('PGRST204 for body key %j', (key) => {
    const payload: Payload = { json: '{}', keys: [key], isObject: true }
    expect(codeOf(() => buildInsert(events, q(''), payload, none))).toBe('PGRST204')
  })
})

describe('buildUpdate and buildDelete', () => {
  const patch: Payload = { json: '{"title":"x"}', keys: ['title'], isObject: true }

  it('updates through json_to_record', () => {
    const { sql, params } = buildUpdate(events, q('id=eq.1'), patch, none)
    expect(sql).toContain(
      'update "public"."events" set "title" = "pgrst_body"."title" from (select $1::json as json_data) pgrst_payload,' +
        ' lateral (select "title" from json_to_record(pgrst_payload.json_data) as _("title" text)) pgrst_body' +
        ' where "public"."events"."id" = $2 returning 1',
    )
    expect(params).toEqual(['{"title":"x"}', '1'])
  })

  it('an empty body selects nothing instead of updating', () => {
    const { sql } = buildUpdate(events, q(''), { json: '{}', keys: [], isObject: true }, none)
    expect(sql).toContain('with pgrst_source as (select * from "public"."events" where false)')
  })

  it('deletes with a filter', () => {
    const { sql } = buildDelete(events, q('id=eq.1&select=title'), array)
    expect(sql).toContain(
      'delete from "public"."events" where "public"."events"."id" = $1 returning "public"."events".*',
    )
    expect(sql).toContain('select "pgrst_source"."title" from pgrst_source')
  })

  it.each([
    ['update', () => buildUpdate(events, q(''), patch, none)],
    ['delete', () => buildDelete(events, q('select=id'), none)],
  ])('%s without a filter is 21000 (pg-safeupdate)', (_, fn) => {
    expect(codeOf(fn)).toBe('21000')
  })
})

describe('fragments', () => {
  it.each([
    ['id', '"id"'],
    ['a"b', '"a""b"'],
    ['with space', '"with space"'],
  ])('ident(%j)', (name, quoted) => {
    expect(ident(name)).toBe(quoted)
  })

  it('refuses NUL in identifiers', () => {
    expect(codeOf(() => ident('a\0b'))).toBe('PGRST100')
  })

  it.each([
    [['1', '2'], '{"1","2"}'],
    [['a,b', 'c"d', 'e\\f'], '{"a,b","c\\"d","e\\\\f"}'],
    [['x\0y'], '{"xy"}'],
  ])('arrayLiteral(%j)', (values, literal) => {
    expect(arrayLiteral(values)).toBe(literal)
  })
})
