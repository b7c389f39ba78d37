import { beforeEach, expect, it, vi } from 'vitest';
import { song } from '@/test/song-fixtures';
import { TAB_ID } from '../records/device';
import { stampAt } from '../records/hlc';
import { startMusicSync } from './collection-sync';
import { whenCollectionSaved } from './collection-saves';
import { collectionActions, initialCollectionState, useCollectionStore } from './collection.store';
import type { MusicBackend, MusicWriteOutcome } from './music-backend';
import { writeUnsaved } from './unsaved-edits';

const KEY = `reelbeat:main:musicUnsaved:${TAB_ID}`;
const stored: MusicWriteOutcome = { stored: [], newer: [], stats: new Map() };

function backend(write: MusicBackend['write'], order: string[] = []): MusicBackend {
  return {
    kind: 'local',
    load: async () => {
      order.push('load');
      return { favorites: [], recent: [], downloads: [], playlists: [], stats: new Map() };
    },
    loadSongs: async () => new Map(),
    write: (writes, drop) => {
      order.push('write');
      return write(writes, drop);
    },
    subscribe: () => () => {},
  };
}

beforeEach(() => {
  localStorage.clear();
  useCollectionStore.setState(initialCollectionState(), true);
});

it('keeps an edit not yet stored when the page goes away, and the next start stores it first', async () => {
  let finish: (outcome: MusicWriteOutcome) => void = () => {};
  const stop = await startMusicSync(
    backend(() => new Promise((resolve) => (finish = resolve))),
    { profile: 'main' },
  );
  collectionActions.toggleFavorite(song('liked'));
  window.dispatchEvent(new Event('pagehide'));
  stop();
  finish(stored);
  await whenCollectionSaved();

  const order: string[] = [];
  const write = vi.fn(async () => stored);
  useCollectionStore.setState(initialCollectionState(), true);
  const again = await startMusicSync(backend(write, order), { profile: 'main' });
  expect(order[0]).toBe('write');
  expect(order).toContain('load');
  const [writes] = write.mock.calls[0] as unknown as Parameters<MusicBackend['write']>;
  expect(writes).toEqual([
    { c: 'musicFavorites', record: expect.objectContaining({ id: 'liked', value: song('liked') }) },
  ]);
  expect(localStorage.getItem(KEY)).toBeNull();
  again();
});

it('keeps nothing once the writes are stored, and forgets what it kept when they are', async () => {
  let finish: (outcome: MusicWriteOutcome) => void = () => {};
  const write = vi.fn(() => new Promise<MusicWriteOutcome>((resolve) => (finish = resolve)));
  const stop = await startMusicSync(backend(write), { profile: 'main' });
  collectionActions.toggleFavorite(song('liked'));
  await vi.waitFor(() => expect(write).toHaveBeenCalled());
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  // Hidden while the write is still on its way: it is kept.
  expect(localStorage.getItem(KEY)).toContain('liked');
  finish(stored);
  await whenCollectionSaved();
  expect(localStorage.getItem(KEY)).toBeNull();
  window.dispatchEvent(new Event('pagehide'));
  expect(localStorage.getItem(KEY)).toBeNull();
  stop();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

it('drops an unreadable kept copy, and keeps one that cannot be stored yet', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const edits = (stamp: string) => ({
    writes: [{ c: 'musicFavorites', record: { id: 'a', stamp, value: song('a') } }],
    dropPlaylists: [],
  });
  localStorage.setItem('reelbeat:main:musicUnsaved:list', '{"writes":[{"c":"nope"}]}');
  localStorage.setItem('reelbeat:main:musicUnsaved:stamp', JSON.stringify(edits('0')));
  localStorage.setItem('reelbeat:main:musicUnsaved:tab', JSON.stringify(edits(stampAt(1))));
  localStorage.setItem('reelbeat:other:musicUnsaved:tab', JSON.stringify(edits(stampAt(1))));
  const failing = vi.fn(async () => Promise.reject(new Error('refused')));
  await writeUnsaved(backend(failing), 'main');
  expect(failing).toHaveBeenCalledOnce();
  expect(localStorage.getItem('reelbeat:main:musicUnsaved:list')).toBeNull();
  expect(localStorage.getItem('reelbeat:main:musicUnsaved:stamp')).toBeNull();
  expect(localStorage.getItem('reelbeat:main:musicUnsaved:tab')).not.toBeNull();
  expect(localStorage.getItem('reelbeat:other:musicUnsaved:tab')).not.toBeNull();
  error.mockRestore();
});
