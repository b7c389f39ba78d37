import type { Song } from '@/lib/music/types';
import type {
  LoadedPlaylist,
  LocalPlaylist,
  PlaylistEntry,
  PlaylistSummary,
} from './playlist-types';

export const totalSeconds = (songs: readonly Song[]) =>
  songs.reduce((sum, s) => sum + (s.duration && s.duration > 0 ? s.duration : 0), 0);

/** The entry with these songs, its count and length following them. */
export const withSongs = <P extends PlaylistSummary>(p: P, songs: Song[]): P & LoadedPlaylist => ({
  ...p,
  songs,
  songCount: songs.length,
  seconds: totalSeconds(songs),
});

export const toEntry = (playlist: LocalPlaylist): LoadedPlaylist =>
  withSongs({ ...playlist, songCount: 0, seconds: 0 }, playlist.songs);

export const isLoaded = (p: PlaylistEntry): p is LoadedPlaylist => p.songs !== null;

/** The whole playlist (backup, export, local storage); its songs must be loaded. */
export function toFull(entry: PlaylistEntry): LocalPlaylist {
  const { songCount: _count, seconds: _seconds, songs, ...rest } = entry;
  if (songs === null) throw new Error(`The songs of playlist ${entry.id} are not loaded`);
  return { ...rest, songs };
}

export function summaryOf(entry: PlaylistEntry): PlaylistSummary {
  const { songs, ...summary } = entry;
  return songs === null
    ? summary
    : { ...summary, songCount: songs.length, seconds: totalSeconds(songs) };
}
