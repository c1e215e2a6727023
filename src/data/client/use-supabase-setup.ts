import { useEffect, useState } from 'react'
import { loadSupabase, type SupabaseSetup } from './supabase'

/** The client's setup once the library has loaded; undefined until then. */
export function useSupabaseSetup(): SupabaseSetup | undefined {
  const [setup, setSetup] = useState<SupabaseSetup>()
  useEffect(() => {
    let live = true
    void loadSupabase().then((result) => live && setSetup(result))
    return () => {
      live = false
    }
  }, [])
  return setup
}
