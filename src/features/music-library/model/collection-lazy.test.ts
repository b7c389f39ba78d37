import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { song } from '@/test/song-fixtures';
import { writeV1Database } from '@/test/v1-database';
import { DB_VERSION, getDb } from '@/lib/storage/idb/database';
import { CHANNEL_NAME } from '@/lib/storage/idb/channel';
import {
  addSongToPlaylist,
  updatePlaylistDetails,
} from '@/features/music-library/playlists/model/playlist-actions';
import {
  ensurePlaylistSongs,
  initialCollectionState,
  loadAllPlaylistSongs,
  useCollectionStore,
  startCollectionPersistence,
  whenCollectionSaved,
  toEntry,
  type LocalPlaylist,
} from '@/lib/storage/music-collection';
import {
  encodeRecord,
  readCollection,
  readPlaylistSongs,
  replaceCollection,
} from '@/lib/storage/music-collection/collection-db';

let stop = () => {};
const state = () => useCollectionStore.getState();
const ids = (list: { id: string }[] | null | undefined) => (list ?? []).map((x) => x.id);
const db = async () => {
  const open = await getDb();
  if (!open) throw new Error('IndexedDB should be there');
  return open;
};
const playlist = (id: string, songIds: string[]): LocalPlaylist => ({
  id,
  name: `Playlist ${id}`,
  createdAt: '2024-01-01T00:00:00.000Z',
  lastModified: '2024-01-01T00:00:00.000Z',
  songs: songIds.map((s) => song(s, 60)),
});
const seed = async (...playlists: LocalPlaylist[]) =>
  replaceCollection(await db(), { playlists: playlists.map(toEntry) });

/** Keys written to one object store while `action` runs. */
async function writesTo(store: string, action: () => Promise<unknown>) {
  const put = vi.spyOn(IDBObjectStore.prototype, 'put');
  try {
    await action();
    await whenCollectionSaved();
    return put.mock.contexts.flatMap((context, i) =>
      (context as IDBObjectStore).name === store ? [put.mock.calls[i]?.[1]] : [],
    );
  } finally {
    put.mockRestore();
  }
}

beforeEach(async () => {
  await resetIndexedDb();
  localStorage.clear();
  useCollectionStore.setState(initialCollectionState(), true);
});
afterEach(() => stop());

describe('schema v2 upgrade', () => {
  it('splits every v1 playlist into a summary and its songs, and keeps an unreadable one', async () => {
    const whole = playlist('p1', ['a', 'b', 'c']);
    const bare = { id: 'p2', name: 'No songs field', createdAt: '2024-01-01T00:00:00.000Z' };
    await writeV1Database([
      { id: 'p1', ...encodeRecord(whole) },
      { id: 'p2', ...encodeRecord(bare) },
      { id: 'cut', v: 1, json: '{"id":"cut",' },
    ]);
    const open = await db();
    expect(open.version).toBe(DB_VERSION);
    expect(JSON.parse((await open.get('playlists', 'p1'))?.json ?? '')).toMatchObject({
      name: 'Playlist p1',
      songCount: 3,
      seconds: 180,
    });
    expect(JSON.parse((await open.get('playlists', 'p1'))?.json ?? '')).not.toHaveProperty('songs');
    expect(ids((await readPlaylistSongs(open, ['p1'])).get('p1'))).toEqual(['a', 'b', 'c']);
    // The upgrade leaves what it cannot split as it was; the reader keeps it aside.
    expect(await open.get('playlists', 'cut')).toEqual({ id: 'cut', v: 1, json: '{"id":"cut",' });

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = await startCollectionPersistence();
    expect(ids(state().playlists)).toEqual(['p1', 'p2']);
    expect(state().playlists[0]).toMatchObject({ songs: null, songCount: 3 });
    expect(ids((await ensurePlaylistSongs('p1'))?.songs)).toEqual(['a', 'b', 'c']);
    expect((await ensurePlaylistSongs('p2'))?.songs).toEqual([]);
    expect(await open.get('corrupt', 'playlist:cut.corrupt')).toMatchObject({ id: 'cut' });
  });
});

