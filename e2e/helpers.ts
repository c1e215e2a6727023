// Shared steps of the browser tests: seeding rows straight into the test's database, reading
// them back, and finding the app's parts the way a user (or a screen reader) would.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, type Backend } from './fixtures.ts'

const MIGRATIONS = path.resolve(import.meta.dirname, '../supabase/migrations')

/**
 * The setup SQL the banner shows and copies: every migration file, in version order, byte for
 * byte, joined by a newline (product.md §2, "Setup banner": the banner shows the migration
 * text; docs/decisions.md, "Setup SQL": src/data/schema/setup-sql.ts joins every file).
 */
export const setupSql = () =>
  readdirSync(MIGRATIONS)
    .filter((file) => /^\d+_.*\.sql$/.test(file))
    .sort((a, b) => Number(BigInt(a.split('_')[0]!) - BigInt(b.split('_')[0]!)))
    .map((file) => readFileSync(path.join(MIGRATIONS, file), 'utf8'))
    .join('\n')

/** Saturday, November 21, 2026, 10:15 local time: the fixed "now" of most tests. */
export const NOW = new Date(2026, 10, 21, 10, 15)

export interface SeedEvent {
  title: string
  /** ISO instants (with an offset or Z) or anything PostgreSQL reads as timestamptz. */
  start: string
  end: string
  description?: string | null
  color?: string
  /**
   * Sets `all_day` (then `start` and `end` should be 00:00 UTC of the first day and of the day
   * after the last: docs/decisions.md, "All-day events"). Left out, the column is not named, so
   * seeding also works on a database set up before all-day events.
   */
  allDay?: boolean
}

export interface EventRow {
  id: string
  title: string
  description: string | null
  start_time: string
  end_time: string
  color: string
}

