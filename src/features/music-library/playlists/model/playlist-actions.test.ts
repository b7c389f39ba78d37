import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initialCollectionState,
  startCollectionPersistence,
  useCollectionStore,
} from '@/lib/storage/music-collection';
import { createPlaylist, setPlaylistCover, storageFullMessage } from './playlist-actions';

const MUSIC_KEY = 'reelbeat:main:music';
let stopPersistence = () => {};
// No IndexedDB in jsdom: this is the local-storage fallback (playlist-actions.idb.test.ts has IndexedDB).
beforeEach(async () => {
  localStorage.clear();
  useCollectionStore.setState(initialCollectionState(), true);
  stopPersistence = await startCollectionPersistence();
});
afterEach(() => {
  stopPersistence();
  vi.restoreAllMocks();
});

describe('a full storage quota', () => {
  it('refuses the change with a clear message and keeps the saved and shown playlists', async () => {
    const created = await createPlaylist({ name: 'Keep me' });
    if (!created.ok) throw new Error('expected the playlist to be created');
    // Without IndexedDB, the profile's music lists are records under one local-storage key.
    const saved = localStorage.getItem(MUSIC_KEY);
    expect(saved).toContain('Keep me');
    const shown = useCollectionStore.getState().playlists;

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const result = await setPlaylistCover(
      created.playlist.id,
      `data:image/jpeg;base64,${'A'.repeat(100)}`,
    );
    expect(result).toEqual({ ok: false, message: storageFullMessage() });
    expect(useCollectionStore.getState().playlists).toBe(shown);
    expect(localStorage.getItem(MUSIC_KEY)).toBe(saved);
  });
});