describe('playlist songs load when needed', () => {
  it('starts with summaries only, and opening a playlist reads its songs once, writing nothing', async () => {
    await seed(playlist('p1', ['a', 'b']), playlist('p2', ['c']));
    const get = vi.spyOn(IDBObjectStore.prototype, 'get');
    stop = await startCollectionPersistence();
    const songReads = () =>
      get.mock.contexts.filter((c) => (c as IDBObjectStore).name === 'playlistSongs');
    expect(songReads()).toHaveLength(0);
    expect(state().playlists.map((p) => [p.id, p.songs, p.songCount])).toEqual([
      ['p1', null, 2],
      ['p2', null, 1],
    ]);

    const written = await writesTo('playlistSongs', async () => {
      const [one, two] = await Promise.all([ensurePlaylistSongs('p1'), ensurePlaylistSongs('p1')]);
      expect(one).toBe(two);
    });
    expect(songReads()).toHaveLength(1);
    expect(written).toEqual([]);
    expect(ids(state().playlists[0]?.songs)).toEqual(['a', 'b']);
    expect(state().playlists[1]?.songs).toBeNull();
    get.mockRestore();
  });

  it('a start writes nothing back', async () => {
    await seed(playlist('p1', ['a']));
    const open = await db();
    await open.put('lists', encodeRecord([song('r1'), song('r2')]), 'recent');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    stop = await startCollectionPersistence();
    await whenCollectionSaved();
    expect(ids(state().recentlyPlayed)).toEqual(['r1', 'r2']);
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
  });

  it("an edit writes only the changed playlist's songs; a rename of an unloaded one keeps its songs", async () => {
    await seed(playlist('p1', ['a']), playlist('p2', ['b', 'c']));
    stop = await startCollectionPersistence();
    const added = await writesTo('playlistSongs', () => addSongToPlaylist('p1', song('x')));
    expect(added).toEqual(['p1']);
    const renamed = await writesTo('playlistSongs', () =>
      updatePlaylistDetails('p2', { name: 'Renamed' }),
    );
    expect(renamed).toEqual([]);
    expect(state().playlists[1]?.songs).toBeNull();

    stop();
    useCollectionStore.setState(initialCollectionState(), true);
    stop = await startCollectionPersistence();
    expect(state().playlists.map((p) => [p.name, p.songCount])).toEqual([
      ['Playlist p1', 2],
      ['Renamed', 2],
    ]);
    expect(ids((await ensurePlaylistSongs('p1'))?.songs)).toEqual(['a', 'x']);
    expect(ids((await ensurePlaylistSongs('p2'))?.songs)).toEqual(['b', 'c']);
  });

  it('loads every playlist for a whole read (backup, export all)', async () => {
    await seed(playlist('p1', ['a']), playlist('p2', ['b']));
    stop = await startCollectionPersistence();
    const all = await loadAllPlaylistSongs();
    expect(all.map((p) => ids(p.songs))).toEqual([['a'], ['b']]);
  });

  it("takes another tab's edit of loaded songs, and leaves unloaded ones unread", async () => {
    await seed(playlist('p1', ['a']), playlist('p2', ['b']));
    stop = await startCollectionPersistence();
    await ensurePlaylistSongs('p1');
    // The other tab added a song to p1 and renamed p2, then announced both.
    const open = await db();
    const p1 = { ...toEntry(playlist('p1', ['a', 'z'])) };
    const p2 = { ...toEntry(playlist('p2', ['b'])), name: 'Theirs' };
    await replaceCollection(open, { playlists: [p1, p2] });
    const other = new BroadcastChannel(CHANNEL_NAME);
    other.postMessage({
      lists: ['playlists', 'playlistSongs:p1', 'playlistSongs:p2'],
      from: 'another-tab',
    });
    await vi.waitFor(() => expect(ids(state().playlists[0]?.songs)).toEqual(['a', 'z']));
    expect(state().playlists[1]).toMatchObject({ name: 'Theirs', songs: null });
    // Taking it writes nothing back.
    expect(await writesTo('playlistSongs', async () => undefined)).toEqual([]);
    expect(ids((await readCollection(open)).playlists)).toEqual(['p1', 'p2']);
    other.close();
  });
});
