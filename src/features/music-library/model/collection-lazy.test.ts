import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { song } from '@/test/song-fixtures';
import { oldRecord, writeV1Database, writeV2Database } from '@/test/v1-database';
import { ANOTHER_TAB, otherTabWrites, row, storedRecord } from '@/test/music-records';
import { DB_VERSION, getDb } from '@/lib/storage/idb/database';
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
import { readCollection, writeCollection } from '@/lib/storage/music-collection/collection-db';

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
  writeCollection(await db(), { playlists: playlists.map(toEntry) });

/**
 * The records of one list written while `action` runs (for playlist songs, the playlists they
 * belong to, once each).
 */
async function writesTo(list: string, action: () => Promise<unknown>) {
  const put = vi.spyOn(IDBObjectStore.prototype, 'put');
  try {
    await action();
    await whenCollectionSaved();
    const rows = put.mock.calls
      .map(([value]) => value as { c?: string; id?: string })
      .filter((value) => value?.c === list)
      .map((value) => (list === 'playlistSongs' ? value.id!.split('/')[0]! : value.id!));
    return [...new Set(rows)];
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

describe('the upgrade to records (schema v3)', () => {
  it('moves every v1 playlist into its record and its songs, and keeps an unreadable one', async () => {
    const whole = playlist('p1', ['a', 'b', 'c']);
    const bare = { id: 'p2', name: 'No songs field', createdAt: '2024-01-01T00:00:00.000Z' };
    await writeV1Database(
      [
        { id: 'p1', ...oldRecord(whole) },
        { id: 'p2', ...oldRecord(bare) },
        { id: 'cut', v: 1, json: '{"id":"cut",' },
      ],
      { favorites: oldRecord([song('f1'), song('f2')]) },
    );
    const open = await db();
    expect(open.version).toBe(DB_VERSION);
    expect(await storedRecord(open, 'playlists', 'p1')).toMatchObject({ name: 'Playlist p1' });
    expect(await storedRecord(open, 'playlists', 'p1')).not.toHaveProperty('songs');
    expect(await open.get('stats', ['main', 'p1'])).toMatchObject({ count: 3, seconds: 180 });
    expect(await storedRecord(open, 'playlistSongs', 'p1/b')).toMatchObject({ id: 'b' });
    // What it cannot read is kept aside, not moved.
    expect(await open.get('corrupt', 'playlist:cut.corrupt')).toEqual({
      id: 'cut',
      v: 1,
      json: '{"id":"cut",',
    });

    stop = await startCollectionPersistence();
    expect(ids(state().playlists)).toEqual(['p1', 'p2']);
    expect(ids(state().favorites)).toEqual(['f1', 'f2']);
    expect(state().playlists[0]).toMatchObject({ songs: null, songCount: 3 });
    expect(ids((await ensurePlaylistSongs('p1'))?.songs)).toEqual(['a', 'b', 'c']);
    expect((await ensurePlaylistSongs('p2'))?.songs).toEqual([]);
  });

  it('moves a v2 database: summaries, songs apart, the order of the playlists', async () => {
    const summary = (id: string) =>
      oldRecord({ id, name: `List ${id}`, createdAt: '', songCount: 1, seconds: 60 }, 2);
    await writeV2Database({
      playlists: [
        { id: 'late', ...summary('late') },
        { id: 'early', ...summary('early') },
      ],
      songs: { late: oldRecord([song('x')]), early: oldRecord([song('y')]) },
      lists: { playlistOrder: oldRecord(['early', 'late']), recent: oldRecord([song('r')]) },
    });
    stop = await startCollectionPersistence();
    expect(ids(state().playlists)).toEqual(['early', 'late']);
    expect(ids(state().recentlyPlayed)).toEqual(['r']);
    expect(ids((await ensurePlaylistSongs('late'))?.songs)).toEqual(['x']);
    const open = await db();
    expect(open.objectStoreNames.contains('playlistSongs' as never)).toBe(false);
  });
});

describe('playlist songs load when needed', () => {
  it('starts with summaries only, and opening a playlist reads its songs once, writing nothing', async () => {
    await seed(playlist('p1', ['a', 'b']), playlist('p2', ['c']));
    const get = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    stop = await startCollectionPersistence();
    const songReads = () =>
      get.mock.calls.filter(
        ([range]) => (range as IDBKeyRange | undefined)?.lower?.[1] === 'playlistSongs',
      );
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
    await writeCollection(open, { recent: [song('r1'), song('r2')] });
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
    const { songs: _songs, ...p2 } = { ...playlist('p2', ['b']), name: 'Theirs' };
    await otherTabWrites(open, [
      row('playlistSongs', 'p1/z', song('z')),
      row('playlists', 'p2', p2),
    ]);
    await vi.waitFor(
      () => expect(ids(state().playlists[0]?.songs)).toEqual(['a', 'z']),
      ANOTHER_TAB,
    );
    expect(state().playlists[1]).toMatchObject({ name: 'Theirs', songs: null });
    // Taking it writes nothing back.
    expect(await writesTo('playlistSongs', async () => undefined)).toEqual([]);
    expect(ids((await readCollection(open)).playlists)).toEqual(['p1', 'p2']);
  });
});
