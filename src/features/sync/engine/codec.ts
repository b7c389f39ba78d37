import { isStamp } from '@/lib/storage/records/hlc';
import type { StoredRecord } from '@/lib/storage/records';
import type { SyncKeys } from '../crypto/keys';
import type { SyncItem } from './types';

/** A record's plaintext: its real id and the record (the server never sees either). */
interface Plain {
  rid: string;
  stamp: string;
  value: unknown;
  placed?: string;
}

export const sealItem = (keys: SyncKeys, oid: string, { rid, record }: SyncItem) =>
  keys.seal(oid, {
    rid,
    stamp: record.stamp,
    value: record.value,
    ...(record.placed !== undefined && { placed: record.placed }),
  } satisfies Plain);

/**
 * The record a server's data holds, or null when it cannot be read: it does not decrypt under
 * this key and id (tampered, or another key's), or what it holds is not a record whose real id
 * makes this opaque id.
 */
export async function openItem(
  keys: SyncKeys,
  oid: string,
  data: string,
): Promise<SyncItem | null> {
  let plain: Partial<Plain>;
  try {
    plain = (await keys.open(oid, data)) as Partial<Plain>;
  } catch {
    return null;
  }
  if (typeof plain !== 'object' || plain === null || typeof plain.rid !== 'string') return null;
  if (!isStamp(plain.stamp) || (plain.placed !== undefined && !isStamp(plain.placed))) return null;
  if ((await keys.recordId(plain.rid)) !== oid) return null;
  const record: StoredRecord = { id: '', stamp: plain.stamp, value: plain.value ?? null };
  if (plain.placed !== undefined) record.placed = plain.placed;
  return { rid: plain.rid, record };
}
