// The one Supabase client of the app. The library is loaded beside the first paint (it is
// most of the app's JavaScript) and never throws: a configuration problem resolves to
// `{ ok: false }` with the library's own message, and the app shows its configuration screen.
import type { SupabaseClient } from '@supabase/supabase-js'
import { resolveConfig } from './resolve-config'
import { sqlEditorUrl } from '../schema/sql-editor-url'

export type SupabaseSetup =
  { ok: true; client: SupabaseClient } | { ok: false; missing?: string; message: string }

const env = import.meta.env

const supabaseConfig = resolveConfig({
  envUrl: env.VITE_SUPABASE_URL,
  envAnonKey: env.VITE_SUPABASE_ANON_KEY,
  envPublishableKey: env.VITE_SUPABASE_PUBLISHABLE_KEY,
  origin: window.location.origin,
  metaKey:
    document.querySelector('meta[name="supabase-anon-key"]')?.getAttribute('content') || undefined,
})

export const sqlEditor = sqlEditorUrl(
  env.VITE_SUPABASE_URL,
  window.location.origin,
  env.VITE_SQL_EDITOR_URL,
)

let setup: Promise<SupabaseSetup> | undefined

export function loadSupabase(): Promise<SupabaseSetup> {
  if (setup) return setup
  setup = import('@supabase/supabase-js').then(({ createClient }) => {
    try {
      const client = createClient(supabaseConfig.url, supabaseConfig.key, {
        auth: { storage: localStorage, persistSession: true, autoRefreshToken: true },
      })
      return { ok: true, client }
    } catch (error) {
      return {
        ok: false,
        missing: supabaseConfig.missing,
        message: error instanceof Error ? error.message : String(error),
      }
    }
  })
  // A chunk that did not arrive is fetched again by the next call, not failed for good.
  setup.catch(() => (setup = undefined))
  return setup
}
