import { STORAGE_KEYS, createStoredValue, persistStore } from '@/lib/storage';
import { storedSongsSchema } from '@/lib/music/song-schema';
import type { Song } from '@/lib/music/types';
import type { LocalPlaylist } from './playlist-types';
import { playlistsSchema } from './playlist-schema';
import { RECENTLY_PLAYED_CAP, useCollectionStore, type CollectionState } from './collection.store';

/** Data from before versioned storage was a bare list: take it as it is. */
const fromBare = (value: unknown) => value;

const songList = (key: string) =>
  createStoredValue<Song[]>({
    key,
    version: 1,
    schema: storedSongsSchema,
    fallback: () => [],
    migrate: fromBare,
  });

export const collectionStoredValues = {
  favorites: songList(STORAGE_KEYS.musicFavorites),
  recent: songList(STORAGE_KEYS.musicRecent),
  downloads: songList(STORAGE_KEYS.musicDownloads),
  playlists: createStoredValue<LocalPlaylist[]>({
    key: STORAGE_KEYS.musicPlaylists,
    version: 1,
    schema: playlistsSchema,
    fallback: () => [],
    migrate: fromBare,
  }),
};

type SongListKey = 'favorites' | 'recentlyPlayed' | 'downloads';

/**
 * Keeps the four lists in the storage module (and in step with other tabs), each under the key
 * and in the shape it has always had, so nothing stored before needs migrating.
 */
export function startCollectionPersistence(): () => void {
  const v = collectionStoredValues;
  const list = <K extends SongListKey>(key: K, cap?: number) => ({
    partialize: (s: CollectionState) => s[key],
    merge: (value: Song[]) =>
      ({ [key]: cap ? value.slice(0, cap) : value }) as Partial<CollectionState>,
  });
  const stops = [
    persistStore(useCollectionStore, v.favorites, list('favorites')),
    persistStore(useCollectionStore, v.recent, list('recentlyPlayed', RECENTLY_PLAYED_CAP)),
    persistStore(useCollectionStore, v.downloads, list('downloads')),
    persistStore(useCollectionStore, v.playlists, {
      partialize: (s) => s.playlists,
      merge: (playlists) => ({ playlists }),
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

let started = false;

/** Loads the stored lists once per page; later calls do nothing. */
export function initCollection() {
  if (started || typeof window === 'undefined') return;
  started = true;
  startCollectionPersistence();
}
