import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * Reelbeat's IndexedDB database. Only music code imports this folder (it is not exported by
 * `lib/storage/index.ts`), so `idb` stays out of the first paint.
 */
export const DB_NAME = 'reelbeat';
export const DB_VERSION = 1;

export interface StoredAudio {
  songId: string;
  audio: Blob;
  cover: Blob | null;
  /** audio + cover, in bytes (what "space used by downloads" adds up). */
  bytes: number;
  storedAt: string;
}

/**
 * A stored list or playlist: its value as JSON text, exactly what local storage held, so a
 * record that cannot be parsed or checked is recognised and kept aside the same way. Reading it
 * back measured no slower than a structured clone of the same objects (bench/idb-chromium.ts).
 */
export interface JsonRecord {
  v: number;
  json: string;
}

export interface ReelbeatDb extends DBSchema {
  /** Whole lists under a name (favorites, recent, downloads, playlistOrder). */
  lists: { key: string; value: JsonRecord };
  /** One record per playlist, so a change rewrites one playlist, not all of them. */
  playlists: { key: string; value: JsonRecord & { id: string } };
  /** Downloaded songs' audio and cover. */
  audio: { key: string; value: StoredAudio };
  /** Unreadable records kept aside (`<name>.corrupt`), as local storage does. */
  corrupt: { key: string; value: unknown };
}

export type Db = IDBPDatabase<ReelbeatDb>;

let opening: Promise<Db | null> | null = null;

/** The open database, or null where IndexedDB is missing or refused (then nothing moves). */
export function getDb(): Promise<Db | null> {
  opening ??= open().catch((error: unknown) => {
    console.error('IndexedDB could not be opened; music lists stay in local storage', error);
    return null;
  });
  return opening;
}

async function open(): Promise<Db | null> {
  if (typeof indexedDB === 'undefined') return null;
  const db = await openDB<ReelbeatDb>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      database.createObjectStore('lists');
      database.createObjectStore('playlists', { keyPath: 'id' });
      database.createObjectStore('audio', { keyPath: 'songId' });
      database.createObjectStore('corrupt');
    },
    blocking() {
      // A newer version opened in another tab: let it upgrade; this tab reopens on next use.
      db.close();
      opening = null;
    },
  });
  return db;
}

/** For tests: forget the open connection (after deleting the database). */
export async function closeDb() {
  const db = await opening;
  db?.close();
  opening = null;
}
