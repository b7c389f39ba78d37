import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { STORAGE_KEYS } from '@/lib/storage';
import { readCollection } from '@/lib/storage/music-collection/collection-db';
import { openDb, storedRecord } from '@/test/music-records';
import {
  initialCollectionState,
  loadAllPlaylistSongs,
  startCollectionPersistence,
  useCollectionStore,
  whenCollectionSaved,
} from '@/lib/storage/music-collection';
import { applyImport, forgetUndo, undoImport } from './apply';
import { buildBackup } from './backup-file';
import { planImport } from './plan';
import { playlist, sampleState, storageSnapshot, writeState } from '@/test/backup-fixtures';
import { song } from '@/test/song-fixtures';

/** With IndexedDB there, the music lists leave local storage; the backup still carries them. */
let stop = () => {};
beforeEach(async () => {
  await resetIndexedDb();
  forgetUndo();
  useCollectionStore.setState(initialCollectionState(), true);
  writeState(sampleState());
  stop = await startCollectionPersistence();
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

/** As the backup does it (`loadListsForBackup`): every playlist's songs are read first. */
const exportNow = async () => {
  await loadAllPlaylistSongs();
  return buildBackup(new Date('2024-02-03T10:00:00Z'), '0.1.0');
};

describe('whole-data backup with the music lists in IndexedDB', () => {
  it('exports the lists read from IndexedDB', async () => {
    expect(localStorage.getItem(STORAGE_KEYS.musicPlaylists)).toBeNull();
    // Start-up left the songs in IndexedDB: a read before loading them refuses, never empties.
    expect(() => buildBackup(new Date(), '0.1.0')).toThrow(/not loaded/);
    const file = await exportNow();
    expect(file.data.musicPlaylists).toEqual(sampleState()[STORAGE_KEYS.musicPlaylists]);
    expect(file.data.musicFavorites).toEqual(sampleState()[STORAGE_KEYS.musicFavorites]);
  });

  it('imports into IndexedDB, and undo puts the lists back there', async () => {
    const file = await exportNow();
    const added = playlist('fresh', ['z']);
    file.data.musicPlaylists = [...(file.data.musicPlaylists as unknown[]), added];
    file.data.musicFavorites = [song('a'), song('b')];
    const result = await applyImport(planImport(file.data), 'replace');
    expect(result.ok).toBe(true);
    await whenCollectionSaved();
    const db = await openDb();
    expect(await storedRecord(db, 'playlists', 'fresh')).toMatchObject({ name: added.name });
    expect((await readCollection(db)).favorites.map((s) => s.id)).toEqual(['a', 'b']);
    expect(localStorage.getItem(STORAGE_KEYS.musicPlaylists)).toBeNull();

    expect((await undoImport()).ok).toBe(true);
    await whenCollectionSaved();
    // Undone: the playlist is deleted again (a tombstone, so other tabs and devices learn it).
    expect(await storedRecord(db, 'playlists', 'fresh')).toBeNull();
    expect(useCollectionStore.getState().favorites.map((s) => s.id)).toEqual(['a']);
  });

  it('writes nothing when IndexedDB refuses the music lists, and says which list', async () => {
    const file = await exportNow();
    file.data.musicPlaylists = [...(file.data.musicPlaylists as unknown[]), playlist('big', ['y'])];
    file.data.library = [];
    await loadAllPlaylistSongs();
    const before = storageSnapshot();
    const playlistsBefore = useCollectionStore.getState().playlists;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const result = await applyImport(planImport(file.data), 'replace');

    expect(result).toEqual({ ok: false, message: expect.stringMatching(/playlists/i) });
    // All or nothing: the video lists written before the music are put back too.
    expect(storageSnapshot()).toEqual(before);
    expect(useCollectionStore.getState().playlists).toEqual(playlistsBefore);
    await whenCollectionSaved();
    vi.mocked(IDBObjectStore.prototype.put).mockRestore();
    const db = await openDb();
    // Never written (a tombstone would read as null).
    expect(await storedRecord(db, 'playlists', 'big')).toBeUndefined();
    // Nothing to undo: the import did not happen.
    expect((await undoImport()).ok).toBe(false);
  });
});
