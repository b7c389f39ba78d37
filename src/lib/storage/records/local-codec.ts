import { readLocal, writeLocal } from '../backend';
import { corruptKeyOf } from '../keys';
import { reportStorageProblem } from '../storage-problems';
import { isStamp } from './hlc';
import type { StoredRecord } from './record';

/**
 * How a list of records is kept under one local-storage key:
 *
 *   {"v": 1, "data": {"<id>": value, …}, "meta": {"<id>": ["<stamp>"] | ["<stamp>", "<placed>"]}}
 *
 * Every record has its stamp in `meta`; a live one has its value in `data`, a tombstone has none.
 * `data` alone is the list's values by id, so the boot-paint script reads a profile's settings
 * from it as it read them before records (`{v, data}`).
 */
export const LOCAL_FORMAT = 1;

type Meta = [stamp: string, placed?: string];

export interface Decoded<T> {
  records: Map<string, StoredRecord<T>>;
  /** Records whose value or stamp failed their check: set aside, not loaded. */
  aside: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The records of a stored string, or null when it is not a record list at all. A record is
 * checked only when `known` does not already hold it with the same stamp (another tab's change
 * rereads the whole key, but only its new records need a check).
 */
export function decodeRecords<T>(
  raw: string,
  check: (value: unknown, id: string) => boolean,
  known?: ReadonlyMap<string, StoredRecord<T>>,
): Decoded<T> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(parsed) || parsed.v !== LOCAL_FORMAT) return null;
  const { data, meta } = parsed;
  if (!isObject(data) || !isObject(meta)) return null;
  const records = new Map<string, StoredRecord<T>>();
  const aside: Record<string, unknown> = {};
  for (const [id, entry] of Object.entries(meta)) {
    const [stamp, placed] = Array.isArray(entry) ? (entry as unknown[]) : [];
    const live = Object.hasOwn(data, id);
    const value = live ? data[id] : null;
    const mine = known?.get(id);
    if (mine && mine.stamp === stamp && (mine.placed ?? undefined) === (placed ?? undefined)) {
      records.set(id, mine);
      continue;
    }
    const sound =
      isStamp(stamp) && (placed === undefined || isStamp(placed)) && (!live || check(value, id));
    if (!sound) {
      aside[id] = { meta: entry, value };
      continue;
    }
    const record: StoredRecord<T> = { id, stamp, value: value as T | null };
    if (placed !== undefined) record.placed = placed as string;
    records.set(id, record);
  }
  for (const id of Object.keys(data)) {
    if (!Object.hasOwn(meta, id)) aside[id] = { value: data[id] };
  }
  return { records, aside };
}

export function encodeRecords<T>(records: Iterable<StoredRecord<T>>): string {
  const data: [string, unknown][] = [];
  const meta: [string, Meta][] = [];
  for (const { id, stamp, value, placed } of records) {
    if (value !== null) data.push([id, value]);
    meta.push([id, placed === undefined ? [stamp] : [stamp, placed]]);
  }
  // fromEntries defines each id as an own field, so an id such as "__proto__" stays data.
  return JSON.stringify({
    v: LOCAL_FORMAT,
    data: Object.fromEntries(data),
    meta: Object.fromEntries(meta),
  });
}

/**
 * Keeps unreadable records (or a whole unreadable value) aside under `<key>.corrupt`, added to
 * what is there already, and says so: nothing is silently lost.
 */
export function keepAside(key: string, label: string, aside: Record<string, unknown> | string) {
  const corruptKey = corruptKeyOf(key);
  let kept: unknown = aside;
  if (typeof aside !== 'string') {
    try {
      kept = { ...(JSON.parse(readLocal(corruptKey) ?? '{}') as object), ...aside };
    } catch {
      kept = aside;
    }
  }
  writeLocal(corruptKey, typeof kept === 'string' ? kept : JSON.stringify(kept));
  console.warn(`Unreadable records of ${key} were kept aside under ${corruptKey}`);
  reportStorageProblem(label, 'corrupt');
}
