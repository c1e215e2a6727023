/**
 * React keys for a list of items by id that reuse elements instead of building new ones.
 *
 * An id that was in the previous list keeps its key (its element, so focus and the dialog's
 * return of focus stay on the same event). The ids that arrive take the keys of the ids that
 * left, in the order those had, so on a 'next' (every id new) the new list is the old list's
 * elements, in their order, with new attributes: React updates them in place and moves none,
 * and the browser restyles them instead of building new ones. Past the keys that left,
 * `fresh()` makes new ones.
 *
 *     previous  a:0 b:1 c:2       ids  b d e f
 *     result    b:1 d:0 e:2 f:fresh()
 */
export function recycleKeys(
  previous: ReadonlyMap<string, number>,
  ids: readonly string[],
  fresh: () => number,
): Map<string, number> {
  const staying = new Set(ids.filter((id) => previous.has(id)))
  const freed = [...previous].filter(([id]) => !staying.has(id)).map(([, key]) => key)
  const keys = new Map<string, number>()
  let next = 0
  for (const id of ids) {
    if (keys.has(id)) continue
    const kept = previous.get(id)
    keys.set(id, kept ?? (next < freed.length ? freed[next++]! : fresh()))
  }
  return keys
}
