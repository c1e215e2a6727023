import { describe, expect, it } from 'vitest'
import { setupSql } from './setup-sql'

// Vite's ?raw import is the file's text byte for byte; this checks it is the right file.
describe('setupSql', () => {
  it('is the events migration', () => {
    expect(setupSql.startsWith('-- Calendar: the events table.')).toBe(true)
    expect(setupSql).toContain('create table if not exists public.events')
    expect(setupSql).toContain('enable row level security')
  })
})
