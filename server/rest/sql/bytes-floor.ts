// A floor under the bytes one row of a read adds to its body, from the sizes PostgreSQL keeps
// for its long values (octet_length of text and bytea reads the stored length: no value is
// decompressed or fetched from TOAST). Every byte of such a value is at least one byte of its
// JSON or CSV text, so a page whose floors add up past the body limit is surely too large:
// buildRead then refuses it without writing a row.
//
// Why: an unfiltered read of 300 rows of a megabyte wrote 300 MB of JSON only to answer 413.
// On a busy machine that took longer than anon's 3 s statement_timeout (500). Cutting the rows
// where their floors passed the limit still wrote 64 MB, and as CSV (record_out, a character
// at a time) that too took more than 3 s on a busy CI machine. Refused from the floors, the
// read takes milliseconds.
import type { Table } from '../../db/schema-cache.ts'
import type { SelectItem } from '../parse/select-parser.ts'
import { ident } from './fragments.ts'

/** Types whose octet_length is their stored length, and at most their JSON text's length. */
const MEASURED = /^(text|character varying(\(\d+\))?|bytea)$/

/**
 * The floor of one row of `qualifier` (a source whose columns are the select's output), as an
 * SQL expression; null when no output column is measured. An output name given twice
 * (`select=a:x,a:y`) is left out: it cannot be named alone.
 */
export function bytesFloor(table: Table, items: SelectItem[], qualifier: string): string | null {
  const outputs = items.flatMap((item) =>
    item.column === '*'
      ? table.columns.map((c) => ({ name: c.name, type: c.type }))
      : [
          {
            name: item.alias ?? item.column,
            type: table.columns.find((c) => c.name === item.column)?.type,
          },
        ],
  )
  const terms = outputs
    .filter(({ name, type }) => {
      const once = outputs.filter((o) => o.name === name).length === 1
      return once && type !== undefined && MEASURED.test(type)
    })
    .map(({ name }) => `coalesce(octet_length(${qualifier}.${ident(name)}), 0)`)
  return terms.length === 0 ? null : terms.join(' + ')
}
