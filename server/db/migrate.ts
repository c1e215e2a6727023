// Applies supabase/migrations/*.sql at start, each once, in order, the way `supabase db push`
// does: files named `<digits>_<name>.sql` (`pkg/migration/file.go`), recorded by version in
// the CLI's own table, so a database later managed by the CLI sees the same history.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Database } from './database.ts'

const MIGRATION_PATTERN = /^([0-9]+)_(.*)\.sql$/

export interface MigrationFile {
  version: string
  name: string
  file: string
}

// Only the columns the CLI's table also has are written (it adds `statements`, which we
// leave null), so this works on either side of `supabase db push`.
const HISTORY_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz default now()
);
`

/** The migration files of a directory, by version (numerically, then as text). */
export async function listMigrations(dir: string): Promise<MigrationFile[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const files: MigrationFile[] = []
  for (const name of names) {
    const match = MIGRATION_PATTERN.exec(name)
    if (match) files.push({ version: match[1]!, name: match[2]!, file: path.join(dir, name) })
  }
  return files.sort(
    (a, b) =>
      (BigInt(a.version) < BigInt(b.version)
        ? -1
        : BigInt(a.version) > BigInt(b.version)
          ? 1
          : 0) || a.file.localeCompare(b.file),
  )
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`

/**
 * Runs, as the owner, every migration not yet recorded. Each file and its history row go to
 * the server as one multi-statement query, which PostgreSQL runs as a single implicit
 * transaction: a failing file leaves neither its changes nor its record behind.
 * Returns the versions applied now.
 */
export async function migrate(db: Database, dir: string): Promise<MigrationFile[]> {
  const files = await listMigrations(dir)
  if (files.length === 0) return []
  await db.exec(HISTORY_SQL)
  const { rows } = await db.transaction((tx) =>
    tx.query('select version from supabase_migrations.schema_migrations'),
  )
  const done = new Set(rows.map((row) => String(row.version)))
  const applied: MigrationFile[] = []
  for (const migration of files) {
    if (done.has(migration.version)) continue
    const sql = await readFile(migration.file, 'utf8')
    try {
      // The newline ends a trailing `--` comment before the history insert.
      await db.exec(
        `${sql}\n;\ninsert into supabase_migrations.schema_migrations (version, name) ` +
          `values (${literal(migration.version)}, ${literal(migration.name)});`,
      )
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new Error(`migration ${path.basename(migration.file)} failed: ${reason}`, {
        cause: error,
      })
    }
    done.add(migration.version)
    applied.push(migration)
  }
  return applied
}
