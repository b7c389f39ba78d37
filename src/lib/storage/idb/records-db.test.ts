import { beforeEach, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { openDb, putRows, row, storedRecord } from '@/test/music-records';
import { song } from '@/test/song-fixtures';
import { MAIN_PROFILE } from '../records/namespace';
import { stampAt } from '../records/hlc';
import { writeRows } from './records-db';

beforeEach(() => resetIndexedDb());

const record = (id: string, ms: number) => ({ id, stamp: stampAt(ms), value: song(id) });

it('puts the rows in the task that writes them, and commits without waiting for answers', async () => {
  const db = await openDb();
  const put = vi.spyOn(IDBObjectStore.prototype, 'put');
  const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
  const writing = writeRows(db, MAIN_PROFILE, [{ c: 'musicFavorites', record: record('a', 1) }]);
  // Before any answer: a page unloaded now has already sent the row.
  expect(put).toHaveBeenCalledWith(expect.objectContaining({ c: 'musicFavorites', id: 'a' }));
  const outcome = await writing;
  expect(commit).toHaveBeenCalledOnce();
  expect(outcome.stored.map((r) => r.id)).toEqual(['a']);
  expect(await storedRecord(db, 'musicFavorites', 'a')).toEqual(song('a'));
  put.mockRestore();
  commit.mockRestore();
});

it('keeps a newer stored record: the write adopts it, and the counts follow what stays', async () => {
  const db = await openDb();
  const newer = row('playlistSongs', 'p/x', song('x'), stampAt(Date.UTC(2026, 0, 2)));
  await putRows(db, [newer]);
  const outcome = await writeRows(db, MAIN_PROFILE, [
    {
      c: 'playlistSongs',
      record: { id: 'p/x', stamp: stampAt(Date.UTC(2026, 0, 1)), value: null },
    },
    { c: 'playlistSongs', record: record('p/y', Date.UTC(2026, 0, 1)) },
  ]);
  expect(outcome.newer).toEqual([newer]);
  expect(outcome.stored.map((r) => r.id)).toEqual(['p/y']);
  expect(await storedRecord(db, 'playlistSongs', 'p/x')).toEqual(song('x'));
  expect(outcome.stats).toEqual([{ p: MAIN_PROFILE, id: 'p', count: 2, seconds: 120 }]);
});
