// A token signed with the secret may name any role; like PostgREST (connected as
// authenticator), only the roles granted to authenticator may be used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from './app.ts'
import { DEFAULT_JWT_SECRET, signHs256 } from './auth.ts'
import { openPglite } from './db.ts'

let app: App
beforeAll(async () => {
  app = await createApp({ db: await openPglite('memory://'), distDir: null })
}, 60_000)
afterAll(() => app.close())

async function getAs(role: string) {
  const token = await signHs256({ role }, DEFAULT_JWT_SECRET)
  const response = await app.fetch(
    new Request('http://localhost/rest/v1/events', {
      headers: { Authorization: `Bearer ${token}` },
    }),
  )
  return { status: response.status, body: await response.json() }
}

describe('role switching', () => {
  it.each(['anon', 'authenticated', 'service_role'])('%s may be used', async (role) => {
    expect(await getAs(role)).toEqual({ status: 200, body: [] })
  })

  it.each(['postgres', 'pg_read_all_data'])(
    '%s is refused with 42501, not run as it',
    async (role) => {
      expect(await getAs(role)).toEqual({
        status: 403,
        body: {
          code: '42501',
          details: null,
          hint: null,
          message: `permission denied to set role "${role}"`,
        },
      })
    },
  )

  it('a role that does not exist is 401 22023, as PostgREST v13.0.1+', async () => {
    expect(await getAs('nobody')).toEqual({
      status: 401,
      body: { code: '22023', details: null, hint: null, message: 'role "nobody" does not exist' },
    })
  })
})
