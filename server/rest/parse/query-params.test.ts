import { describe, expect, it } from 'vitest'
import { PgrstError } from '../../shared/errors.ts'
import { parseQueryParams } from './query-params.ts'

const parse = (search: string) => parseQueryParams(search)

function parseError(search: string) {
  try {
    parse(search)
  } catch (error) {
    if (error instanceof PgrstError) return { status: error.status, ...error.body }
    throw error
  }
  throw new Error(`no error for ${search}`)
}

describe('select', () => {
  it.each([
    ['', [{ column: '*' }]],
    ['select=*', [{ column: '*' }]],
    ['select=', [{ column: '*' }]], // PostgREST v14 "empty root select": all columns
    ['select=id', [{ column: 'id' }]],
    [
      'select=id,%20title,start_time',
      [{ column: 'id' }, { column: 'title' }, { column: 'start_time' }],
    ],
    ['select=label:title', [{ column: 'title', alias: 'label' }]],
    ['select=%22my%20col%22', [{ column: 'my col' }]],
    ['select=*,id', [{ column: '*' }, { column: 'id' }]],
  ])('%s', (search, select) => {
    expect(parse(search).select).toEqual(select)
  })

  it.each([
    ['select=clients(*)', 'embedding a resource is not supported by this server'],
    ['select=id::text', 'a cast (::) is not supported by this server'],
    ['select=data->a', 'a JSON path (->, ->>) is not supported by this server'],
    ['select=...rel(*)', 'a spread relation (...) is not supported by this server'],
    ['select=id.sum()', 'an aggregate function is not supported by this server'],
  ])('refuses %s with PGRST100', (search, details) => {
    expect(parseError(search)).toMatchObject({ status: 400, code: 'PGRST100', details })
  })
})

describe('filters', () => {
  it.each([
    ['id=eq.5', { column: 'id', negate: false, operation: { kind: 'op', op: 'eq', value: '5' } }],
    [
      'id=not.eq.5',
      { column: 'id', negate: true, operation: { kind: 'op', op: 'eq', value: '5' } },
    ],
    [
      'id=not.lt.14',
      { column: 'id', negate: true, operation: { kind: 'op', op: 'lt', value: '14' } },
    ],
    [
      't=gte.2024-06-01T00:00:00%2B02:00',
      {
        column: 't',
        negate: false,
        operation: { kind: 'op', op: 'gte', value: '2024-06-01T00:00:00+02:00' },
      },
    ],
    ['t=eq.a+b', { column: 't', negate: false, operation: { kind: 'op', op: 'eq', value: 'a b' } }],
    [
      't=eq."quoted"',
      { column: 't', negate: false, operation: { kind: 'op', op: 'eq', value: '"quoted"' } },
    ],
    [
      't=eq.a.b.c',
      { column: 't', negate: false, operation: { kind: 'op', op: 'eq', value: 'a.b.c' } },
    ],
    [
      't=ilike.*meet*',
      { column: 't', negate: false, operation: { kind: 'op', op: 'ilike', value: '*meet*' } },
    ],
    ['t=is.null', { column: 't', negate: false, operation: { kind: 'is', value: 'null' } }],
    ['t=is.NULL', { column: 't', negate: false, operation: { kind: 'is', value: 'null' } }],
    [
      't=not.is.not_null',
      { column: 't', negate: true, operation: { kind: 'is', value: 'not_null' } },
    ],
    ['t=is.true', { column: 't', negate: false, operation: { kind: 'is', value: 'true' } }],
    [
      'id=in.(1,2,3)',
      { column: 'id', negate: false, operation: { kind: 'in', values: ['1', '2', '3'] } },
    ],
    [
      't=in.("a,b","c\\"d",e)',
      { column: 't', negate: false, operation: { kind: 'in', values: ['a,b', 'c"d', 'e'] } },
    ],
    ['id=in.()', { column: 'id', negate: false, operation: { kind: 'in', values: [''] } }],
    [
      '%22my%20col%22=eq.1',
      { column: 'my col', negate: false, operation: { kind: 'op', op: 'eq', value: '1' } },
    ],
  ])('%s', (search, filter) => {
    expect(parse(search).conditions).toEqual([{ type: 'filter', ...filter }])
  })

  it('keeps repeated keys as separate filters (supabase-js appends)', () => {
    const { conditions } = parse('start_time=gte.A&start_time=lt.B')
    expect(conditions).toHaveLength(2)
  })

  it('ignores a key without "=" as PostgREST does (no value)', () => {
    expect(parse('id').conditions).toEqual([])
  })

  // Texts from PostgREST's QuerySpec/doctests (v14.12).
  it.each([
    [
      'id=0',
      '"failed to parse filter (0)" (line 1, column 1)',
      'unexpected "0" expecting "not" or operator (eq, gt, ...)',
    ],
    [
      'a=noop.0',
      '"failed to parse filter (noop.0)" (line 1, column 1)',
      'unexpected "o" expecting "not" or operator (eq, gt, ...)',
    ],
    [
      'id=',
      '"failed to parse filter ()" (line 1, column 1)',
      'unexpected end of input expecting "not" or operator (eq, gt, ...)',
    ],
    [
      'id=not.foo.1',
      '"failed to parse filter (not.foo.1)" (line 1, column 5)',
      'unexpected "f" expecting operator (eq, gt, ...)',
    ],
    [
      'id=eq',
      '"failed to parse filter (eq)" (line 1, column 3)',
      'unexpected end of input expecting "(" or delimiter (.)',
    ],
    [
      'id=in.1,2',
      '"failed to parse filter (in.1,2)" (line 1, column 4)',
      'unexpected "1" expecting "("',
    ],
    [
      'id=is.maybe',
      '"failed to parse filter (is.maybe)" (line 1, column 4)',
      'unexpected "m" expecting isVal: (null, not_null, true, false, unknown)',
    ],
  ])('%s fails with PGRST100', (search, message, details) => {
    expect(parseError(search)).toEqual({
      status: 400,
      code: 'PGRST100',
      details,
      hint: null,
      message,
    })
  })

  it.each([
    ['tags=cs.{a}', 'the operator cs is not supported by this server'],
    ['doc=fts.cat', 'the operator fts is not supported by this server'],
    ['id=eq(any).{1,2}', 'a quantifier (any)/(all) is not supported by this server'],
    ['clients.id=eq.1', 'a filter on an embedded resource is not supported by this server'],
    ['data->a=eq.1', 'a JSON path (->, ->>) is not supported by this server'],
  ])('refuses %s with PGRST100 rather than pretend', (search, details) => {
    expect(parseError(search)).toMatchObject({ code: 'PGRST100', details })
  })
})

