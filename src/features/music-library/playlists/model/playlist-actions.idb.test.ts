import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import {
  initialCollectionState,
  startCollectionPersistence,
  useCollectionStore,
} from '@/lib/storage/music-collection';
import { getDb } from '@/lib/storage/idb/database';
import { dismissStorageProblem } from '@/lib/storage';
import { createPlaylist, setPlaylistCover, storageFullMessage } from './playlist-actions';

let stopPersistence = () => {};
beforeEach(async () => {
  await resetIndexedDb();
  dismissStorageProblem();
  useCollectionStore.setState(initialCollectionState(), true);
  stopPersistence = await startCollectionPersistence();
});
afterEach(() => stopPersistence());

describe('a full storage quota with the playlists in IndexedDB', () => {
  it('refuses the change with a clear message and keeps the saved and shown playlists', async () => {
    const created = await createPlaylist({ name: 'Keep me' });
    if (!created.ok) throw new Error('expected the playlist to be created');
    const db = await getDb();
    const key = ['main', 'playlists', created.playlist.id] as [string, string, string];
    const saved = await db?.get('records', key);
    expect(JSON.parse(saved?.json ?? 'null')).toMatchObject({ name: 'Keep me' });
    const shown = useCollectionStore.getState().playlists;

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const result = await setPlaylistCover(
      created.playlist.id,
      `data:image/jpeg;base64,${'A'.repeat(100)}`,
    );
    expect(result).toEqual({ ok: false, message: storageFullMessage() });
    expect(useCollectionStore.getState().playlists).toBe(shown);
    vi.restoreAllMocks();
    expect(await db?.get('records', key)).toEqual(saved);
  });
});
