import type { RecordOp } from './spec';

export interface Keyed<T> {
  id: string;
  value: T;
}

/**
 * The record changes that turn list `before` into list `after` (both in their list's order),
 * naming only what changed: entries gone are removed, entries changed in place are put where
 * they are, and the fewest entries are put at the front (newest first: a song played again) or
 * at the end (oldest first: a song added to a playlist) for `after`'s order to follow. Values are
 * compared by reference first (stores never mutate), then as JSON.
 */
export function diffList<T>(
  order: 'newest' | 'oldest' | undefined,
  before: readonly Keyed<T>[],
  after: readonly Keyed<T>[],
): RecordOp<T>[] {
  const was = new Map(before.map((e, i) => [e.id, { value: e.value, at: i }]));
  const kept = new Set(after.map((e) => e.id));
  const ops: RecordOp<T>[] = before
    .filter((e) => !kept.has(e.id))
    .map((e) => ({ id: e.id, value: null }));
  const moved = order ? movedCount(order, after, was) : 0;
  // Entries placed anew, in an order that leaves them as `after` has them.
  const placed =
    order === 'newest' ? after.slice(0, moved).reverse() : after.slice(after.length - moved);
  const placedIds = new Set(placed.map((e) => e.id));
  for (const entry of after) {
    if (placedIds.has(entry.id)) continue;
    const old = was.get(entry.id);
    if (!old || !same(old.value, entry.value)) ops.push({ id: entry.id, value: entry.value });
  }
  for (const entry of placed) ops.push({ id: entry.id, value: entry.value, front: true });
  return ops;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * How many entries at the front (newest first) or the end (oldest first) of `after` must be
 * placed anew: the rest are entries already there, in the order they already had.
 */
function movedCount<T>(
  order: 'newest' | 'oldest',
  after: readonly Keyed<T>[],
  was: ReadonlyMap<string, { at: number }>,
): number {
  const n = after.length;
  if (order === 'newest') {
    let k = n;
    let next = Infinity;
    while (k > 0) {
      const at = was.get(after[k - 1]!.id)?.at;
      if (at === undefined || at >= next) break;
      next = at;
      k -= 1;
    }
    return k;
  }
  let m = 0;
  let previous = -Infinity;
  while (m < n) {
    const at = was.get(after[m]!.id)?.at;
    if (at === undefined || at <= previous) break;
    previous = at;
    m += 1;
  }
  return n - m;
}
