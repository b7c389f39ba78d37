import { beforeEach, expect, it } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { song } from '@/test/song-fixtures';
import { openDb, playlistRows, putRows } from '@/test/music-records';
import {
  initCollection,
  initialCollectionState,
  useCollectionStore,
  whenCollectionSaved,
} from '@/lib/storage/music-collection';
import { ensureDownloadsPlaylist } from './playlist-actions';

beforeEach(async () => {
  await resetIndexedDb();
  useCollectionStore.setState(initialCollectionState(), true);
});

/*
 * A music page's first frame: the overlays ask for the Downloads playlist in the same pass of
 * effects that starts loading the collection (the overlays' effect runs first). The stored
 * playlists must survive it.
 */
it('the Downloads playlist asked for before the load began keeps every stored playlist', async () => {
  const stored = {
    id: 'p1',
    name: 'Kept',
    createdAt: '2024-01-01T00:00:00.000Z',
    songs: [song('a', 60)],
  };
  await putRows(await openDb(), playlistRows(stored));

  const asked = ensureDownloadsPlaylist();
  void initCollection();
  expect(await asked).toEqual({ ok: true });
  await whenCollectionSaved();

  const ids = useCollectionStore.getState().playlists.map((p) => p.id);
  expect(ids).toEqual(expect.arrayContaining(['p1', 'downloads']));
  const row = await (await openDb()).get('records', ['main', 'playlists', 'p1']);
  expect(row?.json).toBeDefined();
});
