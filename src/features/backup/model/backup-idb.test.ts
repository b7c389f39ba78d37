import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import { playlist, sampleState, writeState } from '@/test/backup-fixtures';
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
afterEach(() => stop());

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
    const result = applyImport(planImport(file.data), 'replace');
    expect(result.ok).toBe(true);
    await whenCollectionSaved();
    const db = await openDb();
    expect(await storedRecord(db, 'playlists', 'fresh')).toMatchObject({ name: added.name });
    expect((await readCollection(db)).favorites.map((s) => s.id)).toEqual(['a', 'b']);
    expect(localStorage.getItem(STORAGE_KEYS.musicPlaylists)).toBeNull();

    expect(undoImport().ok).toBe(true);
    await whenCollectionSaved();
    // Undone: the playlist is deleted again (a tombstone, so other tabs and devices learn it).
    expect(await storedRecord(db, 'playlists', 'fresh')).toBeNull();
    expect(useCollectionStore.getState().favorites.map((s) => s.id)).toEqual(['a']);
  });
});
