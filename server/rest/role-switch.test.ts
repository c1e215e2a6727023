// A token signed with the secret may name any role; like PostgREST (connected as
// authenticator), only the roles granted to authenticator may be used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../http/app.ts'
import { DEFAULT_JWT_SECRET, signHs256 } from '../shared/auth.ts'
import { openPglite } from '../db/database.ts'

let app: App
beforeAll(async () => {
  app = await createApp({ db: await openPglite('memory://'), distDir: null })
}, 60_000)
afterAll(() => app.close())

async function getAs(role: string) {
  const token = await signHs256({ role }, DEFAULT_JWT_SECRET)
  const response = await app.fetch(
    new Request('http://localhost/rest/v1/events', {
      headers: { apikey: app.anonKey, Authorization: `Bearer ${token}` },
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

  it.each(['nobody', 'none', 'NONE'])(
    'a role that does not exist (%s) is 401 22023, as PostgREST v13.0.1+',
    async (role) => {
      expect(await getAs(role)).toEqual({
        status: 401,
        body: {
          code: '22023',
          details: null,
          hint: null,
          message: `role "${role}" does not exist`,
        },
      })
    },
  )

  it('checks the role before switching: a `none` claim never runs a statement as the owner', async () => {
    // set_config('role', 'none') is RESET ROLE: the owner. Were the check made after it, the
    // owner would run the prelude and the check; watch what runs, as whom.
    const seen: string[] = []
    const real = app.db
    const spy = await createApp({
      db: {
        ...real,
        engine: real.engine,
        transaction: (fn, opts) =>
          real.transaction(
            (tx) =>
              fn({
                ...tx,
                query: async (sql, params) => {
                  const result = await tx.query(sql, params)
                  const who = await tx.query('select current_user::text as u')
                  seen.push(`${String(who.rows[0]?.u)}: ${sql.slice(0, 30)}`)
                  return result
                },
              }),
            opts,
          ),
        close: async () => undefined,
      },
      distDir: null,
      migrate: false,
    })
    const token = await signHs256({ role: 'none' }, DEFAULT_JWT_SECRET)
    seen.length = 0 // what createApp ran (the schema cache)
    const response = await spy.fetch(
      new Request('http://localhost/rest/v1/events', {
        headers: { apikey: spy.anonKey, Authorization: `Bearer ${token}` },
      }),
    )
    expect(response.status).toBe(401)
    // Only the membership check ran, and nothing after it: no set_config, no statement.
    expect(seen).toEqual([expect.stringMatching(/^postgres: select \(r\.oid is not null\)/)])
  })
})
