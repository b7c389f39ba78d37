import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { song } from '@/test/song-fixtures';
import { STORAGE_KEYS } from '@/lib/storage';
import { getDb } from '@/lib/storage/idb/database';
import {
  collectionActions,
  ensurePlaylistSongs,
  initialCollectionState,
  useCollectionStore,
  startCollectionPersistence,
  whenCollectionSaved,
  toEntry,
  collectionStoredValues,
} from '@/lib/storage/music-collection';
import { readCollection, writeCollection } from '@/lib/storage/music-collection/collection-db';
import { DEVICE_KEY } from '@/lib/storage/records/device';
import { ANOTHER_TAB, otherTabWrites, putRows, row, songRows } from '@/test/music-records';
import { ensureDownloadsPlaylist } from '@/features/music-library/playlists/model/playlist-actions';

let stop = () => {};
const state = () => useCollectionStore.getState();
const db = async () => {
  const open = await getDb();
  if (!open) throw new Error('IndexedDB should be there');
  return open;
};
const ids = (list: { id: string }[]) => list.map((x) => x.id);

beforeEach(async () => {
  await resetIndexedDb();
  localStorage.clear();
  useCollectionStore.setState(initialCollectionState(), true);
});
afterEach(() => stop());

describe('moving the music lists from local storage', () => {
  it('copies the current shapes, verifies them, then removes the local keys', async () => {
    const old = {
      // A bare list from before versioned storage, with an older service's song shape.
      [STORAGE_KEYS.musicFavorites]: JSON.stringify([
        {
          id: 'old',
          name: 'Old',
          primaryArtists: 'Someone',
          duration: '99',
          image: [],
          downloadUrl: false,
        },
      ]),
      [STORAGE_KEYS.musicRecent]: JSON.stringify({ v: 1, data: [song('r1'), song('r2')] }),
      [STORAGE_KEYS.musicDownloads]: JSON.stringify({ v: 1, data: [song('d1')] }),
      [STORAGE_KEYS.musicPlaylists]: JSON.stringify({
        v: 1,
        data: [
          {
            id: 'downloads',
            name: 'Downloads',
            createdAt: '2024-01-01T00:00:00.000Z',
            songs: [song('d1')],
            image: '⬇️',
          },
          {
            id: 'p2',
            name: 'Road',
            createdAt: '2024-02-01T00:00:00.000Z',
            songs: [song('a'), song('b')],
            avatar: 'data:image/jpeg;base64,AAAA',
          },
        ],
      }),
    };
    for (const [key, raw] of Object.entries(old)) localStorage.setItem(key, raw);

    stop = await startCollectionPersistence();

    for (const key of Object.keys(old)) expect(localStorage.getItem(key)).toBeNull();
    const stored = await readCollection(await db());
    expect(stored.favorites[0]).toMatchObject({
      id: 'old',
      duration: 99,
      primaryArtists: 'Someone',
    });
    expect(ids(stored.recent)).toEqual(['r1', 'r2']);
    expect(ids(stored.downloads)).toEqual(['d1']);
    expect(ids(stored.playlists)).toEqual(['downloads', 'p2']);
    expect(stored.playlists[1]?.avatar).toBe('data:image/jpeg;base64,AAAA');
    // Start-up reads summaries; the songs come when the playlist is needed.
    expect(state().playlists[1]).toMatchObject({ songs: null, songCount: 2 });
    expect(ids((await ensurePlaylistSongs('p2'))?.songs ?? [])).toEqual(['a', 'b']);
    expect(ids(state().recentlyPlayed)).toEqual(['r1', 'r2']);
  });

  it('leaves local storage untouched when the copy cannot be verified', async () => {
    const raw = JSON.stringify({ v: 1, data: [song('keep')] });
    localStorage.setItem(STORAGE_KEYS.musicFavorites, raw);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = await db();
    vi.spyOn(open, 'transaction').mockImplementation(() => {
      throw new DOMException('refused', 'UnknownError');
    });
    stop = await startCollectionPersistence();
    expect(localStorage.getItem(STORAGE_KEYS.musicFavorites)).toBe(raw);
    expect(error).toHaveBeenCalled();
    // The session goes on from local storage.
    expect(ids(state().favorites)).toEqual(['keep']);
  });

  it('keeps unreadable local data aside and moves the rest', async () => {
    localStorage.setItem(STORAGE_KEYS.musicFavorites, '{not json');
    localStorage.setItem(STORAGE_KEYS.musicRecent, JSON.stringify([song('r')]));
    stop = await startCollectionPersistence();
    expect(localStorage.getItem(`${STORAGE_KEYS.musicFavorites}.corrupt`)).toBe('{not json');
    expect(ids((await readCollection(await db())).recent)).toEqual(['r']);
  });
});

