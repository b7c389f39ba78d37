import { isCanonicalSong } from '@/lib/music/canonical-song';
import type { Song } from '@/lib/music/types';
import { STORAGE_KEYS } from '../keys';
import type { CollectionSpec } from '../records/spec';
import { playlistRecordSchema } from './playlist-schema';
import type { LocalPlaylist } from './playlist-types';

/** A playlist's own record: the playlist without its songs (they are records of their own). */
export type PlaylistRecord = Omit<LocalPlaylist, 'songs'>;

/** The built-in Downloads playlist: this device's downloads, never synced. */
export const DOWNLOADS_ID = 'downloads';

const isSong = (value: unknown): value is Song => isCanonicalSong(value);

const songList = (name: string, label: string, extra: Partial<CollectionSpec<Song>> = {}) => ({
  name,
  check: isSong,
  order: 'newest' as const,
  label,
  ...extra,
});

/**
 * The music collection's lists, as records of the profile: one per liked, played or downloaded
 * song (newest first), one per playlist, and one per song of a playlist (`<playlist>/<song>`,
 * oldest first), so songs added to one playlist in two tabs or on two devices are both kept.
 * Downloads (their list and the Downloads playlist) are this device's audio: never synced.
 */
export const musicSpecs = {
  favorites: songList('musicFavorites', STORAGE_KEYS.musicFavorites),
  recent: songList('musicRecent', STORAGE_KEYS.musicRecent, { cap: 50 }),
  downloads: songList('musicDownloads', STORAGE_KEYS.musicDownloads, { deviceOnly: true }),
  playlists: {
    name: 'playlists',
    check: (value: unknown): value is PlaylistRecord =>
      playlistRecordSchema.safeParse(value).success,
    order: 'oldest',
    deviceOnly: (id: string) => id === DOWNLOADS_ID,
    label: STORAGE_KEYS.musicPlaylists,
  } satisfies CollectionSpec<PlaylistRecord>,
  playlistSongs: {
    name: 'playlistSongs',
    check: isSong,
    order: 'oldest',
    deviceOnly: (id: string) => id.startsWith(`${DOWNLOADS_ID}/`),
    label: STORAGE_KEYS.musicPlaylists,
  } satisfies CollectionSpec<Song>,
};

export type SongListName = 'favorites' | 'recent' | 'downloads';
export const SONG_LISTS: readonly SongListName[] = ['favorites', 'recent', 'downloads'];

/** A playlist song's record id. */
export const entryId = (playlist: string, song: string) => `${playlist}/${song}`;
