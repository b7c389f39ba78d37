import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/lib/settings';
import {
  useFavoritesStore,
  useLibraryStore,
  useContinueWatchingStore,
  useWatchHistoryStore,
  libraryStorage,
} from '@/lib/storage/video-lists';
import { mediaItem } from '@/test/media-fixtures';
import { storedValue } from '@/test/stored-lists';

const stored = (key: string) => storedValue(key) as { data: { id: number }[] };

beforeEach(() => {
  useLibraryStore.getState().actions.clear();
  useFavoritesStore.getState().actions.clear();
  useContinueWatchingStore.getState().actions.clear();
  useWatchHistoryStore.getState().actions.clear();
  useSettingsStore.getState().actions.reset();
  localStorage.clear();
});

describe('library and favorites stores', () => {
  it('persist each change under their own key', () => {
    useLibraryStore.getState().actions.add(mediaItem({ id: 1 }));
    useFavoritesStore.getState().actions.toggle(mediaItem({ id: 2, type: 'tv' }));
    expect(stored('reelbeat_library').data.map((e: { id: number }) => e.id)).toEqual([1]);
    expect(stored('reelbeat_favorites').data[0]).toMatchObject({ id: 2, type: 'tv' });
    useFavoritesStore.getState().actions.toggle(mediaItem({ id: 2, type: 'tv' }));
    expect(stored('reelbeat_favorites').data).toEqual([]);
  });

  it('take changes from another tab', () => {
    libraryStorage.write([{ ...mediaItem({ id: 9 }), addedAt: 'x' }]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'reelbeat_library' }));
    expect(useLibraryStore.getState().entries.map((e) => e.id)).toEqual([9]);
  });

  it('treat unreadable stored lists as empty and keep them aside', () => {
    localStorage.setItem('reelbeat_favorites', '[{"nope":true}]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'reelbeat_favorites' }));
    expect(useFavoritesStore.getState().entries).toEqual([]);
    expect(localStorage.getItem('reelbeat_favorites.corrupt')).toBe('[{"nope":true}]');
  });

  it('migrate the original bare array of catalogue items', () => {
    localStorage.setItem(
      'reelbeat_library',
      JSON.stringify([
        { id: 5, name: 'Show', media_type: 'tv', poster_path: '/x.jpg', addedAt: 'a' },
      ]),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'reelbeat_library' }));
    expect(useLibraryStore.getState().entries[0]).toMatchObject({
      id: 5,
      type: 'tv',
      title: 'Show',
      posterPath: '/x.jpg',
    });
  });
});

describe('continue watching and history stores', () => {
  it('record while track watching is on', () => {
    useContinueWatchingStore.getState().actions.save({ item: mediaItem({ id: 1 }), progress: 10 });
    useWatchHistoryStore.getState().actions.record(mediaItem({ id: 1 }));
    expect(stored('reelbeat_continue_watching').data).toHaveLength(1);
    expect(stored('reelbeat_watch_history').data).toHaveLength(1);
  });

  it.each([{ trackWatching: false }, { incognitoMode: true }])(
    'record nothing with %o',
    (patch) => {
      useSettingsStore.getState().actions.update(patch);
      useContinueWatchingStore.getState().actions.save({ item: mediaItem({ id: 1 }) });
      useWatchHistoryStore.getState().actions.record(mediaItem({ id: 1 }));
      expect(useContinueWatchingStore.getState().entries).toEqual([]);
      expect(useWatchHistoryStore.getState().entries).toEqual([]);
    },
  );

  it('remove saves the shortened list; clear saves an empty one', () => {
    const { actions } = useContinueWatchingStore.getState();
    actions.save({ item: mediaItem({ id: 1 }) });
    actions.save({ item: mediaItem({ id: 2 }) });
    actions.remove({ id: 1, type: 'movie' });
    expect(stored('reelbeat_continue_watching').data.map((e: { id: number }) => e.id)).toEqual([2]);
    useWatchHistoryStore.getState().actions.record(mediaItem({ id: 3 }));
    useWatchHistoryStore.getState().actions.clear();
    expect(stored('reelbeat_watch_history').data).toEqual([]);
  });
});
