// What a channel's phx_join asks for, in its payload's `config` (docs/realtime-protocol.md):
// postgres_changes bindings, each an event, a table and an optional filter, on a public
// channel. Checked before the join is answered; a refusal is the phx_reply's `reason`.
import type { Binding } from './dispatch.ts'
import { parseFilter } from './filter.ts'

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE'])

/** The join's bindings, or why it cannot be served. */
export type ParsedBindings = { bindings: Binding[] } | { reason: string }

/**
 * Reads a join's `config`. Each binding takes its id from `nextId` once it is read, so a join
 * refused at its third binding has taken two. Anything but an array of postgres_changes asks
 * for none.
 */
export function parseBindings(config: unknown, nextId: () => number): ParsedBindings {
  const asked = (config ?? {}) as Record<string, unknown>
  if (asked.private === true) {
    return {
      reason:
        'PrivateChannelsNotSupported: the local backend serves postgres_changes on public channels only',
    }
  }
  const items = Array.isArray(asked.postgres_changes) ? asked.postgres_changes : []
  const bindings: Binding[] = []
  for (const item of items as Record<string, unknown>[]) {
    const event = String(item?.event ?? '').toUpperCase()
    const schema = typeof item?.schema === 'string' ? item.schema : 'public'
    const table = typeof item?.table === 'string' ? item.table : ''
    if (!EVENTS.has(event) || table === '' || table === '*') {
      return {
        reason: `InvalidPostgresChanges: event must be *, INSERT, UPDATE or DELETE and a table named (got ${JSON.stringify(item)})`,
      }
    }
    let filter: Binding['filter']
    if (typeof item.filter === 'string') {
      const parsed = parseFilter(item.filter)
      if (parsed instanceof Error) return { reason: `InvalidFilter: ${parsed.message}` }
      filter = { text: item.filter, parsed }
    }
    bindings.push({
      id: nextId(),
      event: event as Binding['event'],
      schema,
      table,
      ...(filter ? { filter } : {}),
    })
  }
  return { bindings }
}
