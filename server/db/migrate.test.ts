import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bootstrap } from './bootstrap.ts'
import { openPglite, type Database } from './database.ts'
import { listMigrations, migrate } from './migrate.ts'

let dir: string
let db: Database

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'calendar-migrate-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const write = (name: string, sql: string) => writeFile(path.join(dir, name), sql)
const query = async (sql: string) => (await db.transaction((tx) => tx.query(sql))).rows

describe('listMigrations', () => {
  it('keeps <digits>_<name>.sql files, in version order', async () => {
    await write('20240102000000_second.sql', '')
    await write('9_early.sql', '')
    await write('20240101000000_first.sql', '')
    await write('README.md', '')
    await write('no_version.sql', '')
    await write('20240103000000_not_sql.txt', '')
    const files = await listMigrations(dir)
    expect(files.map((f) => [f.version, f.name])).toEqual([
      ['9', 'early'],
      ['20240101000000', 'first'],
      ['20240102000000', 'second'],
    ])
  })

  it('treats a missing directory as no migrations', async () => {
    expect(await listMigrations(path.join(dir, 'missing'))).toEqual([])
  })
})

describe('migrate', () => {
  beforeEach(async () => {
    db = await openPglite('memory://')
  })
  afterEach(async () => {
    await db.close()
  })

  it('applies each file once, in order, and records it', async () => {
    await write('20240101000000_create.sql', 'create table public.log (step text);')
    await write('20240102000000_insert.sql', "insert into public.log values ('second');")
    await write(
      '20240101500000_between.sql',
      "insert into public.log values ('first') -- no newline",
    )

    const first = await migrate(db, dir)
    expect(first.map((m) => m.version)).toEqual([
      '20240101000000',
      '20240101500000',
      '20240102000000',
    ])
    expect(await query('select step from public.log')).toEqual([
      { step: 'first' },
      { step: 'second' },
    ])
    expect(
      await query(
        'select version, name from supabase_migrations.schema_migrations order by version',
      ),
    ).toEqual([
      { version: '20240101000000', name: 'create' },
      { version: '20240101500000', name: 'between' },
      { version: '20240102000000', name: 'insert' },
    ])

    expect(await migrate(db, dir)).toEqual([])
    expect(await query('select count(*)::int as n from public.log')).toEqual([{ n: 2 }])

    await write('20240103000000_more.sql', "insert into public.log values ('third');")
    expect((await migrate(db, dir)).map((m) => m.name)).toEqual(['more'])
    expect(await query('select count(*)::int as n from public.log')).toEqual([{ n: 3 }])
  })

  it('leaves nothing of a failing file behind and names it', async () => {
    await write('1_ok.sql', 'create table public.a (x int);')
    await write('2_bad.sql', 'create table public.b (x int);\nselect 1/0;')
    await expect(migrate(db, dir)).rejects.toThrow('migration 2_bad.sql failed: division by zero')
    expect(
      await query("select to_regclass('public.a')::text as a, to_regclass('public.b')::text as b"),
    ).toEqual([{ a: 'a', b: null }])
    expect(await query('select version from supabase_migrations.schema_migrations')).toEqual([
      { version: '1' },
    ])
  })

  it("applies the project's setup SQL, twice safely", async () => {
    const migrations = path.resolve(import.meta.dirname, '../../supabase/migrations')
    await bootstrap(db) // its grants name Supabase's roles
    const applied = await migrate(db, migrations)
    expect(applied.length).toBeGreaterThan(0)
    expect(await query("select to_regclass('public.events')::text as t")).toEqual([{ t: 'events' }])
    expect(await migrate(db, migrations)).toEqual([])
  })

  it('quotes names with quotes in them', async () => {
    await write("5_it's.sql", 'select 1;')
    await migrate(db, dir)
    expect(await query('select name from supabase_migrations.schema_migrations')).toEqual([
      { name: "it's" },
    ])
  })
})
