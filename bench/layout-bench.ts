// Benchmark (not a test) of the day layout (docs/decisions.md, "Overlapping events"): a day
// with 300 events, the case that freezes FullCalendar (its GitHub issue #5705). Target: well
// under one 16 ms frame (docs/decisions.md, "Performance targets").
// Run: npx tsx bench/layout-bench.ts
import { eventsByDay } from '../src/model/layout/events-by-day.ts'
import { timedLayout } from '../src/model/layout/timed-layout.ts'
import type { CalendarEvent } from '../src/model/types.ts'

const DAY = new Date(2026, 10, 21)
const at = (minutes: number) => new Date(2026, 10, 21, 0, minutes)

/** A deterministic generator, so runs compare. */
function random(seed: number) {
  let s = seed
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}

const event = (i: number, start: Date, end: Date): CalendarEvent => ({
  id: `e${i}`,
  title: `Event ${i}`,
  description: null,
  start,
  end,
  color: '#3b82f6',
  allDay: false,
})

const next = random(42)
const CASES: Record<string, CalendarEvent[]> = {
  // 15 minutes to 3 hours, anywhere in the day, some from the day before or into the next.
  'spread over the day': Array.from({ length: 300 }, (_, i) => {
    const start = Math.floor(next() * 26 * 60) - 60
    return event(i, at(start), at(start + 15 + Math.floor(next() * 165)))
  }),
  // Every event at once: one cluster of 300 columns, collapsed into '+N's.
  'all at 9:00': Array.from({ length: 300 }, (_, i) => event(i, at(540), at(600 + (i % 7) * 10))),
  // Back to back, 4.8 minutes apart, 30 minutes long: long chains of small overlaps.
  'a staircase': Array.from({ length: 300 }, (_, i) =>
    event(i, at(Math.floor(i * 4.8)), at(Math.floor(i * 4.8) + 30)),
  ),
}

/** As the day column does it: the day's events (bucketed and ordered), then the layout. */
const layOut = (events: CalendarEvent[]) => timedLayout(eventsByDay(events, [DAY])(DAY), DAY)

function measure(events: CalendarEvent[], iterations: number) {
  for (let i = 0; i < 200; i++) layOut(events) // warm up the JIT
  const times: number[] = []
  for (let i = 0; i < iterations; i++) {
    const started = performance.now()
    layOut(events)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const pick = (q: number) =>
    (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(3)
  return { median: pick(0.5), p75: pick(0.75), p99: pick(0.99), max: pick(1) }
}

const iterations = Number(process.argv[2] ?? 2000)
console.log(`eventsByDay + timedLayout, 300 events in one day, ${iterations} runs each (ms):`)
for (const [name, events] of Object.entries(CASES)) {
  const { median, p75, p99, max } = measure(events, iterations)
  const { blocks, overflows } = layOut(events)
  const shown = `${blocks.length} blocks, ${overflows.length} '+N'`
  console.log(
    `  ${name.padEnd(20)} median ${median}  p75 ${p75}  p99 ${p99}  max ${max}   (${shown})`,
  )
}
