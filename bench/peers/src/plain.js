/* global document */
// The floor: a plain DOM grid, no framework. Events are bucketed by UTC day once; a
// navigation rebuilds the grid from the buckets of the visible days only. Month cells show
// three events and a count; week columns place every event of the day by its time.
import { loadAll } from './load-all.js'
import { INITIAL_DATE, ready, view } from './page.js'

const DAY = 86_400_000
const byDay = new Map()
for (const event of await loadAll()) {
  const end = Math.max(event.end.getTime(), event.start.getTime() + 1)
  for (let d = Math.floor(event.start.getTime() / DAY); d * DAY < end; d++) {
    if (!byDay.has(d)) byDay.set(d, [])
    byDay.get(d).push(event)
  }
}

const root = document.getElementById('root')
root.innerHTML = `<div style="display:flex;flex-direction:column;height:100%">
  <div style="display:flex;gap:8px;padding:8px"><button id="prev">Prev</button>
  <button id="next">Next</button><strong id="title"></strong></div>
  <div id="grid" style="flex:1;min-height:0"></div></div>`
const grid = document.getElementById('grid')
let anchor = new Date(INITIAL_DATE)

const dayOf = (date) => Math.floor(date.getTime() / DAY)
const el = (tag, style, text) => {
  const node = document.createElement(tag)
  node.style.cssText = style
  if (text) node.textContent = text
  return node
}

function month() {
  const first = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), 1))
  const start = dayOf(first) - first.getUTCDay()
  const table = el('div', 'display:grid;grid-template-columns:repeat(7,1fr);height:100%')
  for (let i = 0; i < 42; i++) {
    const events = byDay.get(start + i) ?? []
    const cell = el('div', 'border:1px solid #ddd;overflow:hidden;font-size:12px')
    cell.append(el('div', 'text-align:right', String(new Date((start + i) * DAY).getUTCDate())))
    for (const e of events.slice(0, 3)) {
      cell.append(
        el('div', `background:${e.color};color:#fff;margin:1px;white-space:nowrap`, e.title),
      )
    }
    if (events.length > 3) cell.append(el('div', '', `+${events.length - 3} more`))
    table.append(cell)
  }
  return table
}

function week() {
  const start = dayOf(anchor) - anchor.getUTCDay()
  const scroller = el('div', 'height:100%;overflow:auto')
  const columns = el('div', 'display:flex;height:1440px;position:relative')
  for (let i = 0; i < 7; i++) {
    const column = el('div', 'flex:1;position:relative;border-left:1px solid #ddd')
    for (const e of byDay.get(start + i) ?? []) {
      const top = Math.max(0, (e.start.getTime() - (start + i) * DAY) / 60_000)
      const bottom = Math.min(1440, (Math.max(e.end, e.start) - (start + i) * DAY) / 60_000)
      column.append(
        el(
          'div',
          `position:absolute;top:${top}px;height:${Math.max(20, bottom - top)}px;` +
            `left:0;right:0;background:${e.color};color:#fff;font-size:11px;overflow:hidden`,
          e.title,
        ),
      )
    }
    columns.append(column)
  }
  scroller.append(columns)
  return scroller
}

function render() {
  document.getElementById('title').textContent = anchor.toISOString().slice(0, 10)
  grid.replaceChildren(view === 'week' ? week() : month())
}

function step(direction) {
  anchor =
    view === 'week'
      ? new Date(anchor.getTime() + direction * 7 * DAY)
      : new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + direction, 1))
  render()
}
document.getElementById('next').onclick = () => step(1)
document.getElementById('prev').onclick = () => step(-1)
render()
ready()
