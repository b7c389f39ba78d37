import { STORAGE_KEYS, createStoredValue } from '@/lib/storage';
import { storedSongsSchema } from '@/lib/music/song-schema';
import type { Song } from '@/lib/music/types';
import type { LocalPlaylist } from './playlist-types';
import { playlistsSchema } from './playlist-schema';

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

/**
 * The four lists by their local-storage keys and shapes: how they were kept before IndexedDB
 * (read by the one-time migration and by the fallback where IndexedDB is refused), and how a
 * whole-data backup names them (once in IndexedDB, the keys are served from there).
 */
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
