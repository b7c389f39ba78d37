import {
  openDB,
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  type StoreNames,
} from 'idb';
import { splitPlaylistRecord } from './playlist-split';

/**
 * Reelbeat's IndexedDB database. Only music code imports this folder (it is not exported by
 * `lib/storage/index.ts`), so `idb` stays out of the first paint.
 */
export const DB_NAME = 'reelbeat';
export const DB_VERSION = 2;

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
 * back measured no slower than a structured clone of the same objects (docs/benchmarks.md).
 */
export interface JsonRecord {
  v: number;
  json: string;
}

export interface ReelbeatDb extends DBSchema {
  /** Whole lists under a name (favorites, recent, downloads, playlistOrder). */
  lists: { key: string; value: JsonRecord };
  /**
   * One record per playlist without its songs (v2; v1 held the songs too), so start-up reads
   * what the grid and hero show and a change rewrites one playlist, not all of them.
   */
  playlists: { key: string; value: JsonRecord & { id: string } };
  /**
   * Each playlist's songs, as one JSON list under the playlist's id: they are read, edited and
   * written as a whole list (order included), only when the playlist is needed (v2).
   */
  playlistSongs: { key: string; value: JsonRecord };
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
    upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        database.createObjectStore('lists');
        database.createObjectStore('playlists', { keyPath: 'id' });
        database.createObjectStore('audio', { keyPath: 'songId' });
        database.createObjectStore('corrupt');
      }
      if (oldVersion < 2) {
        database.createObjectStore('playlistSongs');
        splitPlaylists(transaction).catch((error: unknown) => {
          // Nothing is half-moved: the version stays 1 and the next start tries again.
          console.error('Moving playlist songs to their own store failed', error);
          transaction.abort();
        });
      }
    },
    blocking() {
      // A newer version opened in another tab: let it upgrade; this tab reopens on next use.
      db.close();
      opening = null;
    },
  });
  return db;
}

type UpgradeTransaction = IDBPTransaction<ReelbeatDb, StoreNames<ReelbeatDb>[], 'versionchange'>;

/** v1 → v2: every playlist record becomes a summary plus a songs record, in the upgrade. */
async function splitPlaylists(transaction: UpgradeTransaction) {
  const playlists = transaction.objectStore('playlists');
  const songs = transaction.objectStore('playlistSongs');
  for (const record of await playlists.getAll()) {
    const split = splitPlaylistRecord(record);
    if (!split) continue;
    void playlists.put(split.summary);
    void songs.put(split.songs, split.summary.id);
  }
}

/** For tests: forget the open connection (after deleting the database). */
export async function closeDb() {
  const db = await opening;
  db?.close();
  opening = null;
}