describe('or/and', () => {
  it('parses nested trees with not and quoted values', () => {
    const { conditions } = parse(
      'or=(and(start_time.lt.X,end_time.gt.Y),title.ilike.*meet*,not.and(id.eq.1,t.eq."a,b"))',
    )
    expect(conditions).toEqual([
      {
        type: 'logic',
        negate: false,
        operator: 'or',
        children: [
          {
            type: 'logic',
            negate: false,
            operator: 'and',
            children: [
              {
                type: 'filter',
                column: 'start_time',
                negate: false,
                operation: { kind: 'op', op: 'lt', value: 'X' },
              },
              {
                type: 'filter',
                column: 'end_time',
                negate: false,
                operation: { kind: 'op', op: 'gt', value: 'Y' },
              },
            ],
          },
          {
            type: 'filter',
            column: 'title',
            negate: false,
            operation: { kind: 'op', op: 'ilike', value: '*meet*' },
          },
          {
            type: 'logic',
            negate: true,
            operator: 'and',
            children: [
              {
                type: 'filter',
                column: 'id',
                negate: false,
                operation: { kind: 'op', op: 'eq', value: '1' },
              },
              {
                type: 'filter',
                column: 't',
                negate: false,
                operation: { kind: 'op', op: 'eq', value: 'a,b' },
              },
            ],
          },
        ],
      },
    ])
  })

  it.each([
    ['not.or=(id.eq.1,id.in.(2,3))', true, 'or'],
    ['and=(id.gte.1,id.lte.3)', false, 'and'],
    ['or=(id.eq.1)', false, 'or'],
  ])('%s', (search, negate, operator) => {
    expect(parse(search).conditions[0]).toMatchObject({ type: 'logic', negate, operator })
  })

  it.each([
    [
      'or=()',
      '"failed to parse logic tree (())" (line 1, column 4)',
      'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
    ],
    [
      'or=(id.in.1,2,id.eq.3)',
      '"failed to parse logic tree ((id.in.1,2,id.eq.3))" (line 1, column 10)',
      'unexpected "1" expecting "("',
    ],
  ])('%s fails with PGRST100', (search, message, details) => {
    expect(parseError(search)).toEqual({
      status: 400,
      code: 'PGRST100',
      details,
      hint: null,
      message,
    })
  })
})

