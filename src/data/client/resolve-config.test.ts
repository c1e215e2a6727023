import { describe, expect, it } from 'vitest'
import { resolveConfig, type ConfigInput } from './resolve-config'

const origin = 'http://127.0.0.1:54321'
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

describe('resolveConfig', () => {
  it.each<[string, Omit<ConfigInput, 'origin'>, ReturnType<typeof resolveConfig>]>([
    ['nothing set: the local backend and its demo key', {}, { url: origin, key: LOCAL_ANON_KEY }],
    [
      'nothing set, key injected by the backend',
      { metaKey: 'meta-key' },
      { url: origin, key: 'meta-key' },
    ],
    [
      'URL and anon key',
      { envUrl: 'https://x.supabase.co', envAnonKey: 'anon' },
      { url: 'https://x.supabase.co', key: 'anon' },
    ],
    [
      'URL and publishable key',
      { envUrl: 'https://x.supabase.co', envPublishableKey: 'pub' },
      { url: 'https://x.supabase.co', key: 'pub' },
    ],
    [
      'anon key wins over publishable',
      { envUrl: 'https://x.supabase.co', envAnonKey: 'anon', envPublishableKey: 'pub' },
      { url: 'https://x.supabase.co', key: 'anon' },
    ],
    [
      'URL without a key: names the missing variable',
      { envUrl: 'https://x.supabase.co', metaKey: 'meta-key' },
      { url: 'https://x.supabase.co', key: '', missing: 'VITE_SUPABASE_ANON_KEY' },
    ],
    [
      'empty strings count as unset',
      { envUrl: '', envAnonKey: '' },
      { url: origin, key: LOCAL_ANON_KEY },
    ],
  ])('%s', (_, input, expected) => {
    expect(resolveConfig({ origin, ...input })).toEqual(expected)
  })
})
