// The series functions are all or nothing through a crash (docs/decisions.md, "Repeating events:
// one transaction each"): the server runs as a process on a PGlite data directory, four
// families of repeating events are edited through POST /rest/v1/rpc/<function> (each family one
// edit at a time, the four side by side), and the server is killed with SIGKILL at random
// moments. After each restart every family must be exactly as it was before its edit in flight,
// or exactly as that edit leaves it: never in between. What "after" is comes from a mirror: the
// same migrations on an in-memory PGlite in this process, where each edit is first tried in a
// transaction rolled back (every id is chosen here, so both databases make the same rows).
// Bounded: 200 edits, a kill every 16 to 32 of them (about eight restarts): about 30 s on two
// idle cores (restarts are most of it), 70 s on a loaded machine. An edit is rarely applied with
// its answer lost (the kill must fall between the commit and the answer); most in flight at a
// kill are not applied. Either is checked.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrap } from '../db/bootstrap.ts'
import { openPglite, type Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { freePort, keyIn, ready, ROOT, serverProcess, type Run } from '../testing/server-process.ts'

const EDITS = 200
const FAMILIES = 4
/** A kill comes after this many more edits are sent, then 0 to 120 ms later: mid-request. */
const KILL_EVERY: [number, number] = [16, 32]
const KILL_DELAY_MS: [number, number] = [0, 120]

let tmp: string
let dist: string
let dataDir: string
let mirror: Database
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'calendar-series-crash-'))
  dist = path.join(tmp, 'dist')
  dataDir = path.join(tmp, 'data')
  await mkdir(dist)
  await writeFile(path.join(dist, 'index.html'), '<html><head></head><body></body></html>')
  mirror = await openPglite('memory://')
  await bootstrap(mirror)
  await migrate(mirror, path.join(ROOT, 'supabase/migrations'))
}, 60_000)
/** The server running now: stopped at the end even when the test fails or times out. */
let running: Run | undefined
afterAll(async () => {
  running?.child.kill('SIGKILL')
  await mirror?.close()
  await rm(tmp, { recursive: true, force: true })
})

/** A small PRNG (mulberry32): the same edits and kill times for the same seed. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const SEED = Number(process.env.SERIES_CRASH_SEED ?? 31)
const rand = random(SEED)
const between = (low: number, high: number) => low + Math.floor(rand() * (high - low + 1))
const uuid = () => crypto.randomUUID()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Started {
  run: Run
  port: number
  anonKey: string
}

async function start(): Promise<Started> {
  const port = await freePort()
  const run = serverProcess(['--port', String(port), '--data-dir', dataDir, '--dist', dist])
  running = run
  await ready(run)
  return { run, port, anonKey: keyIn(run.stdout, 'anon key') }
}

type Row = Record<string, unknown> & { id: string; updated_at: string }
interface Answer {
  before: Row[]
  after: Row[]
}

const DAY = 86_400_000
const FIRST = Date.parse('2027-01-04T09:00:00Z')
const iso = (ms: number) => new Date(ms).toISOString()
const untilText = (ms: number) =>
  iso(ms - 1000)
    .replace(/[-:]/g, '')
    .replace(/\.\d+/, '')

/** A family: its rows' ids (every one it ever had), its rows now, its last edit's answers. */
interface Family {
  n: number
  ids: Set<string>
  /** Its rows as the mirror has them (the server too, once its edit in flight is settled). */
  rows: Record<string, unknown>[]
  /** The last edit's answer on the server and on the mirror (an Undo undoes it). */
  last: { server: Answer; mirror: Answer } | null
}

/** A row as both databases would have it, without what differs between them (the clock). */
function canonical(row: Record<string, unknown>) {
  const instant = (value: unknown) => (value == null ? null : Date.parse(String(value)))
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start_time: instant(row.start_time),
    end_time: instant(row.end_time),
    color: row.color,
    all_day: row.all_day,
    rrule: row.rrule,
    tzid: row.tzid,
    exdates: ((row.exdates as string[] | null) ?? []).map(instant).sort(),
    recurrence_end: instant(row.recurrence_end),
    series_id: row.series_id,
    original_start: instant(row.original_start),
  }
}
const familyState = (rows: Record<string, unknown>[], family: Family) =>
  JSON.stringify(
    rows
      .filter((row) => family.ids.has(String(row.id)))
      .map(canonical)
      .sort((a, b) => String(a.id).localeCompare(String(b.id))),
  )

const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)

/** An edit: a function and its arguments, the same on both databases but for an Undo's. */
interface Edit {
  name: string
  args: (side: 'server' | 'mirror') => Record<string, unknown>
  /** Ids it makes: they belong to the family from then on. */
  makes: string[]
}

