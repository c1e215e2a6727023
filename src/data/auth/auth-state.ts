// Who is signed in, as the app decides it from supabase-js's auth events (onAuthStateChange).
// Pure, so each transition is tested without a client: use-session.ts feeds it the events.

export type AuthState =
  /** Before supabase-js has said INITIAL_SESSION: nothing is shown yet, so no sign-in flash. */
  | { status: 'loading'; epoch: number }
  /**
   * No session. `ended`: the session went without the person signing out (its refresh was
   * refused, it was revoked): the sign-in screen says so. `userId`: whose calendar stays
   * mounted under it meanwhile (none when the page started without a usable session).
   */
  | { status: 'signed-out'; ended: boolean; userId?: string; epoch: number }
  /** `epoch` counts the sign-ins of this page: a new one re-makes the live subscription. */
  | { status: 'signed-in'; userId: string; epoch: number }

/** supabase-js's AuthChangeEvent names that matter here (the others carry a session too). */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED'

/**
 * The state after `event`, whose session belongs to `userId` (null without one). The same
 * object when nothing changes: supabase-js says SIGNED_IN again each time the tab is shown.
 */
export function nextAuthState(
  state: AuthState,
  event: AuthEvent,
  userId: string | null,
): AuthState {
  const { epoch } = state
  if (userId && event !== 'SIGNED_OUT') {
    if (state.status === 'signed-in' && state.userId === userId) return state
    return { status: 'signed-in', userId, epoch: epoch + 1 }
  }
  if (event === 'SIGNED_OUT') {
    // Signed in (or, before INITIAL_SESSION, a stored session whose refresh was refused) and
    // gone without 'Sign out', which sets the state itself first (signedOutByUser).
    if (state.status === 'signed-in')
      return { status: 'signed-out', ended: true, userId: state.userId, epoch }
    if (state.status === 'loading') return { status: 'signed-out', ended: true, epoch }
    return state
  }
  // INITIAL_SESSION without a session: signed out, unless an ending was already told.
  if (state.status === 'loading') return { status: 'signed-out', ended: false, epoch }
  return state
}

/** What 'Sign out' sets before asking the server: the SIGNED_OUT that follows is no ending. */
export const signedOutByUser = (state: AuthState): AuthState =>
  state.status === 'signed-out' && !state.ended
    ? state
    : { status: 'signed-out', ended: false, epoch: state.epoch }

/** Whose calendar is mounted in `state`: the signed-in person's, or the one whose session ended. */
export const calendarUser = (state: AuthState): string | undefined =>
  state.status === 'loading' ? undefined : state.userId

/**
 * What a sign-in means for what the calendar holds: 'other-user' when someone else's calendar
 * was mounted (their events are forgotten before this one's are drawn), 'same-user' when the
 * person comes back after their session ended (what changed meanwhile is read again).
 */
export function sessionChange(
  before: AuthState,
  after: AuthState,
): 'other-user' | 'same-user' | null {
  if (after.status !== 'signed-in' || after.epoch === before.epoch) return null
  const shown = calendarUser(before)
  if (shown === undefined) return null
  return shown === after.userId ? 'same-user' : 'other-user'
}
