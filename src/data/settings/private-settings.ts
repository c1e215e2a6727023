// Private mode's settings in the database: one row per person in public.settings (user_id,
// value jsonb, updated_at), owned through row-level security. Loaded on demand by
// settings-store.ts, and only in private mode.
import type { Settings } from '@/model/settings/settings'
import { loadSupabase } from '../client/supabase'

async function client() {
  const setup = await loadSupabase()
  if (!setup.ok) throw new Error(setup.message)
  return setup.client
}

/** The stored value (unknown: settings-store.ts reads it safely), or undefined for no row. */
export async function fetchSettings(userId: string): Promise<unknown> {
  const { data, error } = await (
    await client()
  )
    .from('settings')
    .select('value')
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return (data as { value: unknown } | null)?.value ?? undefined
}

/** Inserts or replaces the person's row. */
export async function saveSettings(userId: string, settings: Settings): Promise<void> {
  const { error } = await (
    await client()
  )
    .from('settings')
    .upsert(
      { user_id: userId, value: settings, updated_at: new Date().toISOString() },
      { onConflict: 'user_id' },
    )
  if (error) throw new Error(error.message)
}
