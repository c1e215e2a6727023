import { describe, expect, it } from 'vitest'
import { parseBindings } from './bindings.ts'

/** parseBindings with ids counted from 1000, as the endpoint counts them. */
function parse(config: unknown) {
  let next = 1000
  return parseBindings(config, () => next++)
}

const INVALID_CHANGES =
  'InvalidPostgresChanges: event must be *, INSERT, UPDATE or DELETE and a table named (got '

describe('parseBindings: what a join may ask for', () => {
  it.each([
    ['no config', undefined],
    ['a null config', null],
    ['an empty config', {}],
    ['no postgres_changes (broadcast or presence only)', { broadcast: { self: false } }],
    ['an empty postgres_changes', { postgres_changes: [] }],
    ['a postgres_changes that is not a list', { postgres_changes: { event: '*' } }],
    ['a public channel said so', { private: false, postgres_changes: [] }],
  ])('%s: no bindings', (_name, config) => {
    expect(parse(config)).toEqual({ bindings: [] })
  })

  it('takes each binding with the next id, its event upper-cased, public by default', () => {
    expect(
      parse({
        postgres_changes: [
          { event: '*', schema: 'public', table: 'events' },
          { event: 'insert', table: 'events' },
          { event: 'Delete', schema: 'audit', table: 'log' },
        ],
      }),
    ).toEqual({
      bindings: [
        { id: 1000, event: '*', schema: 'public', table: 'events' },
        { id: 1001, event: 'INSERT', schema: 'public', table: 'events' },
        { id: 1002, event: 'DELETE', schema: 'audit', table: 'log' },
      ],
    })
  })

  it('keeps a filter as sent and as parsed; a filter that is not text is none', () => {
    expect(
      parse({
        postgres_changes: [
          { event: 'UPDATE', table: 'events', filter: 'color=in.(red,blue)' },
          { event: 'UPDATE', table: 'events', filter: 7 },
        ],
      }),
    ).toEqual({
      bindings: [
        {
          id: 1000,
          event: 'UPDATE',
          schema: 'public',
          table: 'events',
          filter: {
            text: 'color=in.(red,blue)',
            parsed: { column: 'color', op: 'in', values: ['red', 'blue'] },
          },
        },
        { id: 1001, event: 'UPDATE', schema: 'public', table: 'events' },
      ],
    })
  })

  it('takes an id only for each binding read before a refusal', () => {
    let next = 1000
    const nextId = () => next++
    const refused = parseBindings(
      { postgres_changes: [{ event: '*', table: 'a' }, { event: '*', table: 'b' }, {}] },
      nextId,
    )
    expect(refused).toHaveProperty('reason')
    expect(next).toBe(1002)
  })
})

describe('parseBindings: what a join is refused for', () => {
  it('a private channel', () => {
    expect(parse({ private: true, postgres_changes: [{ event: '*', table: 'events' }] })).toEqual({
      reason:
        'PrivateChannelsNotSupported: the local backend serves postgres_changes on public channels only',
    })
  })

  it.each([
    ['no event', { table: 'events' }, '{"table":"events"}'],
    [
      'an event not served',
      { event: 'TRUNCATE', table: 'events' },
      '{"event":"TRUNCATE","table":"events"}',
    ],
    ['no table', { event: '*' }, '{"event":"*"}'],
    ['an empty table', { event: '*', table: '' }, '{"event":"*","table":""}'],
    ['every table', { event: '*', table: '*' }, '{"event":"*","table":"*"}'],
    ['a table that is not text', { event: '*', table: 3 }, '{"event":"*","table":3}'],
    ['a binding that is not an object', null, 'null'],
  ])('%s', (_name, binding, shown) => {
    expect(parse({ postgres_changes: [binding] })).toEqual({
      reason: `${INVALID_CHANGES}${shown})`,
    })
  })

  it.each([
    [
      'an operator not served',
      'title=like.x',
      'InvalidFilter: Invalid filter "title=like.x": use column=eq.value (eq, neq, lt, lte, gt, gte, in)',
    ],
    [
      'no operator',
      'title',
      'InvalidFilter: Invalid filter "title": use column=eq.value (eq, neq, lt, lte, gt, gte, in)',
    ],
    [
      'in without its list',
      'id=in.1,2',
      'InvalidFilter: Invalid filter "id=in.1,2": in takes (a,b,c)',
    ],
  ])('a filter with %s', (_name, filter, reason) => {
    expect(parse({ postgres_changes: [{ event: '*', table: 'events', filter }] })).toEqual({
      reason,
    })
  })
})
