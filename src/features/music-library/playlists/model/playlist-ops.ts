import { withSongs, type PlaylistEntry } from '@/lib/storage/music-collection';
import type { Song } from '@/lib/music/types';
import { t } from '@/lib/i18n';

/** Pure playlist rules (order, duplicates, names); the actions apply them to the player store. */
export const DOWNLOADS_PLAYLIST_ID = 'downloads';
export const IMPORTED_SUFFIX = ' (Imported)';
export const downloadsDeleteAlert = () => t('playlists.errors.downloadsDelete');
export const downloadsEditAlert = () => t('playlists.errors.downloadsEdit');

export type OpResult = { ok: true; list: PlaylistEntry[] } | { ok: false; message: string };

export const isDownloadsPlaylist = (id: string) => id === DOWNLOADS_PLAYLIST_ID;

export function makeDownloadsPlaylist(now = new Date()): PlaylistEntry {
  return {
    id: DOWNLOADS_PLAYLIST_ID,
    name: 'Downloads',
    description: 'Songs downloaded for offline listening',
    createdAt: now.toISOString(),
    songs: [],
    songCount: 0,
    seconds: 0,
    image: '📥',
  };
}

/**
 * A playlist's songs, for a change of them. The actions load them first
 * (`ensurePlaylistSongs`): a change computed from songs not loaded would lose the stored ones.
 */
function songsOf(p: PlaylistEntry) {
  if (p.songs === null) throw new Error(`The songs of playlist ${p.id} are not loaded`);
  return p.songs;
}

/** The Downloads playlist is created on first load when missing; the same list comes back otherwise. */
export function ensureDownloadsPlaylist(list: PlaylistEntry[], now = new Date()): PlaylistEntry[] {
  return list.some((p) => isDownloadsPlaylist(p.id)) ? list : [makeDownloadsPlaylist(now), ...list];
}

/** A timestamp-based id, bumped past any id already taken. */
export function uniquePlaylistId(list: readonly { id: string }[], now = Date.now()): string {
  const taken = new Set(list.map((p) => p.id));
  let id = now;
  while (taken.has(String(id))) id += 1;
  return String(id);
}

export function createPlaylist(
  list: PlaylistEntry[],
  details: { name: string; description?: string },
  now = new Date(),
): { list: PlaylistEntry[]; playlist: PlaylistEntry } {
  const playlist: PlaylistEntry = {
    id: uniquePlaylistId(list, now.getTime()),
    name: details.name,
    createdAt: now.toISOString(),
    lastModified: now.toISOString(),
    songs: [],
    songCount: 0,
    seconds: 0,
  };
  if (details.description) playlist.description = details.description;
  return { list: [...list, playlist], playlist };
}

const replace = (list: PlaylistEntry[], id: string, update: (p: PlaylistEntry) => PlaylistEntry) =>
  list.map((p) => (p.id === id ? update(p) : p));

const touched = (p: PlaylistEntry, now: Date): PlaylistEntry => ({
  ...p,
  lastModified: now.toISOString(),
});

export const duplicateSongMessage = (song: Song, playlist: PlaylistEntry) =>
  `"${song.name}" is already in "${playlist.name}" playlist`;

export function addSongToPlaylist(
  list: PlaylistEntry[],
  playlistId: string,
  song: Song,
  now = new Date(),
): OpResult {
  const playlist = list.find((p) => p.id === playlistId);
  if (!playlist) return { ok: false, message: t('playlists.errors.notFound') };
  const songs = songsOf(playlist);
  if (songs.some((s) => s.id === song.id)) {
    return { ok: false, message: duplicateSongMessage(song, playlist) };
  }
  return {
    ok: true,
    list: replace(list, playlistId, (p) => touched(withSongs(p, [...songs, song]), now)),
  };
}

export function removeSongFromPlaylist(
  list: PlaylistEntry[],
  playlistId: string,
  songId: string,
  now = new Date(),
): PlaylistEntry[] {
  return replace(list, playlistId, (p) =>
    touched(
      {
        ...withSongs(
          p,
          songsOf(p).filter((s) => s.id !== songId),
        ),
        ...(p.downloadedSongs
          ? { downloadedSongs: p.downloadedSongs.filter((id) => id !== songId) }
          : {}),
      },
      now,
    ),
  );
}

export function updatePlaylistDetails(
  list: PlaylistEntry[],
  playlistId: string,
  details: { name: string; description?: string },
  now = new Date(),
): OpResult {
  if (isDownloadsPlaylist(playlistId)) return { ok: false, message: downloadsEditAlert() };
  return {
    ok: true,
    list: replace(list, playlistId, (p) => {
      const { description: _old, ...rest } = p;
      const next: PlaylistEntry = { ...rest, name: details.name };
      if (details.description) next.description = details.description;
      return touched(next, now);
    }),
  };
}

export function deletePlaylist(list: PlaylistEntry[], playlistId: string): OpResult {
  if (isDownloadsPlaylist(playlistId)) return { ok: false, message: downloadsDeleteAlert() };
  return { ok: true, list: list.filter((p) => p.id !== playlistId) };
}

export function setPlaylistCover(
  list: PlaylistEntry[],
  playlistId: string,
  avatar: string | null,
  now = new Date(),
): PlaylistEntry[] {
  return replace(list, playlistId, (p) => {
    const { avatar: _old, ...rest } = p;
    return touched(avatar ? { ...rest, avatar } : rest, now);
  });
}

/** A downloaded song joins the Downloads playlist once; that playlist is downloaded by definition. */
export function addToDownloadsPlaylist(list: PlaylistEntry[], song: Song, now = new Date()) {
  const withDownloads = ensureDownloadsPlaylist(list, now);
  return replace(withDownloads, DOWNLOADS_PLAYLIST_ID, (p) => {
    const had = songsOf(p);
    const songs = had.some((s) => s.id === song.id) ? had : [...had, song];
    return touched(
      { ...withSongs(p, songs), isDownloaded: true, downloadedSongs: songs.map((s) => s.id) },
      now,
    );
  });
}

export function markPlaylistDownloaded(
  list: PlaylistEntry[],
  playlistId: string,
  downloadedSongs: string[],
  now = new Date(),
): PlaylistEntry[] {
  return replace(list, playlistId, (p) =>
    touched({ ...p, isDownloaded: true, downloadedSongs }, now),
  );
}

/** Total length in whole minutes (shown only above 0). */
export const totalMinutes = (p: Pick<PlaylistEntry, 'seconds'>) => Math.floor(p.seconds / 60);

/**
 * The one rule for the built-in Downloads playlist in counts and lists: it is not one of the
 * listener's playlists. Every "N playlists", every list of playlists and the "No playlists yet"
 * state read these; Downloads has a place of its own (Your Library's collection cards, its page).
 */
export const ownPlaylists = (list: PlaylistEntry[]) =>
  list.filter((p) => !isDownloadsPlaylist(p.id));

/** How many playlists the listener made or imported (`ownPlaylists`). */
export const ownCount = (list: PlaylistEntry[]) => ownPlaylists(list).length;