/** Inserts rows as the owner (as psql would) and returns their ids in order. */
export async function seed(backend: Backend, events: SeedEvent[]): Promise<string[]> {
  return backend.app.db.transaction(async (tx) => {
    const ids: string[] = []
    for (const e of events) {
      const columns = ['title', 'description', 'start_time', 'end_time', 'color']
      const values: unknown[] = [
        e.title,
        e.description ?? null,
        e.start,
        e.end,
        e.color ?? '#3b82f6',
      ]
      if (e.allDay !== undefined) {
        columns.push('all_day')
        values.push(e.allDay)
      }
      const { rows } = await tx.query(
        `insert into events (${columns.join(', ')})
         values (${values.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
        values,
      )
      ids.push(String(rows[0]?.id))
    }
    return ids
  })
}

/** Every row, as the owner sees it, times in UTC ISO form. */
export async function rows(backend: Backend): Promise<EventRow[]> {
  const result = await backend.app.db.transaction((tx) =>
    tx.query(
      `select id, title, description, color,
              to_char(start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start_time,
              to_char(end_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as end_time
         from events order by start_time, id`,
    ),
  )
  return result.rows as unknown as EventRow[]
}

export async function countEvents(backend: Backend): Promise<number> {
  const result = await backend.app.db.transaction((tx) =>
    tx.query('select count(*)::int as n from events'),
  )
  return Number(result.rows[0]?.n)
}

/** Opens the calendar and waits until its first load has settled. */
export async function openCalendar(page: Page, backend: Backend, at: Date | null = NOW) {
  if (at) await page.clock.setFixedTime(at)
  await page.goto(backend.url)
  await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible()
  await settled(page)
}

/**
 * The URL of the chunk of code named `name`: its file in dist/assets, without the hash, with or
 * without the query a retry asks for it with (src/lib/retrying-import.ts).
 */
export const chunkFile = (name: string) => new RegExp(`/assets/${name}-[^/?]*\\.js(\\?.*)?$`)

/**
 * Resolves once the chunk of code named `name` (chunkFile) is in, with every chunk it imports;
 * the app fetches it on its own. Call before the page is opened.
 */
export function chunkLoaded(page: Page, name: string): () => Promise<void> {
  const file = chunkFile(name)
  const response = page.waitForResponse((r) => file.test(r.url()))
  return async () => {
    // The chunk's own file can arrive before the shared chunks it imports, which the app
    // fetches beside it (a test that stopped the server then saw the dialog fail to load).
    // Importing the same URL joins the app's own import: the browser keeps one module per
    // URL, so this fetches nothing again and resolves once all of it is evaluated.
    const url = (await response).url()
    await page.evaluate(async (chunk) => {
      await import(chunk)
    }, url)
    // A frame later the app uses it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  }
}

/**
 * Resolves once the drag code is in: it loads after the first paint
 * (src/components/views/drag-loader.ts), and a press before it arrives is a plain click (on a
 * loaded machine that can take a while). Call before the page is opened.
 */
export const dragLoaded = (page: Page) => chunkLoaded(page, 'drag-starts')

/** The events query is done (the main region is not busy). */
export async function settled(page: Page) {
  await expect(page.getByRole('main', { includeHidden: true })).toHaveAttribute(
    'aria-busy',
    'false',
  )
}

export const periodHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first()

export const viewButton = (page: Page, name: 'Day' | 'Week' | 'Month' | 'Agenda' | 'Year') =>
  page.getByRole('group', { name: 'View' }).getByRole('button', { name, exact: true })

/**
 * The one visible notification (product.md §4: at most one at a time). While the modal dialog is
 * open, Radix hides everything outside it from assistive technology (aria-hidden), the
 * toast viewport included, and announces the toast through its own live region instead; so
 * hidden elements count here and visibility is checked on screen.
 */
export const toastItem = (page: Page) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })

export async function expectToast(
  page: Page,
  title: string,
  description: string,
  options: { destructive?: boolean } = {},
) {
  const item = toastItem(page)
  await expect(item).toHaveCount(1)
  await expect(item.getByText(title, { exact: true })).toBeVisible()
  await expect(item.getByText(description, { exact: true })).toBeVisible()
  await expect(item).toHaveAttribute(
    'data-variant',
    options.destructive ? 'destructive' : 'default',
  )
}

export interface DialogParts {
  root: Locator
  title: Locator
  description: Locator
  start: Locator
  end: Locator
  save: Locator
  cancel: Locator
  remove: Locator
  color: (name: string) => Locator
}

export function dialog(page: Page): DialogParts {
  const root = page.getByRole('dialog')
  return {
    root,
    title: root.getByLabel('Title', { exact: true }),
    description: root.getByLabel('Description', { exact: true }),
    start: root.getByLabel('Start Time', { exact: true }),
    end: root.getByLabel('End Time', { exact: true }),
    save: root.getByRole('button', { name: 'Save', exact: true }),
    cancel: root.getByRole('button', { name: 'Cancel', exact: true }),
    remove: root.getByRole('button', { name: 'Delete', exact: true }),
    color: (name: string) => root.getByRole('radio', { name: new RegExp(`^${name} `) }),
  }
}

/** A day column of the week and day grids. */
export const dayColumn = (page: Page, date: string) =>
  page.locator(`[data-day-column][data-date="${date}"]`)

/**
 * Where `hour` begins in the day column of `date`, in the page's pixels: 60px an hour from
 * the column's top (the hours are the column's background, not elements: use-hour-slots.tsx).
 */
export async function hourTop(page: Page, date: string, hour: number): Promise<number> {
  const box = await dayColumn(page, date).boundingBox()
  if (!box) throw new Error(`no day column for ${date}`)
  return box.y + hour * 60
}

/** Clicks the middle of the hour slot `hour` of the day column of `date`, as a person would. */
export async function clickHourSlot(page: Page, date: string, hour: number) {
  const column = dayColumn(page, date)
  const box = await column.boundingBox()
  if (!box) throw new Error(`no day column for ${date}`)
  await column.click({ position: { x: box.width / 2, y: hour * 60 + 30 } })
}

/** An event as drawn in the current view (month chip or time-grid block). */
export const eventButton = (page: Page, title: string) =>
  page.getByRole('main').getByRole('button', { name: title })

/** The page does not scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(widths.scroll, 'page scrollWidth vs clientWidth').toBeLessThanOrEqual(widths.client)
}

/**
 * Where screenshot specs save their PNGs: test-results/screenshots on an ordinary run, so
 * `npm test` leaves the work tree clean; docs/screenshots (committed, shown in the README)
 * with UPDATE_SCREENSHOTS=1.
 */
export const SCREENSHOT_DIR = path.resolve(
  import.meta.dirname,
  process.env.UPDATE_SCREENSHOTS ? '../docs/screenshots' : '../test-results/screenshots',
)

/**
 * The copies of the query cache this device keeps for offline use (IndexedDB, src/data/offline),
 * by storage key ('query-cache:<owner>'), each with the titles of the events it holds. Reads
 * without creating the database, which the app would then find without its store.
 */
export const deviceCopies = (page: Page) =>
  page.evaluate(async () => {
    const NAME = 'calendar-offline'
    if (!(await indexedDB.databases()).some((db) => db.name === NAME)) return {}
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(NAME)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    try {
      if (!db.objectStoreNames.contains('query-cache')) return {}
      const store = db.transaction('query-cache').objectStore('query-cache')
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
      const [keys, copies] = await Promise.all([read(store.getAllKeys()), read(store.getAll())])
      return Object.fromEntries(
        keys.flatMap((key, i) => {
          // The queue of writes made offline is kept beside the copies (write-replay.ts).
          if (!String(key).startsWith('query-cache:')) return []
          const queries = copies[i].clientState.queries as { state: { data: unknown } }[]
          const titles = queries.flatMap(({ state }) =>
            Array.isArray(state.data)
              ? state.data.map((event: { title?: string }) => `${event.title}`)
              : [],
          )
          return [[String(key), titles]]
        }),
      ) as Record<string, string[]>
    } finally {
      db.close()
    }
  })
