import { describe, expect, it } from 'vitest'
import { sqlEditorUrl } from './sql-editor-url'

const origin = 'http://127.0.0.1:54321'

describe('sqlEditorUrl', () => {
  it.each([
    // [configured URL, override, editor URL, provider]
    [undefined, undefined, 'http://127.0.0.1:54321/sql-editor', 'local'],
    ['http://localhost:54321', undefined, 'http://localhost:54321/sql-editor', 'local'],
    ['http://127.0.0.1:8000/', undefined, 'http://127.0.0.1:8000/sql-editor', 'local'],
    [
      'https://abcdefghijklmnop.supabase.co',
      undefined,
      'https://supabase.com/dashboard/project/abcdefghijklmnop/sql/new',
      'Supabase',
    ],
    [
      'https://abcdefghijklmnop.supabase.co/',
      undefined,
      'https://supabase.com/dashboard/project/abcdefghijklmnop/sql/new',
      'Supabase',
    ],
    [
      'https://db.example.com',
      undefined,
      'https://supabase.com/dashboard/project/_/sql/new',
      'Supabase',
    ],
    [
      'https://abc.supabase.co.evil.com',
      undefined,
      'https://supabase.com/dashboard/project/_/sql/new',
      'Supabase',
    ],
    [
      'https://abc.supabase.co',
      'https://studio.example.com/sql',
      'https://studio.example.com/sql',
      'Supabase',
    ],
    [undefined, 'http://127.0.0.1:9999/editor', 'http://127.0.0.1:9999/editor', 'local'],
  ])('%s (override %s) -> %s', (configured, override, url, provider) => {
    expect(sqlEditorUrl(configured, origin, override)).toEqual({ url, provider })
  })
})
