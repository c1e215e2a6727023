import { describe, expect, it } from 'vitest'
import { nextAuthState, sessionChange, signedOutByUser, type AuthState } from './auth-state'

const signedIn = (userId: string, epoch = 1): AuthState => ({ status: 'signed-in', userId, epoch })

// auth-store.ts's initial state (that module reads the page, so not imported here).
const INITIAL_AUTH: AuthState = { status: 'loading', epoch: 0 }

describe('nextAuthState', () => {
  it('waits for INITIAL_SESSION, then is signed in or out', () => {
    expect(nextAuthState(INITIAL_AUTH, 'INITIAL_SESSION', 'u1')).toEqual(signedIn('u1'))
    expect(nextAuthState(INITIAL_AUTH, 'INITIAL_SESSION', null)).toEqual({
      status: 'signed-out',
      ended: false,
      epoch: 0,
    })
  })

  it('keeps the same state for the same user (a refresh, the tab shown again)', () => {
    const state = signedIn('u1')
    expect(nextAuthState(state, 'TOKEN_REFRESHED', 'u1')).toBe(state)
    expect(nextAuthState(state, 'SIGNED_IN', 'u1')).toBe(state)
  })

  it('counts each sign-in, and another user is a new one', () => {
    const out: AuthState = { status: 'signed-out', ended: true, epoch: 3 }
    expect(nextAuthState(out, 'SIGNED_IN', 'u1')).toEqual(signedIn('u1', 4))
    expect(nextAuthState(signedIn('u1', 4), 'SIGNED_IN', 'u2')).toEqual(signedIn('u2', 5))
  })

  it('calls a SIGNED_OUT nobody asked for an ending', () => {
    // The calendar stays mounted for u1 under the sign-in.
    expect(nextAuthState(signedIn('u1', 2), 'SIGNED_OUT', null)).toEqual({
      status: 'signed-out',
      ended: true,
      userId: 'u1',
      epoch: 2,
    })
    // A stored session refused while the page starts: told before INITIAL_SESSION, kept after.
    const ended = nextAuthState(INITIAL_AUTH, 'SIGNED_OUT', null)
    expect(ended).toEqual({ status: 'signed-out', ended: true, epoch: 0 })
    expect(nextAuthState(ended, 'INITIAL_SESSION', null)).toBe(ended)
  })

  it("takes 'Sign out' as no ending: the SIGNED_OUT after it changes nothing", () => {
    const out = signedOutByUser(signedIn('u1', 2))
    expect(out).toEqual({ status: 'signed-out', ended: false, epoch: 2 })
    expect(nextAuthState(out, 'SIGNED_OUT', null)).toBe(out)
    // 'Sign out' from the ended screen's calendar is no ending either.
    expect(signedOutByUser({ status: 'signed-out', ended: true, epoch: 2 })).toEqual(out)
  })
})

describe('sessionChange', () => {
  const ended: AuthState = { status: 'signed-out', ended: true, userId: 'u1', epoch: 2 }

  it('tells the same person coming back from another one', () => {
    expect(sessionChange(ended, nextAuthState(ended, 'SIGNED_IN', 'u1'))).toBe('same-user')
    expect(sessionChange(ended, nextAuthState(ended, 'SIGNED_IN', 'u2'))).toBe('other-user')
    // Another tab signed in as someone else while this one showed u1.
    expect(sessionChange(signedIn('u1'), signedIn('u2', 2))).toBe('other-user')
  })

  it('is nothing when no calendar was mounted, or nothing changed', () => {
    const out: AuthState = { status: 'signed-out', ended: false, epoch: 2 }
    expect(sessionChange(out, nextAuthState(out, 'SIGNED_IN', 'u1'))).toBeNull()
    expect(sessionChange(INITIAL_AUTH, signedIn('u1'))).toBeNull()
    const state = signedIn('u1')
    expect(sessionChange(state, nextAuthState(state, 'TOKEN_REFRESHED', 'u1'))).toBeNull()
  })
})
