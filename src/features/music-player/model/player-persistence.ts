import { z } from 'zod/mini';
import { STORAGE_KEYS, createStoredValue, persistStore } from '@/lib/storage';
import { storedSongsSchema } from '@/lib/music/song-schema';
import type { Song } from '@/lib/music/types';
import type { LocalPlaylist } from './playlist-types';
import { playlistsSchema } from './playlist-schema';
import { RECENTLY_PLAYED_CAP, clampVolume, type RepeatMode } from './queue-ops';
import { usePlayerStore, type PlayerState } from './player-store';

const settingsSchema = z.object({
  volume: z._default(z.number(), 1),
  isShuffled: z._default(z.boolean(), false),
  repeatMode: z._default(z.enum(['off', 'one', 'all']), 'off'),
});
type MusicSettings = { volume: number; isShuffled: boolean; repeatMode: RepeatMode };

/** Data from before versioned storage was a bare list or settings object: take it as it is. */
const fromBare = (value: unknown) => value;

const songList = (key: string) =>
  createStoredValue<Song[]>({
    key,
    version: 1,
    schema: storedSongsSchema,
    fallback: () => [],
    migrate: fromBare,
  });

export const musicStoredValues = {
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
  settings: createStoredValue<MusicSettings>({
    key: STORAGE_KEYS.musicSettings,
    version: 1,
    schema: settingsSchema,
    fallback: () => ({ volume: 1, isShuffled: false, repeatMode: 'off' }),
    migrate: fromBare,
  }),
};

/**
 * Keeps the five lists and the music settings in the storage module (and in step with other
 * tabs). Only these slices are written, so position updates never reach local storage.
 * The shuffle flag is restored off when there is no queue to shuffle after a reload.
 */
export function startPlayerPersistence(): () => void {
  const v = musicStoredValues;
  const list = <K extends 'favorites' | 'recentlyPlayed' | 'downloads'>(key: K, cap?: number) => ({
    partialize: (s: PlayerState) => s[key],
    merge: (value: Song[]) =>
      ({ [key]: cap ? value.slice(0, cap) : value }) as Partial<PlayerState>,
  });
  const stops = [
    persistStore(usePlayerStore, v.favorites, list('favorites')),
    persistStore(usePlayerStore, v.recent, list('recentlyPlayed', RECENTLY_PLAYED_CAP)),
    persistStore(usePlayerStore, v.downloads, list('downloads')),
    persistStore(usePlayerStore, v.playlists, {
      partialize: (s) => s.playlists,
      merge: (playlists) => ({ playlists }),
    }),
    persistStore(usePlayerStore, v.settings, {
      partialize: (s) => ({ volume: s.volume, isShuffled: s.isShuffled, repeatMode: s.repeatMode }),
      merge: (settings, state) => ({
        volume: clampVolume(settings.volume),
        repeatMode: settings.repeatMode,
        isShuffled: state.queue.length > 0 ? state.isShuffled : settings.isShuffled,
      }),
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