describe('the collection in IndexedDB', () => {
  it('writes changes and loads them back on the next start', async () => {
    stop = await startCollectionPersistence();
    collectionActions.toggleFavorite(song('f'));
    collectionActions.setPlaylists(() => [
      toEntry({ id: 'p', name: 'P', createdAt: '', songs: [song('s')] }),
    ]);
    expect(await whenCollectionSaved()).toEqual({ ok: true });
    stop();
    useCollectionStore.setState(initialCollectionState(), true);
    stop = await startCollectionPersistence();
    expect(ids(state().favorites)).toEqual(['f']);
    expect(ids(state().playlists)).toEqual(['p']);
    // No list in local storage: only this device's id (stamps name it) is kept there.
    expect(Object.keys(localStorage).filter((key) => key !== DEVICE_KEY)).toEqual([]);
  });

  it('keeps a change made while the lists were loading', async () => {
    const open = await db();
    await writeCollection(open, { favorites: [song('stored')] });
    const starting = startCollectionPersistence();
    collectionActions.toggleFavorite(song('early'));
    stop = await starting;
    expect(ids(state().favorites)).toEqual(['early', 'stored']);
    await whenCollectionSaved();
    expect(ids((await readCollection(open)).favorites)).toEqual(['early', 'stored']);
  });

  it('waits for the stored playlists before an edit computed from them', async () => {
    const open = await db();
    const stored = { id: 'p1', name: 'Stored', createdAt: '', songs: [song('s')] };
    await writeCollection(open, { playlists: [toEntry(stored)] });
    const starting = startCollectionPersistence();
    // A screen adds the Downloads playlist as it mounts, while the lists are still loading.
    const ensured = ensureDownloadsPlaylist();
    stop = await starting;
    await ensured;
    expect(ids(state().playlists).sort()).toEqual(['downloads', 'p1']);
    await whenCollectionSaved();
    expect(ids((await readCollection(open)).playlists).sort()).toEqual(['downloads', 'p1']);
  });

  it('keeps an unreadable record aside instead of loading it', async () => {
    const open = await db();
    const nonsense = row('musicFavorites', 'x', 'nonsense');
    const bad = row('playlists', 'bad', { id: 'bad', name: 42 });
    const cut = { ...row('playlists', 'cut', {}), json: '{"id":"cut",' };
    await putRows(open, [nonsense, bad, cut]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = await startCollectionPersistence();
    expect(state().favorites).toEqual([]);
    expect(state().playlists).toEqual([]);
    expect(await open.get('corrupt', `main/musicFavorites/x.corrupt`)).toEqual(nonsense);
    expect(await open.get('corrupt', `main/playlists/bad.corrupt`)).toMatchObject({ id: 'bad' });
    expect(await open.get('corrupt', `main/playlists/cut.corrupt`)).toMatchObject({ id: 'cut' });
    expect(await open.count('records')).toBe(0);
  });

  it("takes another tab's change when it is announced, without writing it back", async () => {
    stop = await startCollectionPersistence();
    const open = await db();
    // The other tab wrote, then announced on the channel under its own tab id.
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    await otherTabWrites(open, songRows('musicFavorites', [song('there')]));
    put.mockClear();
    await vi.waitFor(() => expect(ids(state().favorites)).toEqual(['there']), ANOTHER_TAB);
    await whenCollectionSaved();
    expect(put).not.toHaveBeenCalled();
  });

  it('serves the old keys to whole-data backups: read from and written to IndexedDB', async () => {
    stop = await startCollectionPersistence();
    collectionActions.toggleFavorite(song('x'));
    expect(ids(collectionStoredValues.favorites.read())).toEqual(['x']);
    collectionStoredValues.favorites.write([song('y'), song('z')]);
    expect(ids(state().favorites)).toEqual(['y', 'z']);
    await whenCollectionSaved();
    expect(ids((await readCollection(await db())).favorites)).toEqual(['y', 'z']);
    expect(localStorage.getItem(STORAGE_KEYS.musicFavorites)).toBeNull();
  });
});
