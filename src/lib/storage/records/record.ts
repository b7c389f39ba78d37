import { COUNTER_WIDTH, NODE_WIDTH, formatStamp, parseStamp, stampAt } from './hlc';

/**
 * One personal record: what every list of the app is made of. `value: null` is a deletion
 * (a tombstone), kept so other tabs and devices learn of it. `placed` orders the records of an
 * ordered list when it differs from `stamp` (a rename keeps a playlist in its place); without it
 * the record sits where its stamp puts it.
 */
export interface StoredRecord<T = unknown> {
  id: string;
  stamp: string;
  value: T | null;
  placed?: string;
}

/** Tombstones are kept this long (90 days), then dropped: see README, "Tombstones". */
export const TOMBSTONE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

export const isTombstone = (record: StoredRecord<unknown>) => record.value === null;

const jsonOf = (value: unknown) => JSON.stringify(value) ?? '';

/**
 * Whether `a` wins over `b`: the newer stamp; for the same stamp (two devices moving the same
 * old data in, see `legacyStamp`) the greater value as JSON, so every device picks the same one.
 */
export function wins(a: StoredRecord<unknown>, b: StoredRecord<unknown>): boolean {
  if (a.stamp !== b.stamp) return a.stamp > b.stamp;
  return jsonOf(a.value) + (a.placed ?? '') > jsonOf(b.value) + (b.placed ?? '');
}

/** Where a record sits in an ordered list. */
export const placeOf = (record: StoredRecord<unknown>) => record.placed ?? record.stamp;

/** The records of `incoming` that win over what `into` holds, applied to it; returns them. */
export function mergeInto<T>(
  into: Map<string, StoredRecord<T>>,
  incoming: Iterable<StoredRecord<T>>,
): StoredRecord<T>[] {
  const changed: StoredRecord<T>[] = [];
  for (const record of incoming) {
    const mine = into.get(record.id);
    if (mine && !wins(record, mine)) continue;
    into.set(record.id, record);
    changed.push(record);
  }
  return changed;
}

/** Whether `mine` holds a record that `theirs` lacks or holds older: theirs needs ours too. */
export function hasNewer<T>(
  mine: ReadonlyMap<string, StoredRecord<T>>,
  theirs: ReadonlyMap<string, StoredRecord<T>>,
): boolean {
  for (const record of mine.values()) {
    const other = theirs.get(record.id);
    if (!other || wins(record, other)) return true;
  }
  return false;
}

/** Tombstones older than their lifetime, gone from `records` (returns whether any went). */
export function dropExpired<T>(records: Map<string, StoredRecord<T>>, now = Date.now()): boolean {
  const cutoff = stampAt(now - TOMBSTONE_LIFETIME_MS);
  let dropped = false;
  for (const [id, record] of records) {
    if (record.value === null && record.stamp < cutoff) {
      records.delete(id);
      dropped = true;
    }
  }
  return dropped;
}

/** Whether a tombstone is past its lifetime (then it is neither kept nor taken in). */
export const isExpired = (record: StoredRecord<unknown>, now = Date.now()) =>
  record.value === null && record.stamp < stampAt(now - TOMBSTONE_LIFETIME_MS);

const LEGACY_NODE = '0'.repeat(NODE_WIDTH);

/**
 * The stamp of data moved in from before records (an old key, an old database): below every
 * stamp a clock makes, so anything changed since wins over it, and the same on every device.
 * `position` keeps the old list's order (a higher position sorts as newer).
 */
export function legacyStamp(position: number): string {
  const max = 36 ** COUNTER_WIDTH;
  return formatStamp({
    wall: Math.floor(position / max),
    counter: position % max,
    node: LEGACY_NODE,
  });
}

/** Whether a stamp is one of `legacyStamp`'s. */
export const isLegacyStamp = (stamp: string) => parseStamp(stamp).node === LEGACY_NODE;
