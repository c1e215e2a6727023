// Private mode's Auth (docs/auth-protocol.md) with the real auth client of supabase-js in Node
// against the server on a loopback port, on the engine CONFORMANCE_ENGINE selects: sign-up,
// password sign-in and its errors, email codes and the magic link through the mailbox, refresh
// rotation and reuse, a short-lived token, sign-out everywhere, and then REST as the signed-in
// user, with private-mode.sql's policies deciding who sees what.
import {
  createClient,
  isAuthApiError,
  isAuthWeakPasswordError,
  type SupabaseClient,
} from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { ANON_KEY, startServer, type Listening, type TestServer } from './harness.ts'

let server: TestServer
let listening: Listening

beforeAll(async () => {
  server = await startServer({
    fixtures: false,
    private: true,
    // Reuse of a rotated token is refused at once here, so that the test need not wait out
    // GoTrue's 10 s interval (the interval itself: server/auth/auth-service.test.ts).
    auth: { rateLimits: false, refreshTokenReuseSeconds: 0 },
  })
  listening = await server.listen()
})
afterAll(() => server?.close())

const clients: SupabaseClient[] = []
afterAll(async () => {
  for (const client of clients) await client.removeAllChannels()
})

/** supabase-js as the app makes it, on the listening port. */
function client(url = listening.url): SupabaseClient {
  const sb = createClient(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  })
  clients.push(sb)
  return sb
}

let counter = 0
const address = (name: string) => `${name}-${++counter}@example.org`
const lastMail = () => server.app.mailbox.messages().at(-1)!

describe('password accounts', () => {
  it('signUp gives a session and the user; signInWithPassword another session', async () => {
    const email = address('Ada')
    const sb = client()
    const up = await sb.auth.signUp({ email, password: 'correct horse' })
    expect(up.error).toBeNull()
    expect(up.data.user?.email).toBe(email.toLowerCase())
    expect(up.data.session?.access_token).toBeTruthy()
    expect(up.data.session?.expires_in).toBe(3600)

    const other = client()
    const signedIn = await other.auth.signInWithPassword({ email, password: 'correct horse' })
    expect(signedIn.error).toBeNull()
    expect(signedIn.data.user?.id).toBe(up.data.user?.id)
    expect(signedIn.data.session?.refresh_token).not.toBe(up.data.session?.refresh_token)

    const { data, error } = await other.auth.getUser()
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email.toLowerCase())
  })

  it('a wrong password is AuthApiError invalid_credentials', async () => {
    const email = address('wrong')
    await client().auth.signUp({ email, password: 'correct horse' })
    const { data, error } = await client().auth.signInWithPassword({ email, password: 'nope!!' })
    expect(data.session).toBeNull()
    expect(isAuthApiError(error)).toBe(true)
    expect(error?.message).toBe('Invalid login credentials')
    expect(error?.code).toBe('invalid_credentials')
    expect(error?.status).toBe(400)
  })

  it('signing up an existing address is "User already registered"', async () => {
    const email = address('twice')
    await client().auth.signUp({ email, password: 'correct horse' })
    const { error } = await client().auth.signUp({ email, password: 'another one' })
    expect(isAuthApiError(error)).toBe(true)
    expect(error?.message).toBe('User already registered')
    expect(error?.code).toBe('user_already_exists')
    expect(error?.status).toBe(422)
  })

  it('a weak password is AuthWeakPasswordError with its reasons', async () => {
    const { error } = await client().auth.signUp({ email: address('weak'), password: '123' })
    expect(isAuthWeakPasswordError(error)).toBe(true)
    if (!isAuthWeakPasswordError(error)) return
    expect(error.reasons).toEqual(['length'])
    expect(error.message).toBe('Password should be at least 6 characters.')
    expect(error.status).toBe(422)
  })
})

describe('email codes and magic links', () => {
  it('signInWithOtp, then verifyOtp with the code from the mailbox', async () => {
    const email = address('otp')
    const sb = client()
    const sent = await sb.auth.signInWithOtp({ email })
    expect(sent.error).toBeNull()
    const mail = lastMail()
    expect(mail.to).toBe(email)
    const { data, error } = await sb.auth.verifyOtp({ email, token: mail.code, type: 'email' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    expect((await sb.auth.getUser()).data.user?.email).toBe(email)
    const again = await client().auth.verifyOtp({ email, token: mail.code, type: 'email' })
    expect(again.error?.code).toBe('otp_expired')
    expect(again.error?.status).toBe(403)
  })

  it('the magic link: 303 to the app with the session in the hash, which the client takes', async () => {
    const email = address('link')
    await client().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://localhost:5173/' },
    })
    const response = await fetch(lastMail().link, { redirect: 'manual' })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!)
    expect(location.origin).toBe('http://localhost:5173')
    const hash = new URLSearchParams(location.hash.slice(1))
    expect(hash.get('type')).toBe('magiclink')
    expect(hash.get('token_type')).toBe('bearer')
    expect(Number(hash.get('expires_at'))).toBeGreaterThan(Date.now() / 1000)
    const sb = client()
    const { data, error } = await sb.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
  })
})