describe('order', () => {
  it.each([
    ['order=id', [{ column: 'id' }]],
    ['order=start_time.asc', [{ column: 'start_time', direction: 'asc' }]],
    [
      'order=start_time.desc,id.asc',
      [
        { column: 'start_time', direction: 'desc' },
        { column: 'id', direction: 'asc' },
      ],
    ],
    ['order=a.asc.nullslast', [{ column: 'a', direction: 'asc', nulls: 'nullslast' }]],
    ['order=a.nullsfirst', [{ column: 'a', nulls: 'nullsfirst' }]],
  ])('%s', (search, order) => {
    expect(parse(search).order).toEqual(order)
  })

  // PostgREST's pOrder doctests, v14.12.
  it.each([
    ['id.ac', 4, 'unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.descc', 8, `unexpected 'c' expecting delimiter (.), "," or end of input`],
    ['id.nulsfist', 4, 'unexpected "n" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.nullslasttt', 13, `unexpected 't' expecting "," or end of input`],
    ['id.smth34', 4, 'unexpected "s" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.asc.nlsfst', 8, 'unexpected "l" expecting "nullsfirst" or "nullslast"'],
    ['id.asc.nullslasttt', 17, `unexpected 't' expecting "," or end of input`],
    ['id.asc.smth34', 8, 'unexpected "s" expecting "nullsfirst" or "nullslast"'],
  ])('order=%s fails at column %i', (value, column, details) => {
    expect(parseError(`order=${value}`)).toEqual({
      status: 400,
      code: 'PGRST100',
      details,
      hint: null,
      message: `"failed to parse order (${value})" (line 1, column ${column})`,
    })
  })
})

describe('limit, offset, columns, on_conflict, canonical', () => {
  it.each([
    ['limit=10&offset=0', 10, 0],
    ['limit=-1', -1, undefined],
    ['limit=abc&offset=x', undefined, undefined], // readMaybe: unreadable values are ignored
  ])('%s', (search, limit, offset) => {
    expect(parse(search)).toMatchObject({ limit, offset })
  })

  it('reads ?columns as supabase-js sends it (quoted names)', () => {
    expect(parse('columns=%22title%22%2C%22start_time%22').columns).toEqual(['title', 'start_time'])
  })

  it('reads on_conflict', () => {
    expect(parse('on_conflict=a,b').onConflict).toEqual(['a', 'b'])
  })

  it.each([
    ['id=eq.5', 'id=eq.5'],
    ['select=*&order=start_time.asc', 'order=start_time.asc&select=%2A'],
    ['b=eq.1&a=lt.2&a=gt.0', 'a=lt.2,gt.0&b=eq.1'],
    ['t=eq.2024-06-01T00:00:00%2B02:00', 't=eq.2024-06-01T00%3A00%3A00%2B02%3A00'],
    ['', ''],
  ])('canonical of %s', (search, canonical) => {
    expect(parse(search).canonical).toBe(canonical)
  })
})

describe('a function read (GET /rpc/<fn>): arguments and filters (isRpcRead)', () => {
  const rpc = (search: string) => parseQueryParams(search, { rpcRead: true })
  const rpcError = (search: string) => {
    try {
      rpc(search)
    } catch (error) {
      if (error instanceof PgrstError) return error.body.code
      throw error
    }
    return null
  }

  it.each([
    ['name=world', [['name', 'world']], 0],
    [
      'name=ignored&name=world',
      [
        ['name', 'ignored'],
        ['name', 'world'],
      ],
      0,
    ],
    ['id=5&id=gt.2', [['id', '5']], 1],
    ['id=5&id=not.in.(1,3)', [['id', '5']], 1],
    // Tried under `try` and failed without consuming: an argument.
    [
      'a=eq&b=nothing&c=inside&d=neqx&e=isx',
      [
        ['a', 'eq'],
        ['b', 'nothing'],
        ['c', 'inside'],
        ['d', 'neqx'],
        ['e', 'isx'],
      ],
      0,
    ],
    ['name=eq.x', [], 1],
    ['%22full%20name%22=x', [['full name', 'x']], 0],
  ])('%s', (search, args, filters) => {
    const q = rpc(search)
    expect(q.rpcArgs).toEqual(args)
    expect(q.conditions).toHaveLength(filters)
  })

  it.each(['x=not.nothing', 'x=in.abc', 'x=is.nil'])(
    '%s: consumed past not./in./is., so a filter that fails (PGRST100)',
    (search) => {
      expect(rpcError(search)).toBe('PGRST100')
    },
  )

  it('a refused operator stays a filter and is refused', () => {
    expect(rpcError('v=cs.{1}')).toBe('PGRST100')
  })

  it('outside a function read every value is a filter', () => {
    expect(() => parse('name=world')).toThrow(PgrstError)
    expect(parse('id=eq.1').rpcArgs).toEqual([])
  })
})
