import { setLocalAudio } from '@/lib/music/local-audio';
import type { Db, StoredAudio } from '@/lib/storage/idb/database';

/**
 * Downloaded songs' audio and cover blobs (IndexedDB store `audio`, key: song id). The
 * metadata stays in the downloads list; a song that leaves it loses its blobs (see
 * `collection-idb.ts`), whichever way it left (Remove, a backup, another tab).
 */
const database = async (): Promise<Db> => {
  const { getDb } = await import('@/lib/storage/idb/database');
  const db = await getDb();
  if (!db) throw new DOMException('IndexedDB is not available', 'InvalidStateError');
  return db;
};

/** Stores one song's blobs; rejects (nothing stored) on a full quota. */
export async function storeDownloadedAudio(songId: string, audio: Blob, cover: Blob | null) {
  const record: StoredAudio = {
    songId,
    audio,
    cover,
    bytes: audio.size + (cover?.size ?? 0),
    storedAt: new Date().toISOString(),
  };
  await (await database()).put('audio', record);
  setLocalAudio(songId, audio, cover);
}

export async function deleteDownloadedAudio(songIds: string[]) {
  if (!songIds.length) return;
  const tx = (await database()).transaction('audio', 'readwrite');
  for (const id of songIds) void tx.store.delete(id);
  await tx.done;
  for (const id of songIds) setLocalAudio(id, null);
}

/** Makes every stored song playable from the device (object URLs; the bytes are not read). */
export async function loadDownloadedAudio(db: Db) {
  const records = await db.getAll('audio');
  for (const record of records) setLocalAudio(record.songId, record.audio, record.cover);
}

export interface DownloadSpace {
  /** Bytes of audio and covers downloaded. */
  used: number;
  /** What the browser says is left for this site, when it says. */
  available: number | null;
}

export async function downloadSpace(): Promise<DownloadSpace> {
  const records = await (await database()).getAll('audio');
  const used = records.reduce((sum, r) => sum + r.bytes, 0);
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  const available =
    estimate?.quota !== undefined ? Math.max(0, estimate.quota - (estimate.usage ?? 0)) : null;
  return { used, available };
}

let askedPersistence = false;

/** The first download asks the browser to keep Reelbeat's storage (not evict it when low). */
export function askPersistentStorage() {
  if (askedPersistence) return;
  askedPersistence = true;
  void navigator.storage?.persist?.().catch(() => false);
}
