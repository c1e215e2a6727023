import type { QueryClient } from '@tanstack/react-query'
import { signOut } from '@/data/auth/sign-out'
import { loadSupabase } from '@/data/client/supabase'
import { THEME_KEY } from '@/theme/theme'
import { clearToasts, toast } from '../ui/use-toast'

/**
 * 'Sign out' in the 'More' menu: the sign-in screen at once, the toast 'Signed out', and
 * nothing of the person's calendar left in the page or on the device (sign-out.ts). Toasts go
 * too: one can name an event and hold its Undo. The theme choice is not personal: it stays.
 */
export async function signOutAndForget(queryClient: QueryClient): Promise<void> {
  const setup = await loadSupabase()
  if (!setup.ok) return
  clearToasts()
  const done = signOut(setup.client, queryClient, { keep: [THEME_KEY] })
  toast({ title: 'Signed out' })
  // The server's refusal or absence changes nothing here: the session is gone from the page.
  await done.catch(() => undefined)
}
