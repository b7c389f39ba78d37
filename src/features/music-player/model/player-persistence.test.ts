import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  collectionActions,
  initialCollectionState,
  startCollectionPersistence,
  useCollectionStore,
  whenCollectionSaved,
} from '@/lib/storage/music-collection';
import { replaceRawValues, STORAGE_KEYS } from '@/lib/storage';
import { fakePlaybackEngine } from '@/test/fake-playback-engine';
import { startPlayerPersistence } from './player-persistence';
import { reportProgress } from '../engine/engine-binding';
import { connectEngine, playSong } from '../player-actions';
import { setRepeatMode, setVolume } from '../player-options';
import { initialPlayerState, usePlayerStore } from './player.store';
import { song, songs } from '@/test/song-fixtures';
import { storedMusicList, storedValue } from '@/test/stored-lists';

let stops: (() => void)[] = [];
let unbindEngine = () => {};
// No IndexedDB in jsdom: the collection keeps its lists in local storage (the fallback path).
const startBoth = async () => {
  stops = [await startCollectionPersistence(), startPlayerPersistence()];
};
// The lists are records in the profile's namespace: read back in the shape of their old keys.
const stored = (key: string) =>
  key === STORAGE_KEYS.musicFavorites
    ? storedMusicList('favorites')
    : key === STORAGE_KEYS.musicRecent
      ? storedMusicList('recent')
      : storedValue(key);
const SETTINGS_KEY = 'reelbeat:main:musicSettings';
const MUSIC_KEY = 'reelbeat:main:music';

beforeEach(() => {
  localStorage.clear();
  usePlayerStore.setState(initialPlayerState(), true);
  useCollectionStore.setState(initialCollectionState(), true);
  // A fake engine: the app's own would bind Settings' volume as well.
  unbindEngine = connectEngine(fakePlaybackEngine().engine);
});
afterEach(() => {
  stops.forEach((stop) => stop());
  unbindEngine();
});

describe('player persistence', () => {
  it('writes favourites, recently played and settings, but not the position', async () => {
    await startBoth();
    collectionActions.toggleFavorite(song('a'));
    playSong(song('b'), songs('b'), 0);
    setVolume(0.5);
    setRepeatMode('all');
    // The collection is written through its save queue (as with IndexedDB): let it settle.
    await whenCollectionSaved();
    const settingsBefore = localStorage.getItem(SETTINGS_KEY);
    const recentBefore = localStorage.getItem(MUSIC_KEY);
    reportProgress(12, 60);
    expect(localStorage.getItem(SETTINGS_KEY)).toBe(settingsBefore);
    expect(localStorage.getItem(MUSIC_KEY)).toBe(recentBefore);
    expect((stored(STORAGE_KEYS.musicFavorites)?.data as { id: string }[])[0]?.id).toBe('a');
    expect((stored(STORAGE_KEYS.musicRecent)?.data as { id: string }[])[0]?.id).toBe('b');
    expect(stored(STORAGE_KEYS.musicSettings)?.data).toEqual({
      volume: 0.5,
      isShuffled: false,
      repeatMode: 'all',
    });
  });

  it('restores lists and settings, accepting older bare values with G2 songs', async () => {
    localStorage.setItem(
      STORAGE_KEYS.musicFavorites,
      JSON.stringify([
        {
          id: 'old',
          name: 'Old Song',
          primaryArtists: 'Someone',
          duration: '99',
          image: [{ quality: '500x500', link: '/i.png' }],
          downloadUrl: false,
        },
      ]),
    );
    localStorage.setItem(
      STORAGE_KEYS.musicSettings,
      JSON.stringify({ volume: 0.3, isShuffled: true, repeatMode: 'one' }),
    );
    await startBoth();
    const state = usePlayerStore.getState();
    const { favorites } = useCollectionStore.getState();
    expect(favorites[0]).toMatchObject({
      id: 'old',
      duration: 99,
      primaryArtists: 'Someone',
    });
    expect(favorites[0]?.image).toEqual([{ quality: '500x500', url: '/i.png' }]);
    expect(state).toMatchObject({ volume: 0.3, isShuffled: true, repeatMode: 'one' });
  });

  it('takes settings a backup import wrote (this page, through the old key) without a reload', async () => {
    await startBoth();
    setRepeatMode('off');
    const imported = { v: 1, data: { volume: 0.4, isShuffled: false, repeatMode: 'all' } };
    expect(replaceRawValues({ [STORAGE_KEYS.musicSettings]: JSON.stringify(imported) }).ok).toBe(
      true,
    );
    expect(usePlayerStore.getState().repeatMode).toBe('all');
    // Taking them writes nothing back: the player's own change still stores as before.
    setRepeatMode('one');
    expect(stored(STORAGE_KEYS.musicSettings)?.data).toMatchObject({ repeatMode: 'one' });
  });
});
