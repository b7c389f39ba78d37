import type { WriteResult } from '../stored-value';
import { placeOf, type StoredRecord } from './record';

/** What a list of records is: the same description serves local storage and IndexedDB. */
export interface CollectionSpec<T> {
  /** The list's name in its profile's namespace (`library`, `musicFavorites`, …). */
  name: string;
  /** Checks one record's value (by its id); a value that fails it is a corrupt record, set aside. */
  check: (value: unknown, id: string) => value is T;
  /** Newest first (library, history, liked songs…), oldest first (playlists, their songs). */
  order?: 'newest' | 'oldest';
  /** At most this many live records: the write that adds more removes the oldest. */
  cap?: number;
  /** Records that never leave this device (not synced); `true`: the whole list. */
  deviceOnly?: boolean | ((id: string) => boolean);
  /** The storage key whose words a notice uses for this list (STORAGE_KEY_LABELS). */
  label: string;
}

/** A change a write names: the record's new value, or null to delete it. */
export interface RecordOp<T> {
  id: string;
  value: T | null;
  /** Moves the record to the front of its list (newest first) or its end (oldest first). */
  front?: boolean;
}

export type { WriteResult };

export const isDeviceOnly = (spec: CollectionSpec<unknown>, id: string) =>
  typeof spec.deviceOnly === 'function' ? spec.deviceOnly(id) : spec.deviceOnly === true;

/**
 * The live records in the list's order (ties by id, so every tab shows the same order), at most
 * its cap: two tabs may each have added one past it, until the next write removes the oldest.
 */
export function ordered<T>(spec: CollectionSpec<T>, records: Iterable<StoredRecord<T>>) {
  const live = [...records].filter((r) => r.value !== null) as (StoredRecord<T> & { value: T })[];
  if (!spec.order) return live;
  const sign = spec.order === 'newest' ? -1 : 1;
  const keyed = live.map((r) => [`${placeOf(r)}\u0000${r.id}`, r] as const);
  keyed.sort(([a], [b]) => (a < b ? -sign : a > b ? sign : 0));
  const list = keyed.map(([, r]) => r);
  if (spec.cap === undefined || list.length <= spec.cap) return list;
  return spec.order === 'newest' ? list.slice(0, spec.cap) : list.slice(-spec.cap);
}

/**
 * The records a write of `ops` stores, stamped: a removal of what is not there is nothing; a
 * record keeps its place unless `front`; past the cap the oldest live records are removed.
 */
export function stampOps<T>(
  spec: CollectionSpec<T>,
  current: ReadonlyMap<string, StoredRecord<T>>,
  ops: readonly RecordOp<T>[],
  stamp: () => string,
): StoredRecord<T>[] {
  const next = new Map(current);
  const written = new Map<string, StoredRecord<T>>();
  for (const op of ops) {
    const before = next.get(op.id);
    const live = before !== undefined && before.value !== null;
    if (op.value === null && !live) continue;
    const record: StoredRecord<T> = { id: op.id, stamp: stamp(), value: op.value };
    if (op.value !== null && live && !op.front) record.placed = placeOf(before);
    next.set(op.id, record);
    written.set(op.id, record);
  }
  if (spec.cap !== undefined) {
    const live = ordered({ ...spec, cap: undefined }, next.values());
    const newestFirst = spec.order === 'oldest' ? live.reverse() : live;
    for (const old of newestFirst.slice(spec.cap)) {
      written.set(old.id, { id: old.id, stamp: stamp(), value: null });
    }
  }
  return [...written.values()];
}