/** The next edit of a family, from its rows (its own: no other family touches them). */
function nextEdit(family: Family): Edit {
  // Edits go to the series that starts last.
  const [head] = family.rows
    .filter((row) => row.rrule && !row.series_id)
    .sort((a, b) => Date.parse(String(b.start_time)) - Date.parse(String(a.start_time)))
  const id = String(head!.id)
  const startMs = Date.parse(String(head!.start_time))
  const day = (k: number) => startMs + k * DAY
  const k = between(1, 40)
  const roll = rand()
  if (roll < 0.15 && family.last) {
    const { last } = family
    const undo = (answer: Answer) => {
      const versions: Record<string, string | null> = {}
      for (const row of answer.before) versions[row.id] = null
      for (const row of answer.after) versions[row.id] = row.updated_at
      return { event_rows: answer.before, versions }
    }
    return {
      name: 'restore_events',
      args: (side) => undo(side === 'server' ? last.server : last.mirror),
      makes: [],
    }
  }
  if (roll < 0.45) {
    const args = { series: id, occurrence_start: iso(day(k)) }
    return { name: 'add_event_exception', args: () => args, makes: [] }
  }
  if (roll < 0.7) {
    const changed = {
      id: uuid(),
      title: `Changed ${k}`,
      start_time: iso(day(k) + 3_600_000),
      end_time: iso(day(k) + 7_200_000),
      color: '#ef4444',
    }
    const args = { series: id, occurrence_start: iso(day(k)), changed }
    return { name: 'add_event_exception', args: () => args, makes: [changed.id] }
  }
  if (roll < 0.8) {
    const args = { series: id, fields: { title: `Renamed ${k}` }, keep_changes: true }
    return { name: 'update_event_series', args: () => args, makes: [] }
  }
  const ending = { rrule: `FREQ=DAILY;UNTIL=${untilText(day(k))}`, recurrence_end: iso(day(k)) }
  if (roll < 0.87) {
    const args = { series: id, end_at: iso(day(k)), ending }
    return { name: 'end_event_series', args: () => args, makes: [] }
  }
  const following = {
    id: uuid(),
    title: `Following ${k}`,
    start_time: iso(day(k)),
    end_time: iso(day(k) + 3_600_000),
    color: '#3b82f6',
    rrule: 'FREQ=DAILY',
    tzid: 'UTC',
  }
  const args = {
    series: id,
    split_at: iso(day(k)),
    ending,
    following,
    move_changes: rand() < 0.5,
  }
  return { name: 'split_event_series', args: () => args, makes: [following.id] }
}

/**
 * The edit on the mirror; with `keep` false in a transaction rolled back (what it would do).
 * Answers the function's answer and the family's rows it leaves.
 */
async function onMirror(
  edit: Edit,
  family: Family,
  keep: boolean,
): Promise<{ answer: Answer; rows: Record<string, unknown>[] }> {
  const args = edit.args('mirror')
  const names = Object.keys(args)
  const values = names.map((name) => {
    const value = args[name]
    return value !== null && typeof value === 'object' ? JSON.stringify(value) : value
  })
  const call = `select public.${edit.name}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as r`
  let result: { answer: Answer; rows: Record<string, unknown>[] } | undefined
  const rollback = new Error('rolled back')
  try {
    await mirror.transaction(async (tx) => {
      const { rows } = await tx.query(call, values)
      const mine = await tx.query(
        `select to_jsonb(e) as row from public.events e where e.id = any($1::uuid[])`,
        [`{${[...family.ids].join(',')}}`],
      )
      result = {
        answer: parse(rows[0]!.r) as Answer,
        rows: mine.rows.map((r) => parse(r.row) as Record<string, unknown>),
      }
      if (!keep) throw rollback
    })
  } catch (error) {
    if (error !== rollback) throw error
  }
  return result!
}

/** POST /rest/v1/rpc/<name>: its answer, or null when the server went away meanwhile. */
async function onServer(server: Started, edit: Edit): Promise<Answer | null> {
  let response: Response
  try {
    response = await fetch(`http://127.0.0.1:${server.port}/rest/v1/rpc/${edit.name}`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${server.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(edit.args('server')),
    })
  } catch {
    return null
  }
  let text: string
  try {
    text = await response.text()
  } catch {
    return null
  }
  if (response.status !== 200)
    throw new Error(`${edit.name} was answered ${response.status}: ${text}`)
  return JSON.parse(text) as Answer
}

