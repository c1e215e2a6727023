import { describe, expect, it } from 'vitest'
import { matchesFilter, parseFilter, type RowFilter } from './filter.ts'
import { decodeFrame, encodeFrame } from './frames.ts'

const filter = (text: string) => parseFilter(text) as RowFilter

describe('postgres_changes filters', () => {
  it('parses column=op.value and in.(list)', () => {
    expect(parseFilter('title=eq.Lunch, with Sam')).toEqual({
      column: 'title',
      op: 'eq',
      values: ['Lunch, with Sam'],
    })
    expect(parseFilter('color=in.(#ef4444,"#3b82f6")')).toEqual({
      column: 'color',
      op: 'in',
      values: ['#ef4444', '#3b82f6'],
    })
    expect(parseFilter('title=like.x')).toBeInstanceOf(Error)
    expect(parseFilter('title')).toBeInstanceOf(Error)
    expect(parseFilter('id=in.1,2')).toBeInstanceOf(Error)
  })

  it('matches as numbers when both are numbers, else as text; a missing column never', () => {
    const row = { id: 'a1', n: 10, title: 'Lunch', all_day: true, gone: null }
    expect(matchesFilter(filter('title=eq.Lunch'), row)).toBe(true)
    expect(matchesFilter(filter('title=neq.Lunch'), row)).toBe(false)
    expect(matchesFilter(filter('n=gt.9'), row)).toBe(true)
    expect(matchesFilter(filter('n=lt.9.5'), row)).toBe(false)
    expect(matchesFilter(filter('n=gte.10'), row)).toBe(true)
    expect(matchesFilter(filter('n=lte.10.0'), row)).toBe(true)
    expect(matchesFilter(filter('all_day=eq.true'), row)).toBe(true)
    expect(matchesFilter(filter('id=in.(a0,a1)'), row)).toBe(true)
    expect(matchesFilter(filter('gone=eq.null'), row)).toBe(false)
    expect(matchesFilter(filter('color=eq.red'), row)).toBe(false)
  })
})

describe('Phoenix frames', () => {
  it('reads and writes vsn 2.0.0 arrays and 1.0.0 objects', () => {
    const frame = { joinRef: '1', ref: '2', topic: 'realtime:x', event: 'phx_join', payload: {} }
    expect(encodeFrame(frame, '2.0.0')).toBe('["1","2","realtime:x","phx_join",{}]')
    expect(decodeFrame('["1","2","realtime:x","phx_join",{}]', '2.0.0')).toEqual(frame)
    const object = encodeFrame(frame, '1.0.0')
    expect(JSON.parse(object)).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:x',
      event: 'phx_join',
      payload: {},
    })
    expect(decodeFrame(object, '1.0.0')).toEqual(frame)
    expect(decodeFrame('not json', '2.0.0')).toBeNull()
    expect(decodeFrame('[1,2,3]', '2.0.0')).toBeNull()
    expect(decodeFrame(object, '2.0.0')).toBeNull()
  })
})
