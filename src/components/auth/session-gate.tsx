import { useQueryClient } from '@tanstack/react-query'
import { Fragment, useCallback, useMemo, type ReactNode } from 'react'
import { authActions } from '@/data/auth/auth-actions'
import { forgetEvents } from '@/data/auth/sign-out'
import { useAuthState, useSessionChange } from '@/data/auth/use-session'
import { useSupabaseSetup } from '@/data/client/use-supabase-setup'
import { SessionEndedDialog } from './session-ended-dialog'
import { SignInScreen } from './sign-in-screen'

/**
 * Private mode's gate around the calendar (decisions.md, "Private mode"). Nothing until
 * supabase-js has said who is signed in (no flash of the sign-in screen on a reload). Signed
 * out: the sign-in screen as the page. Signed in: the calendar, keyed by the person, so another
 * person gets a fresh one. A session that ends on its own keeps the calendar mounted under the
 * sign-in dialog; the same person signing in finds it as it was, an open dialog's text too.
 * Loaded on demand: only private mode needs it.
 */
export default function SessionGate({ children }: { children: ReactNode }) {
  const auth = useAuthState()
  const setup = useSupabaseSetup()
  const queryClient = useQueryClient()
  const actions = useMemo(() => (setup?.ok ? authActions(setup.client) : undefined), [setup])

  // Someone else signed in over the calendar: the first person's events are forgotten before
  // the new calendar is drawn. The same person back: what changed while live updates were off
  // (there is no channel without a session) is read again.
  useSessionChange(
    useCallback(
      (change) => {
        if (change === 'other-user') forgetEvents(queryClient)
        else void queryClient.invalidateQueries()
      },
      [queryClient],
    ),
  )

  if (!actions || auth.status === 'loading') return null
  if (!auth.userId)
    return <SignInScreen actions={actions} ended={auth.status === 'signed-out' && auth.ended} />
  return (
    <>
      <Fragment key={auth.userId}>{children}</Fragment>
      {auth.status === 'signed-out' && <SessionEndedDialog actions={actions} />}
    </>
  )
}
