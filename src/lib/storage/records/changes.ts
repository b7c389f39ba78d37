import type { StoredRecord } from './record';

/**
 * Where a change of records came from: this page (`local`), another tab of this browser
 * (`tab`), another device through `applyRemote` (`remote`), or storage cleared outside the app
 * (`wipe`: the records are gone without tombstones).
 */
export type ChangeOrigin = 'local' | 'tab' | 'remote' | 'wipe';

export interface RecordChange {
  /** The profile whose records changed; null for the browser-wide lists (the profiles). */
  profile: string | null;
  /** The list's name (`library`, `playlistSongs`, …). */
  collection: string;
  /** The records as they now are (tombstones for deletions); device-only ones are left out. */
  records: StoredRecord[];
  origin: ChangeOrigin;
}

type Listener = (change: RecordChange) => void;
const listeners = new Set<Listener>();

/**
 * Every change of a syncable record this page learns of, from any list of any profile (what
 * sync uploads, and what connections such as scrobbling react to). Returns unsubscribe.
 */
export function subscribeRecordChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function emitRecordChange(change: RecordChange) {
  if (change.records.length === 0) return;
  for (const listener of listeners) listener(change);
}
