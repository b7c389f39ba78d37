import type { StoredRecord } from '@/lib/storage/records';

/**
 * A record as sync carries it: its real id (`<profile>/<list>/<id>`, `~` for the browser-wide
 * lists such as the profiles) and the record itself (stamp, value or null, place).
 */
export interface SyncItem {
  rid: string;
  record: StoredRecord;
}

export const BROWSER_WIDE = '~';

export function realIdOf(profile: string | null, list: string, id: string): string {
  return `${profile ?? BROWSER_WIDE}/${list}/${id}`;
}

/** The parts of a real id; null when it is not one. */
export function partsOf(rid: string): { profile: string | null; list: string; id: string } | null {
  const first = rid.indexOf('/');
  const second = rid.indexOf('/', first + 1);
  if (first <= 0 || second <= first + 1 || second === rid.length - 1) return null;
  const profile = rid.slice(0, first);
  return {
    profile: profile === BROWSER_WIDE ? null : profile,
    list: rid.slice(first + 1, second),
    id: rid.slice(second + 1),
  };
}

/** Where the records come from and go to: the personal-data layer (`data/`), or a test's. */
export interface DataSource {
  /** Every syncable record stamped after `since` (all of them for null), tombstones included. */
  scan(since: string | null): Promise<SyncItem[]>;
  /**
   * Takes in records from other devices, merged by stamp (the newer wins); returns the real ids
   * it could not take (a list this version does not know, a value that fails its check).
   * Throws when storage refuses them (full): the pull fails, so they come again.
   */
  apply(items: SyncItem[]): Promise<Set<string>>;
}

/** What this device knows the server holds of a record. */
export interface Known {
  rid: string;
  oid: string;
  seq: number;
  stamp: string;
  /** For a stamp of data moved in from before records, the server's version's digest (`tie.ts`). */
  tie?: string;
}

export interface SyncMeta {
  epoch: string | null;
  cursor: number;
  /** Records stamped up to here have been looked at by a push (a scan starts after it). */
  scanned: string | null;
  lastSync: number | null;
}

/** The device's sync bookkeeping, kept across reloads (IndexedDB, `state.ts`). */
export interface StateStore {
  load(): Promise<{ meta: SyncMeta; known: Known[] }>;
  save(meta: SyncMeta, known: readonly Known[]): Promise<void>;
  /** Forgets every record's `seq` (another epoch) or everything (sync turned off). */
  clear(): Promise<void>;
}

export const EMPTY_META: SyncMeta = { epoch: null, cursor: 0, scanned: null, lastSync: null };
