import type { AuthActions } from '@/data/auth/auth-actions'
import { SignInForm } from './sign-in-form'

/**
 * The page shown instead of the calendar in private mode, signed out: at first, after 'Sign
 * out', or after a reload whose stored session could not be refreshed (`ended`).
 */
export function SignInScreen({ actions, ended }: { actions: AuthActions; ended: boolean }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4 sm:p-6">
      <SignInForm actions={actions} ended={ended} />
    </main>
  )
}
