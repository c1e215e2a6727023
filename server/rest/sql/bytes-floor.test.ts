import { describe, expect, it } from 'vitest'
import type { Table } from '../../db/schema-cache.ts'
import { bytesFloor } from './bytes-floor.ts'

const column = (name: string, type: string) => ({ name, type, nullable: true, default: null })
const table: Table = {
  name: 'notes',
  kind: 'r',
  primaryKey: ['id'],
  columns: [
    column('id', 'integer'),
    column('title', 'text'),
    column('code', 'character varying(20)'),
    column('blob', 'bytea'),
    column('meta', 'jsonb'),
    column('grade', 'character(1)'),
  ],
}

const term = (name: string) => `coalesce(octet_length(t."${name}"), 0)`

describe('bytesFloor', () => {
  it('measures the text, varchar and bytea columns of *', () => {
    expect(bytesFloor(table, [{ column: '*' }], 't')).toBe(
      [term('title'), term('code'), term('blob')].join(' + '),
    )
  })

  it('names a column by its output name, and takes the type of the column it reads', () => {
    // `id:title` puts the text in a column named id; `title:id` an integer in one named title.
    expect(
      bytesFloor(
        table,
        [
          { column: 'title', alias: 'id' },
          { column: 'id', alias: 'title' },
        ],
        't',
      ),
    ).toBe(term('id'))
  })

  it('leaves out an output name given twice, which cannot be named alone', () => {
    expect(
      bytesFloor(
        table,
        [{ column: 'title' }, { column: 'code', alias: 'title' }, { column: 'blob' }],
        't',
      ),
    ).toBe(term('blob'))
    expect(bytesFloor(table, [{ column: '*' }, { column: 'title' }], 't')).toBe(
      [term('code'), term('blob')].join(' + '),
    )
  })

  it('is null when nothing read is measured (numbers, json, unknown columns)', () => {
    expect(bytesFloor(table, [{ column: 'id' }, { column: 'meta' }], 't')).toBeNull()
    expect(bytesFloor(table, [{ column: 'grade' }, { column: 'nope' }], 't')).toBeNull()
  })
})