describe('sessions', () => {
  it('refreshSession rotates; the old refresh token used again ends the session', async () => {
    const email = address('rotate')
    const sb = client()
    const first = (await sb.auth.signUp({ email, password: 'correct horse' })).data.session!
    const second = await sb.auth.refreshSession()
    expect(second.error).toBeNull()
    expect(second.data.session?.refresh_token).not.toBe(first.refresh_token)

    const thief = client()
    const reused = await thief.auth.refreshSession({ refresh_token: first.refresh_token })
    expect(reused.data.session).toBeNull()
    expect(isAuthApiError(reused.error)).toBe(true)
    expect(reused.error?.code).toBe('refresh_token_already_used')
    expect(reused.error?.message).toBe('Invalid Refresh Token: Already Used')
    // The session is gone for its owner too.
    const owner = await sb.auth.refreshSession()
    expect(owner.error?.code).toBe('refresh_token_not_found')
  })

  it('signOut (global) ends the other sessions: their refresh tokens die', async () => {
    const email = address('out')
    await client().auth.signUp({ email, password: 'correct horse' })
    const phone = client()
    const laptop = client()
    await phone.auth.signInWithPassword({ email, password: 'correct horse' })
    const laptopSession = (
      await laptop.auth.signInWithPassword({ email, password: 'correct horse' })
    ).data.session!
    const out = await phone.auth.signOut()
    expect(out.error).toBeNull()
    expect((await phone.auth.getSession()).data.session).toBeNull()
    const refreshed = await client().auth.refreshSession({
      refresh_token: laptopSession.refresh_token,
    })
    expect(refreshed.error?.code).toBe('refresh_token_not_found')
    const user = await laptop.auth.getUser()
    expect(user.error?.name).toBe('AuthSessionMissingError')
  })

  it('a short-lived access token expires, and a refresh renews it', async () => {
    const short = await startServer({
      fixtures: false,
      private: true,
      auth: { rateLimits: false, jwtExpirySeconds: 1 },
    })
    try {
      const port = await short.listen()
      const sb = client(port.url)
      const session = (await sb.auth.signUp({ email: address('short'), password: 'correct horse' }))
        .data.session!
      expect(session.expires_in).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 2100))
      const expired = await client(port.url).auth.getUser(session.access_token)
      expect(expired.error?.code).toBe('bad_jwt')
      const renewed = await sb.auth.refreshSession()
      expect(renewed.error).toBeNull()
      expect((await sb.auth.getUser()).data.user?.id).toBe(session.user.id)
    } finally {
      await short.close()
    }
  })
})

describe('REST as the signed-in user (private-mode.sql)', () => {
  const event = (title: string) => ({
    title,
    start_time: '2026-03-02T10:00:00Z',
    end_time: '2026-03-02T11:00:00Z',
  })

  it('inserts with user_id set by default, reads its own; others and anon get nothing', async () => {
    const ada = client()
    const adaUser = (await ada.auth.signUp({ email: address('owner'), password: 'correct horse' }))
      .data.user!
    const inserted = await ada.from('events').insert(event('Ada’s')).select()
    expect(inserted.error).toBeNull()
    expect(inserted.data).toHaveLength(1)
    expect(inserted.data![0].user_id).toBe(adaUser.id)
    const mine = await ada.from('events').select('title, user_id')
    expect(mine.data).toEqual([{ title: 'Ada’s', user_id: adaUser.id }])

    const bob = client()
    await bob.auth.signUp({ email: address('other'), password: 'correct horse' })
    expect((await bob.from('events').select('title')).data).toEqual([])
    const forged = await bob.from('events').insert({ ...event('forged'), user_id: adaUser.id })
    expect(forged.error?.code).toBe('42501')

    const anon = await client().from('events').select('title')
    expect(anon.data).toBeNull()
    expect(anon.error?.code).toBe('42501')
  })
})
