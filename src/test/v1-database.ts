import { DB_NAME } from '@/lib/storage/idb/database';

/**
 * Writes a schema-v1 database as Reelbeat 1 left it (each playlist whole, songs included, as
 * JSON text), so tests can open it with the current version and watch the upgrade.
 */
export function writeV1Database(records: { id: string; v: number; json: string }[]) {
  return new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore('lists');
      const playlists = db.createObjectStore('playlists', { keyPath: 'id' });
      db.createObjectStore('audio', { keyPath: 'songId' });
      db.createObjectStore('corrupt');
      for (const record of records) playlists.put(record);
    };
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}
