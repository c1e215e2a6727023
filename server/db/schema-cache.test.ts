import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrap } from './bootstrap.ts'
import { openPglite, type Database } from './database.ts'
import { closestName, similarity } from './fuzzy-hint.ts'
import { SchemaCacheStore } from './schema-cache-store.ts'
import { loadSchemaCache, schemaCacheFromTables, type SchemaCache } from './schema-cache.ts'

describe('loadSchemaCache', () => {
  let db: Database

  beforeAll(async () => {
    db = await openPglite('memory://')
    await bootstrap(db)
    await db.exec(`
      create table public.things (
        id bigserial primary key,
        name varchar(20) not null,
        note text default 'n',
        dropped int,
        at timestamptz
      );
      alter table public.things drop column dropped;
      create table public.pair (b text, a int, primary key (b, a));
      create view public.thing_names as select id, name from public.things;
      create schema private;
      create table private.hidden (id int);
    `)
  })

  afterAll(async () => {
    await db.close()
  })

  it('reads tables and views of public only', async () => {
    const cache = await loadSchemaCache(db)
    expect([...cache.tables.keys()]).toEqual(['pair', 'thing_names', 'things'])
  })

  it('keeps columns in ordinal order with types, nullability and defaults', async () => {
    const things = (await loadSchemaCache(db)).table('things')!
    expect(things).toEqual({
      name: 'things',
      kind: 'r',
      primaryKey: ['id'],
      columns: [
        {
          name: 'id',
          type: 'bigint',
          nullable: false,
          default: "nextval('things_id_seq'::regclass)",
        },
        { name: 'name', type: 'character varying(20)', nullable: false, default: null },
        { name: 'note', type: 'text', nullable: true, default: "'n'::text" },
        { name: 'at', type: 'timestamp with time zone', nullable: true, default: null },
      ],
    })
  })

  it('keeps a composite primary key in key order, and views have none', async () => {
    const cache = await loadSchemaCache(db)
    expect(cache.table('pair')!.primaryKey).toEqual(['b', 'a'])
    expect(cache.table('thing_names')).toMatchObject({ kind: 'v', primaryKey: [] })
  })
})

describe('PGRST205 hint (fuzzy match, score >= 0.75)', () => {
  const cache = schemaCacheFromTables(
    ['events', 'items', 'simple_pk', 'no_pk'].map((name) => ({
      name,
      kind: 'r',
      columns: [],
      primaryKey: [],
    })),
  )

  it.each([
    ['eventz', "Perhaps you meant the table 'public.events'"],
    ['Events', "Perhaps you meant the table 'public.events'"],
    ['item', "Perhaps you meant the table 'public.items'"],
    ['faketable', null],
    ['x', null],
  ])('%s', (name, hint) => {
    expect(cache.tableHint(name)).toBe(hint)
  })

  it.each([
    ['events', 'events', 1],
    ['eventz', 'events', 5 / 6],
    ['abc', 'xyz', 0],
  ])('similarity(%s, %s)', (a, b, score) => {
    expect(similarity(a, b)).toBeCloseTo(score)
  })

  it('prefers the best candidate', () => {
    expect(closestName('evnts', ['items', 'events', 'vents'])).toBe('events')
  })
})

describe('SchemaCacheStore', () => {
  const empty = schemaCacheFromTables([])

  function counting() {
    let loads = 0
    let release: (() => void) | null = null
    const load = async (): Promise<SchemaCache> => {
      loads++
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return schemaCacheFromTables([{ name: `t${loads}`, kind: 'r', columns: [], primaryKey: [] }])
    }
    return { load, loads: () => loads, release: () => release?.() }
  }

  it('does not reload for a request older than the current cache', async () => {
    const loader = counting()
    const store = new SchemaCacheStore(empty, loader.load, performance.now())
    const cache = await store.refreshSince(performance.now() - 1000)
    expect(cache).toBe(empty)
    expect(loader.loads()).toBe(0)
  })

  it('shares one reload between concurrent misses', async () => {
    const loader = counting()
    const store = new SchemaCacheStore(empty, loader.load, 0)
    const since = performance.now()
    const a = store.refreshSince(since)
    const b = store.refreshSince(since)
    loader.release()
    expect(await a).toBe(await b)
    expect(loader.loads()).toBe(1)
    expect(store.get().table('t1')).toBeDefined()
  })

  it('queues at most one more reload for misses that arrive while one runs', async () => {
    const loader = counting()
    const store = new SchemaCacheStore(empty, loader.load, 0)
    const first = store.refreshSince(performance.now())
    await new Promise((r) => setTimeout(r, 2))
    const later = [1, 2, 3].map(() => store.refreshSince(performance.now()))
    loader.release()
    await first
    await new Promise((r) => setTimeout(r, 0))
    loader.release()
    const results = await Promise.all(later)
    expect(loader.loads()).toBe(2)
    expect(results.every((c) => c.table('t2') !== undefined)).toBe(true)
  })

  it('a failed reload keeps the old cache and lets the next miss try again', async () => {
    let fail = true
    const store = new SchemaCacheStore(
      empty,
      async () => {
        if (fail) throw new Error('db down')
        return schemaCacheFromTables([{ name: 'ok', kind: 'r', columns: [], primaryKey: [] }])
      },
      0,
    )
    await expect(store.reload()).rejects.toThrow('db down')
    expect(store.get()).toBe(empty)
    fail = false
    expect((await store.reload()).table('ok')).toBeDefined()
  })
})
