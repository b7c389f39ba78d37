import { DB_NAME } from '@/lib/storage/idb/database';

/**
 * Databases as earlier versions of Reelbeat left them, so tests can open them with the current
 * version and watch the upgrade. v1 kept each list and each playlist (its songs included) as JSON
 * text; v2 kept a playlist's songs apart, under the playlist's id.
 */
type Old = { v: number; json: string };

interface OldData {
  playlists: ({ id: string } & Old)[];
  lists?: Record<string, Old>;
  songs?: Record<string, Old>;
}

function writeOld(version: 1 | 2, { playlists, lists = {}, songs = {} }: OldData) {
  return new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, version);
    request.onupgradeneeded = () => {
      const db = request.result;
      const tx = request.transaction!;
      db.createObjectStore('lists');
      db.createObjectStore('playlists', { keyPath: 'id' });
      db.createObjectStore('audio', { keyPath: 'songId' });
      db.createObjectStore('corrupt');
      if (version === 2) db.createObjectStore('playlistSongs');
      for (const record of playlists) tx.objectStore('playlists').put(record);
      for (const [name, value] of Object.entries(lists)) tx.objectStore('lists').put(value, name);
      for (const [id, value] of Object.entries(songs))
        tx.objectStore('playlistSongs').put(value, id);
    };
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

/** A schema-v1 database: each playlist whole as JSON text, and lists by name. */
export const writeV1Database = (playlists: OldData['playlists'], lists?: OldData['lists']) =>
  writeOld(1, { playlists, lists });

/** A schema-v2 database: playlists' summaries, with their songs apart under their ids. */
export const writeV2Database = (data: OldData) => writeOld(2, data);

/** A value as the old databases kept it. */
export const oldRecord = (data: unknown, v = 1): Old => ({ v, json: JSON.stringify(data) });
