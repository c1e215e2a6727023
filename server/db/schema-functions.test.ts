import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrap } from './bootstrap.ts'
import { openPglite, type Database } from './database.ts'
import { fuzzyPick } from './function-hint.ts'
import { loadSchemaCache, schemaCacheFromTables } from './schema-cache.ts'
import type { Routine, RoutineParam } from './schema-functions.ts'

describe('the functions of the schema cache (pg_proc of public)', () => {
  let db: Database

  beforeAll(async () => {
    db = await openPglite('memory://')
    await bootstrap(db)
    await db.exec(`
      create table public.things (id int primary key, name text);
      create type public.pair as (a int, b text);
      create function public.add(a int, b int default 2) returns int
        language sql immutable as 'select a + b';
      create function public.add(a int, b int, c int) returns int
        language sql stable as 'select a + b + c';
      create function public.things_named(name text) returns setof public.things
        language sql as 'select * from public.things';
      create function public.make_pair(out a int, inout b text) language sql as 'select 1, b';
      create function public.body(json) returns json language sql as 'select $1';
      create function public.unnamed_int(int) returns int language sql as 'select $1';
      create function public.shorts(s char(3), bits bit(2)[], variadic rest text[])
        returns text[] language sql as 'select rest';
      create function public.nothing() returns void language sql as '';
      create function public.words() returns setof text language sql as 'values (''a'')';
      create function public.arrays() returns setof int[] language sql as 'values (array[1])';
      create function public.trig() returns trigger language plpgsql as 'begin return new; end';
      create procedure public.proc() language sql as '';
      create schema private;
      create function private.hidden() returns int language sql as 'select 1';
    `)
  })

  afterAll(async () => {
    await db.close()
  })

  const param = (name: string, type: string, extra: Partial<RoutineParam> = {}): RoutineParam => ({
    name,
    type,
    castType: type,
    required: true,
    variadic: false,
    ...extra,
  })

  it('keeps callable plain functions of public, overloads with fewer parameters first', async () => {
    const { routines } = await loadSchemaCache(db)
    expect([...routines.keys()].sort()).toEqual([
      'add',
      'arrays',
      'body',
      'make_pair',
      'nothing',
      'shorts',
      'things_named',
      'words',
    ])
    expect(routines.get('add')!.map((r) => r.params.map((p) => p.name))).toEqual([
      ['a', 'b'],
      ['a', 'b', 'c'],
    ])
  })

  it('reads parameters: names, types, defaults, VARIADIC, char and bit read as varying', async () => {
    const { routines } = await loadSchemaCache(db)
    expect(routines.get('add')![0]!.params).toEqual([
      param('a', 'integer'),
      param('b', 'integer', { required: false }),
    ])
    expect(routines.get('shorts')![0]).toMatchObject({
      hasVariadic: true,
      params: [
        param('s', 'character', { castType: 'character varying' }),
        param('bits', 'bit[]', { castType: 'bit varying[]' }),
        param('rest', 'text[]', { variadic: true }),
      ],
    })
    // OUT parameters are no arguments; INOUT ones are.
    expect(routines.get('make_pair')![0]!.params).toEqual([param('b', 'text')])
    expect(routines.get('body')![0]!.params).toEqual([param('', 'json')])
  })

  it('reads the return type, set or not, composite or not, and the volatility', async () => {
    const { routines } = await loadSchemaCache(db)
    const first = (name: string) => routines.get(name)![0]!
    const shape = (r: Routine) => ({
      returnType: r.returnType,
      returnsSet: r.returnsSet,
      returnsComposite: r.returnsComposite,
      structuredScalar: r.structuredScalar,
      volatility: r.volatility,
    })
    expect(shape(first('add'))).toEqual({
      returnType: { schema: 'pg_catalog', name: 'int4' },
      returnsSet: false,
      returnsComposite: false,
      structuredScalar: false,
      volatility: 'immutable',
    })
    expect(routines.get('add')![1]!.volatility).toBe('stable')
    expect(shape(first('things_named'))).toMatchObject({
      returnType: { schema: 'public', name: 'things' },
      returnsSet: true,
      returnsComposite: true,
      volatility: 'volatile',
    })
    expect(shape(first('make_pair'))).toMatchObject({
      returnType: { schema: 'pg_catalog', name: 'record' },
      returnsComposite: true,
    })
    expect(first('nothing').returnType).toEqual({ schema: 'pg_catalog', name: 'void' })
    expect(shape(first('words'))).toMatchObject({ returnsSet: true, structuredScalar: false })
    expect(shape(first('arrays'))).toMatchObject({ returnsSet: true, structuredScalar: true })
  })
})

describe('PGRST202 hints (Error.hs noRpcHint and its doctests)', () => {
  const routine = (name: string, params: string[]): Routine => ({
    name,
    description: null,
    params: params.map((p) => ({
      name: p,
      type: 'text',
      castType: 'text',
      required: true,
      variadic: false,
    })),
    returnType: { schema: 'pg_catalog', name: 'text' },
    returnsSet: false,
    returnsComposite: false,
    structuredScalar: false,
    volatility: 'volatile',
    hasVariadic: false,
  })
  const cache = schemaCacheFromTables([], new Map(), [
    routine('test', ['val', 'param', 'name']),
    routine('test', ['id', 'attr']),
    routine('another', []),
  ])

  it.each([
    ['testt', ['val', 'param', 'name'], 'Perhaps you meant to call the function public.test'],
    ['other', [], null],
    ['noclosealternative', [], null],
    ['TEST2', [], 'Perhaps you meant to call the function public.test'],
    [
      'test',
      ['vall', 'pqaram', 'nam'],
      'Perhaps you meant to call the function public.test(name, param, val)',
    ],
    [
      'test',
      ['val', 'param'],
      'Perhaps you meant to call the function public.test(name, param, val)',
    ],
    ['test', ['id', 'attrs'], 'Perhaps you meant to call the function public.test(attr, id)'],
    ['test', ['id'], 'Perhaps you meant to call the function public.test(attr, id)'],
    ['test', ['noclosealternative'], null],
  ])('%s %j: %s', (name, args, hint) => {
    expect(cache.routineHint(name, args)).toBe(hint)
  })

  it('an entry that equals the query but for case wins; others need a shared n-gram', () => {
    expect(fuzzyPick('SAYHELLO', ['sayhello', 'sayhell'], 0.75)).toBe('sayhello')
    // "(wrong_arg)" shares no bigram with "(a, b)" once stripped to letters: no candidate.
    expect(fuzzyPick('(wrong_arg)', ['()', '(a, b)', '(a, b, c)'], 0.33)).toBeNull()
    expect(fuzzyPick('(a, b, wrong_arg)', ['()', '(a, b)', '(a, b, c)'], 0.33)).toBe('(a, b, c)')
  })
})
