import { beforeEach, describe, expect, it } from 'vitest';
import { song } from '@/test/song-fixtures';
import { toEntry } from './playlist-entry';
import {
  RECENTLY_PLAYED_CAP,
  collectionActions,
  initialCollectionState,
  useCollectionStore,
} from './collection.store';

const state = () => useCollectionStore.getState();

beforeEach(() => useCollectionStore.setState(initialCollectionState(), true));

describe('collection store', () => {
  it('toggles favourites by song id', () => {
    collectionActions.toggleFavorite(song('a'));
    expect(collectionActions.isFavorite('a')).toBe(true);
    collectionActions.toggleFavorite({ ...song('a'), name: 'Other copy' });
    expect(collectionActions.isFavorite('a')).toBe(false);
  });

  it('records played songs newest first, once each, at most 50', () => {
    for (let i = 0; i < 60; i++) collectionActions.recordPlayed(song(`s${i % 55}`));
    expect(state().recentlyPlayed).toHaveLength(RECENTLY_PLAYED_CAP);
    expect(state().recentlyPlayed[0]?.id).toBe('s4');
    expect(state().recentlyPlayed.filter((s) => s.id === 's4')).toHaveLength(1);
  });

  it('updates playlists and downloads through functions of the current list', () => {
    collectionActions.setPlaylists(() => [
      toEntry({ id: 'p', name: 'P', createdAt: '', songs: [] }),
    ]);
    expect(collectionActions.playlists().map((p) => p.id)).toEqual(['p']);
    collectionActions.setDownloads((list) => [song('d'), ...list]);
    expect(collectionActions.isDownloaded('d')).toBe(true);
    expect(collectionActions.isDownloaded('x')).toBe(false);
  });
});
