import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { DB_NAME, DB_VERSION, closeDb, getDb } from '@/lib/storage/idb/database';
import { writeV1Database } from '@/test/v1-database';
import { ids, song } from '@/test/song-fixtures';
import {
  ensurePlaylistSongs,
  initialCollectionState,
  loadAllPlaylistSongs,
  useCollectionStore,
} from './collection.store';
import { startCollectionPersistence } from './collection-persistence';
import { readCollection } from './collection-db';

// Chromium's own IndexedDB (not a stand-in): the move from local storage and the load path.

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
    const state = useCollectionStore.getState();
    expect(ids(state.playlists)).toEqual(['p0', 'p1', 'p2']);
    expect(state.playlists[1]).toMatchObject({ songs: null, songCount: 2 });
    expect(ids((await ensurePlaylistSongs('p1'))?.songs ?? [])).toEqual(['1a', '1b']);
    expect(ids(state.favorites)).toEqual(['f1', 'f2']);
    expect(ids(state.downloads)).toEqual(['d']);
    again();
  });

  it('upgrades a v1 database: each playlist into its record and one record per song', async () => {
    const whole = (i: number) => ({
      id: `p${i}`,
      name: `Playlist ${i}`,
      createdAt: '2024-01-01T00:00:00.000Z',
      songs: [song(`${i}a`), song(`${i}b`), song(`${i}c`)],
    });
    await writeV1Database(
      [0, 1].map((i) => ({ id: `p${i}`, v: 1, json: JSON.stringify(whole(i)) })),
    );
    const db = await getDb();
    if (!db) throw new Error('Chromium has IndexedDB');
    expect(db.version).toBe(DB_VERSION);
    // Two playlists of three songs: 2 playlist records and 6 song records.
    expect(await db.count('records')).toBe(8);

    const stop = await startCollectionPersistence();
    const { playlists } = useCollectionStore.getState();
    expect(playlists.map((p) => [p.id, p.songs, p.songCount, p.seconds])).toEqual([
      ['p0', null, 3, 180],
      ['p1', null, 3, 180],
    ]);
    expect(ids((await ensurePlaylistSongs('p1'))?.songs ?? [])).toEqual(['1a', '1b', '1c']);
    const all = await loadAllPlaylistSongs();
    expect(all.map((p) => ids(p.songs))).toEqual([
      ['0a', '0b', '0c'],
      ['1a', '1b', '1c'],
    ]);
    stop();
  });
});
