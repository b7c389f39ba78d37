import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { clearStorageProblem, reportStorageProblem } from '../storage-problems';
import { upgradeToRecords } from './upgrade-records';

/**
 * Reelbeat's IndexedDB database. Only code loaded with `import()` reaches this folder (it is
 * not exported by `lib/storage/index.ts`), so `idb` stays out of the first paint.
 */
export const DB_NAME = 'reelbeat';
export const DB_VERSION = 3;

export interface StoredAudio {
  songId: string;
  audio: Blob;
  cover: Blob | null;
  /** audio + cover, in bytes (what "space used by downloads" adds up). */
  bytes: number;
  storedAt: string;
}

/**
 * One personal record (lib/storage/records/record.ts) of profile `p`, list `c`. The value is
 * kept as JSON text (absent for a tombstone), so a record that cannot be parsed or checked is
 * recognised and set aside like an unreadable local-storage value.
 */
export interface RecordRow {
  p: string;
  c: string;
  id: string;
  stamp: string;
  json?: string;
  placed?: string;
}

/** A playlist's song count and length, kept beside its songs (not synced: derived from them). */
export interface StatsRow {
  p: string;
  id: string;
  count: number;
  seconds: number;
}

export interface ReelbeatDb extends DBSchema {
  /** Every record of every profile kept here (v3): key [profile, list, id]. */
  records: {
    key: [string, string, string];
    value: RecordRow;
    /** A profile's records by stamp: what changed since a stamp (sync). */
    indexes: { byStamp: [string, string] };
  };
  stats: { key: [string, string]; value: StatsRow };
  /** Deleted profiles: a write for one of them is refused inside its own transaction. */
  gone: { key: string; value: { id: string; at: number } };
  /** Downloaded songs' audio and cover (this device's only). */
  audio: { key: string; value: StoredAudio };
  /** Unreadable records kept aside (`<name>.corrupt`), as local storage does. */
  corrupt: { key: string; value: unknown };
}

export type Db = IDBPDatabase<ReelbeatDb>;

let opening: Promise<Db | null> | null = null;
/** Another tab upgraded or deleted the database: this page must reload to use it again. */
let outdated = false;
const outdatedListeners = new Set<() => void>();

/** Called when the open database is taken away by a newer version in another tab. */
export function onOutdated(listener: () => void): () => void {
  outdatedListeners.add(listener);
  return () => void outdatedListeners.delete(listener);
}

export const isOutdated = () => outdated;

/** The open database, or null where IndexedDB is missing, refused, or taken by a newer tab. */
export function getDb(): Promise<Db | null> {
  if (outdated) return Promise.resolve(null);
  opening ??= open().catch((error: unknown) => {
    console.error('IndexedDB could not be opened', error);
    return null;
  });
  return opening;
}

async function open(): Promise<Db | null> {
  if (typeof indexedDB === 'undefined') return null;
  const db = await openDB<ReelbeatDb>(DB_NAME, DB_VERSION, {
    upgrade: upgradeToRecords,
    blocked() {
      // An older tab holds the database and has not let go (it is asked to reload): say so.
      reportStorageProblem('reelbeat_music_playlists', 'blocked');
    },
    blocking() {
      // A newer version (or a deletion) waits for this page: let it through, and ask the
      // reader to reload this page so it keeps saving with the new one.
      outdated = true;
      db.close();
      opening = null;
      reportStorageProblem('reelbeat_music_playlists', 'outdated');
      outdatedListeners.forEach((listener) => listener());
    },
  });
  clearStorageProblem('blocked');
  return db;
}

/** For tests: forget the open connection (after deleting the database). */
export async function closeDb() {
  const db = await opening;
  db?.close();
  opening = null;
  outdated = false;
}