async function serverRows(server: Started): Promise<Record<string, unknown>[]> {
  const response = await fetch(`http://127.0.0.1:${server.port}/rest/v1/events?select=*`, {
    headers: { apikey: server.anonKey },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>[]
}

describe('series edits through kill -9 on PGlite', () => {
  it('leaves every series as it was before an edit or after it, never between', async () => {
    const t0 = performance.now()
    const figures = { answered: 0, lostUnanswered: 0, keptUnanswered: 0, kills: 0, restarts: 0 }
    const restartMs: number[] = []
    let server = await start()

    // Four daily series, each the start of a family.
    const families: Family[] = []
    for (let n = 0; n < FAMILIES; n++) {
      const id = uuid()
      const row = {
        id,
        title: `Family ${n}`,
        start_time: iso(FIRST + n * 3_600_000),
        end_time: iso(FIRST + n * 3_600_000 + 1_800_000),
        color: '#10b981',
        rrule: 'FREQ=DAILY',
        tzid: 'UTC',
      }
      const response = await fetch(`http://127.0.0.1:${server.port}/rest/v1/events`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(row),
      })
      expect(response.status).toBe(201)
      const { rows: made } = await mirror.transaction((tx) =>
        tx.query(
          `insert into public.events (id, title, start_time, end_time, color, rrule, tzid)
           select id, title, start_time, end_time, color, rrule, tzid
             from jsonb_populate_record(null::public.events, $1::jsonb)
           returning to_jsonb(events) as row`,
          [JSON.stringify(row)],
        ),
      )
      families.push({ n, ids: new Set([id]), rows: [parse(made[0]!.row)], last: null })
    }

    /** Edits sent so far (answered or not). */
    let sent = 0
    /** Open while edits may be sent; a kill closes it until the restart is checked. */
    let gate: Promise<void> = Promise.resolve()
    let openGate = () => {}
    /** Families waiting at the gate or on the check of their edit in flight. */
    const parked = new Set<number>()
    /** The edit each family had in flight when the server went away. */
    const inFlight = new Map<
      number,
      { edit: Edit; before: string; after: string; resolve: () => void }
    >()

    const editing = families.map(async (family) => {
      while (sent < EDITS) {
        parked.add(family.n)
        await gate
        parked.delete(family.n)
        if (sent >= EDITS) break
        sent++
        const edit = nextEdit(family)
        for (const id of edit.makes) family.ids.add(id)
        const before = familyState(family.rows, family)
        const after = familyState((await onMirror(edit, family, false)).rows, family)
        const answer = await onServer(server, edit)
        if (answer) {
          figures.answered++
          const kept = await onMirror(edit, family, true)
          family.rows = kept.rows
          family.last = { server: answer, mirror: kept.answer }
          continue
        }
        // The server went away: the check after the restart says which it was.
        await new Promise<void>((resolve) => {
          inFlight.set(family.n, { edit, before, after, resolve })
          parked.add(family.n)
        })
        parked.delete(family.n)
      }
      parked.add(family.n)
    })

    const allDone = Promise.all(editing)
    let finished = false
    void allDone.then(() => (finished = true))
    while (!finished) {
      const killAt = sent + between(...KILL_EVERY)
      while (sent < killAt && !finished) await sleep(2)
      await Promise.race([sleep(between(...KILL_DELAY_MS)), allDone])
      if (finished) break
      gate = new Promise((resolve) => (openGate = resolve))
      server.run.child.kill('SIGKILL')
      figures.kills++
      await server.run.exit
      // Every family parked: at the gate, or with its edit in flight.
      while (parked.size < FAMILIES) await sleep(5)
      const t = performance.now()
      server = await start()
      restartMs.push(performance.now() - t)
      figures.restarts++
      const rows = await serverRows(server)
      for (const family of families) {
        const now = familyState(rows, family)
        const pending = inFlight.get(family.n)
        if (!pending) {
          expect(now, `family ${family.n}, no edit in flight`).toBe(
            familyState(family.rows, family),
          )
          continue
        }
        inFlight.delete(family.n)
        expect(
          [pending.before, pending.after],
          `family ${family.n}: ${pending.edit.name}`,
        ).toContain(now)
        if (now === pending.after && now !== pending.before) {
          figures.keptUnanswered++
          family.rows = (await onMirror(pending.edit, family, true)).rows
          // Its answer never came: there is nothing to undo it with.
          family.last = null
        } else {
          figures.lostUnanswered++
        }
        pending.resolve()
      }
      openGate()
    }

    // At the end, every family as the mirror has it.
    const rows = await serverRows(server)
    const { rows: all } = await mirror.transaction((tx) =>
      tx.query(`select to_jsonb(e) as row from public.events e`),
    )
    const mirrored = all.map((r) => parse(r.row) as Record<string, unknown>)
    for (const family of families) {
      expect(familyState(rows, family), `family ${family.n} at the end`).toBe(
        familyState(mirrored, family),
      )
    }
    server.run.child.kill('SIGKILL')
    const seconds = ((performance.now() - t0) / 1000).toFixed(1)
    const meanRestart = restartMs.reduce((a, b) => a + b, 0) / Math.max(1, restartMs.length)
    console.log(
      `series edits through kill -9 (seed ${SEED}): ${sent} edits, ${figures.answered} answered, ` +
        `${figures.keptUnanswered} applied but unanswered, ${figures.lostUnanswered} not applied; ` +
        `${figures.kills} kills, ${figures.restarts} restarts (${meanRestart.toFixed(0)} ms each ` +
        `on average); ${seconds} s`,
    )
    expect(sent).toBe(EDITS)
    expect(figures.answered).toBeGreaterThan(EDITS / 2)
    expect(figures.kills).toBeGreaterThanOrEqual(5)
  }, 180_000)
})
