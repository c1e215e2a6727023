// What the sign-in screen asks of supabase-js's auth client: each answer is GoTrue's own
// message as supabase-js returns it ('Invalid login credentials', 'User already registered', a
// weak password's, a rate limit's), for the screen to show as it is (decisions.md, "Private
// mode"). A session, when one comes, reaches the app through onAuthStateChange (use-session.ts).
import type { AuthError, SupabaseClient } from '@supabase/supabase-js'

export type AuthOutcome =
  /** Signed in: onAuthStateChange says so too. */
  | { kind: 'signed-in' }
  /** An email went out (a sign-in link, or an account's confirmation): its link or code. */
  | { kind: 'check-email' }
  | { kind: 'error'; message: string }

export interface AuthActions {
  signIn(email: string, password: string): Promise<AuthOutcome>
  createAccount(email: string, password: string): Promise<AuthOutcome>
  sendLink(email: string): Promise<AuthOutcome>
  /** The 6-digit code from the email the link came in. */
  verifyCode(email: string, code: string): Promise<AuthOutcome>
}

/**
 * The page a sign-in link brings the person back to: this one, without a hash (supabase-js
 * reads the session from the hash the link adds, detectSessionInUrl).
 */
export const appUrl = () => `${window.location.origin}${window.location.pathname}`

function outcome(error: AuthError | null, signedIn: boolean): AuthOutcome {
  if (error) return { kind: 'error', message: messageOf(error) }
  return signedIn ? { kind: 'signed-in' } : { kind: 'check-email' }
}

/** GoTrue's message; a fetch that did not reach it says that (supabase-js's own words). */
const messageOf = (error: AuthError) => error.message || 'Something went wrong. Try again.'

/** A thrown error (the network, an unexpected answer) as an outcome, never an exception. */
async function settled(run: () => Promise<AuthOutcome>): Promise<AuthOutcome> {
  try {
    return await run()
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) }
  }
}

export function authActions(client: SupabaseClient): AuthActions {
  const { auth } = client
  return {
    signIn: (email, password) =>
      settled(async () => {
        const { data, error } = await auth.signInWithPassword({ email, password })
        return outcome(error, !!data.session)
      }),
    createAccount: (email, password) =>
      settled(async () => {
        const { data, error } = await auth.signUp({
          email,
          password,
          options: { emailRedirectTo: appUrl() },
        })
        // Without a session the server wants the address confirmed first: its email has the link.
        return outcome(error, !!data.session)
      }),
    sendLink: (email) =>
      settled(async () => {
        const { error } = await auth.signInWithOtp({
          email,
          options: { emailRedirectTo: appUrl() },
        })
        return outcome(error, false)
      }),
    verifyCode: (email, code) =>
      settled(async () => {
        const { data, error } = await auth.verifyOtp({ email, token: code, type: 'email' })
        return outcome(error, !!data.session)
      }),
  }
}
