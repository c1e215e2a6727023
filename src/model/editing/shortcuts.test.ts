import { describe, expect, it } from 'vitest'
import { shortcutFor, SHORTCUTS } from './shortcuts'

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => shortcutFor({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods })

describe('shortcutFor', () => {
  it("maps Google Calendar's keys", () => {
    expect(press('d')).toEqual({ kind: 'view', view: 'day' })
    expect(press('a')).toEqual({ kind: 'view', view: 'agenda' })
    expect(press('y')).toEqual({ kind: 'view', view: 'year' })
    expect(press('t')).toEqual({ kind: 'today' })
    expect(press('j')).toEqual({ kind: 'step', direction: 1 })
    expect(press('n')).toEqual({ kind: 'step', direction: 1 })
    expect(press('k')).toEqual({ kind: 'step', direction: -1 })
    expect(press('p')).toEqual({ kind: 'step', direction: -1 })
    expect(press('c')).toEqual({ kind: 'new' })
    expect(press('q')).toEqual({ kind: 'quick-add' })
    expect(press('?')).toEqual({ kind: 'help' })
    expect(press('e')).toEqual({ kind: 'edit' })
    expect(press('Delete')).toEqual({ kind: 'delete' })
    expect(press('Backspace')).toEqual({ kind: 'delete' })
  })

  it('leaves other keys, capitals and modified keys to the browser', () => {
    expect(press('x')).toBeNull()
    expect(press('D')).toBeNull()
    expect(press('d', { ctrlKey: true })).toBeNull()
    expect(press('c', { metaKey: true })).toBeNull()
    expect(press('n', { altKey: true })).toBeNull()
  })

  it('gives every key one action', () => {
    const keys = SHORTCUTS.flatMap((s) => s.keys)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
