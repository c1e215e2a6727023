// A range of more rows than the server gives at once (1,000, Supabase's max_rows): every row is
// read, the first page counting them (Prefer: count=exact) and the others read side by side.
import type { Request } from '@playwright/test'
import { expect, test } from './fixtures.ts'

test('a day of 2,500 events: every page is read, the later ones together', async ({
  page,
  backend,
}) => {
  // 2,500 quarter-hour events on November 12 (UTC, where the browser runs).
  await backend.sql(`insert into events (title, start_time, end_time)
    select 'Busy ' || n, timestamptz '2026-11-12 08:00Z' + n * interval '10 seconds',
           timestamptz '2026-11-12 08:15Z' + n * interval '10 seconds'
    from generate_series(1, 2500) n`)
  // The span reads in the order the browser sent and finished them. supabase-js sends
  // range(from, to) as offset and limit.
  const log: string[] = []
  const prefer: Record<string, string | undefined> = {}
  const pageOf = (request: Request) => {
    const url = new URL(request.url())
    if (!url.pathname.endsWith('/events_by_span')) return null
    return `${url.searchParams.get('offset') ?? 0}+${url.searchParams.get('limit')}`
  }
  page.on('request', (request) => {
    const at = pageOf(request)
    if (at === null) return
    log.push(`sent ${at}`)
    prefer[at] ??= request.headers()['prefer']
  })
  page.on('requestfinished', (request) => {
    const at = pageOf(request)
    if (at !== null) log.push(`done ${at}`)
  })
  await page.clock.setFixedTime(new Date('2026-11-21T10:00:00Z'))
  await page.goto(backend.url)
  await expect(
    page.locator('[data-date="2026-11-12"]').getByRole('button', { name: '+2497 more' }),
  ).toBeVisible()
  // The shown month's reads come first (its neighbours' once it is painted): the first page,
  // then the second and third both asked for before either is answered.
  expect(log.slice(0, 4)).toEqual([
    'sent 0+1000',
    'done 0+1000',
    'sent 1000+1000',
    'sent 2000+1000',
  ])
  expect(prefer['0+1000']).toContain('count=exact')
  expect(prefer['1000+1000'] ?? '').not.toContain('count')
})
