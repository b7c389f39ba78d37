import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { DB_NAME, closeDb, getDb } from '@/lib/storage/idb/database';
import type { Song } from '@/lib/music/types';
import { initialCollectionState, useCollectionStore } from './collection.store';
import { startCollectionPersistence } from './collection-persistence';
import { readCollection } from './collection-db';

/** Chromium's own IndexedDB (not a stand-in): the move from local storage and the load path. */
const song = (id: string): Song => ({
  id,
  name: `Song ${id}`,
  album: null,
  year: null,
  duration: 60,
  language: null,
  image: [],
  downloadUrl: [{ quality: '320kbps', url: `/api/music/audio/${id}` }],
  artists: { primary: [] },
});
const ids = (list: { id: string }[]) => list.map((x) => x.id);

async function deleteDatabase() {
  await closeDb();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

beforeEach(async () => {
  await deleteDatabase();
  localStorage.clear();
  useCollectionStore.setState(initialCollectionState(), true);
});

describe('the music collection in the browser IndexedDB', () => {
  it('moves the local-storage lists once, then loads them from IndexedDB', async () => {
    const playlists = Array.from({ length: 3 }, (_, i) => ({
      id: `p${i}`,
      name: `Playlist ${i}`,
      createdAt: '2024-01-01T00:00:00.000Z',
      songs: [song(`${i}a`), song(`${i}b`)],
      avatar: 'data:image/jpeg;base64,AAAA',
    }));
    localStorage.setItem(STORAGE_KEYS.musicPlaylists, JSON.stringify({ v: 1, data: playlists }));
    localStorage.setItem(STORAGE_KEYS.musicFavorites, JSON.stringify([song('f1'), song('f2')]));
    localStorage.setItem(STORAGE_KEYS.musicDownloads, JSON.stringify({ v: 1, data: [song('d')] }));

    const stop = await startCollectionPersistence();
    stop();
    expect(localStorage.getItem(STORAGE_KEYS.musicPlaylists)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.musicFavorites)).toBeNull();
    const db = await getDb();
    if (!db) throw new Error('Chromium has IndexedDB');
    const stored = await readCollection(db);
    expect(ids(stored.playlists)).toEqual(['p0', 'p1', 'p2']);
    expect(stored.playlists[2]?.avatar).toBe('data:image/jpeg;base64,AAAA');
    expect(ids(stored.favorites)).toEqual(['f1', 'f2']);

    // A new page: nothing in local storage any more, everything comes from IndexedDB.
    await closeDb();
    useCollectionStore.setState(initialCollectionState(), true);
    const again = await startCollectionPersistence();
    again();
    const state = useCollectionStore.getState();
    expect(ids(state.playlists)).toEqual(['p0', 'p1', 'p2']);
    expect(ids(state.playlists[1]?.songs ?? [])).toEqual(['1a', '1b']);
    expect(ids(state.favorites)).toEqual(['f1', 'f2']);
    expect(ids(state.downloads)).toEqual(['d']);
  });
});
