import type { LocalPlaylist } from '@/features/music-library';
import type { Song } from '@/lib/music/types';
import { t } from '@/lib/i18n';

/** Pure playlist rules of spec 4 and 5; the actions apply them to the player store. */
export const DOWNLOADS_PLAYLIST_ID = 'downloads';
export const IMPORTED_SUFFIX = ' (Imported)';
export const downloadsDeleteAlert = () => t('playlists.errors.downloadsDelete');
export const downloadsEditAlert = () => t('playlists.errors.downloadsEdit');

export type OpResult = { ok: true; list: LocalPlaylist[] } | { ok: false; message: string };

export const isDownloadsPlaylist = (id: string) => id === DOWNLOADS_PLAYLIST_ID;

export function makeDownloadsPlaylist(now = new Date()): LocalPlaylist {
  return {
    id: DOWNLOADS_PLAYLIST_ID,
    name: 'Downloads',
    description: 'Songs downloaded for offline listening',
    createdAt: now.toISOString(),
    songs: [],
    image: '📥',
  };
}

/** The Downloads playlist is created on first load when missing; the same list comes back otherwise. */
export function ensureDownloadsPlaylist(list: LocalPlaylist[], now = new Date()): LocalPlaylist[] {
  return list.some((p) => isDownloadsPlaylist(p.id)) ? list : [makeDownloadsPlaylist(now), ...list];
}

/** A timestamp-based id (spec 3), bumped past any id already taken. */
export function uniquePlaylistId(list: LocalPlaylist[], now = Date.now()): string {
  const taken = new Set(list.map((p) => p.id));
  let id = now;
  while (taken.has(String(id))) id += 1;
  return String(id);
}

export function createPlaylist(
  list: LocalPlaylist[],
  details: { name: string; description?: string },
  now = new Date(),
): { list: LocalPlaylist[]; playlist: LocalPlaylist } {
  const playlist: LocalPlaylist = {
    id: uniquePlaylistId(list, now.getTime()),
    name: details.name,
    createdAt: now.toISOString(),
    lastModified: now.toISOString(),
    songs: [],
  };
  if (details.description) playlist.description = details.description;
  return { list: [...list, playlist], playlist };
}

const replace = (list: LocalPlaylist[], id: string, update: (p: LocalPlaylist) => LocalPlaylist) =>
  list.map((p) => (p.id === id ? update(p) : p));

const touched = (p: LocalPlaylist, now: Date): LocalPlaylist => ({
  ...p,
  lastModified: now.toISOString(),
});

export const duplicateSongMessage = (song: Song, playlist: LocalPlaylist) =>
  `"${song.name}" is already in "${playlist.name}" playlist`;

export function addSongToPlaylist(
  list: LocalPlaylist[],
  playlistId: string,
  song: Song,
  now = new Date(),
): OpResult {
  const playlist = list.find((p) => p.id === playlistId);
  if (!playlist) return { ok: false, message: t('playlists.errors.notFound') };
  if (playlist.songs.some((s) => s.id === song.id)) {
    return { ok: false, message: duplicateSongMessage(song, playlist) };
  }
  return {
    ok: true,
    list: replace(list, playlistId, (p) => touched({ ...p, songs: [...p.songs, song] }, now)),
  };
}

export function removeSongFromPlaylist(
  list: LocalPlaylist[],
  playlistId: string,
  songId: string,
  now = new Date(),
): LocalPlaylist[] {
  return replace(list, playlistId, (p) =>
    touched(
      {
        ...p,
        songs: p.songs.filter((s) => s.id !== songId),
        ...(p.downloadedSongs
          ? { downloadedSongs: p.downloadedSongs.filter((id) => id !== songId) }
          : {}),
      },
      now,
    ),
  );
}

export function updatePlaylistDetails(
  list: LocalPlaylist[],
  playlistId: string,
  details: { name: string; description?: string },
  now = new Date(),
): OpResult {
  if (isDownloadsPlaylist(playlistId)) return { ok: false, message: downloadsEditAlert() };
  return {
    ok: true,
    list: replace(list, playlistId, (p) => {
      const { description: _old, ...rest } = p;
      const next: LocalPlaylist = { ...rest, name: details.name };
      if (details.description) next.description = details.description;
      return touched(next, now);
    }),
  };
}

export function deletePlaylist(list: LocalPlaylist[], playlistId: string): OpResult {
  if (isDownloadsPlaylist(playlistId)) return { ok: false, message: downloadsDeleteAlert() };
  return { ok: true, list: list.filter((p) => p.id !== playlistId) };
}

export function setPlaylistCover(
  list: LocalPlaylist[],
  playlistId: string,
  avatar: string | null,
  now = new Date(),
): LocalPlaylist[] {
  return replace(list, playlistId, (p) => {
    const { avatar: _old, ...rest } = p;
    return touched(avatar ? { ...rest, avatar } : rest, now);
  });
}

/** A downloaded song joins the Downloads playlist once; that playlist is downloaded by definition. */
export function addToDownloadsPlaylist(list: LocalPlaylist[], song: Song, now = new Date()) {
  const withDownloads = ensureDownloadsPlaylist(list, now);
  return replace(withDownloads, DOWNLOADS_PLAYLIST_ID, (p) => {
    const songs = p.songs.some((s) => s.id === song.id) ? p.songs : [...p.songs, song];
    return touched(
      { ...p, songs, isDownloaded: true, downloadedSongs: songs.map((s) => s.id) },
      now,
    );
  });
}

export function markPlaylistDownloaded(
  list: LocalPlaylist[],
  playlistId: string,
  downloadedSongs: string[],
  now = new Date(),
): LocalPlaylist[] {
  return replace(list, playlistId, (p) =>
    touched({ ...p, isDownloaded: true, downloadedSongs }, now),
  );
}

/** Total length in whole minutes (spec 2: shown only above 0). */
export const totalMinutes = (songs: Song[]) =>
  Math.floor(
    songs.reduce((sum, s) => sum + (s.duration && s.duration > 0 ? s.duration : 0), 0) / 60,
  );

/** Playlists the listener made or imported (the built-in Downloads playlist aside). */
export const ownCount = (list: LocalPlaylist[]) =>
  list.filter((p) => !isDownloadsPlaylist(p.id)).length;
