import { STORAGE_KEYS, getStorageProblem } from '@/lib/storage';
import type { Song } from '@/lib/music/types';
import { t } from '@/lib/i18n';
import {
  collectionActions,
  collectionLoaded,
  ensurePlaylistSongs,
  toEntry,
  whenCollectionSaved,
  type LocalPlaylist,
  type PlaylistEntry,
} from '@/lib/storage/music-collection';
import * as ops from './playlist-ops';
import type { PlaylistDetails } from './validation';

/**
 * Playlist changes go through music-library's collection store, which persists them under
 * `reelbeat_music_playlists`; this feature keeps no second copy.
 */
export type ActionResult = { ok: true } | { ok: false; message: string };

export const storageFullMessage = () => t('playlists.errors.storageFull');

const { playlists, setPlaylists } = collectionActions;

/**
 * Applies a change and keeps it only if it was written (IndexedDB answers asynchronously, so
 * this waits for the write). A full quota puts the list back as it was, so the screen never
 * shows something that a reload would lose.
 */
export async function commitPlaylists(next: PlaylistEntry[]): Promise<ActionResult> {
  const before = playlists();
  if (next === before) return { ok: true };
  const problem = getStorageProblem();
  setPlaylists(() => next);
  await whenCollectionSaved();
  const after = getStorageProblem();
  if (
    after &&
    after !== problem &&
    after.key === STORAGE_KEYS.musicPlaylists &&
    after.reason === 'quota'
  ) {
    setPlaylists(() => before);
    return { ok: false, message: storageFullMessage() };
  }
  return { ok: true };
}

const apply = async (result: ops.OpResult): Promise<ActionResult> =>
  result.ok ? commitPlaylists(result.list) : result;

/**
 * Every action below computes the new list from the current one, so it first waits for the
 * stored lists to be loaded (an edit of the still-empty list would replace them), and for the
 * songs of the playlist whose songs it changes.
 */
export const ensureDownloadsPlaylist = async () => {
  await collectionLoaded();
  return commitPlaylists(ops.ensureDownloadsPlaylist(playlists()));
};

export async function createPlaylist(
  details: PlaylistDetails,
): Promise<{ ok: true; playlist: PlaylistEntry } | { ok: false; message: string }> {
  await collectionLoaded();
  const { list, playlist } = ops.createPlaylist(ops.ensureDownloadsPlaylist(playlists()), details);
  const result = await commitPlaylists(list);
  return result.ok ? { ok: true, playlist } : result;
}

export const addSongToPlaylist = async (playlistId: string, song: Song) => {
  await ensurePlaylistSongs(playlistId);
  return apply(ops.addSongToPlaylist(playlists(), playlistId, song));
};

export const removeSongFromPlaylist = async (playlistId: string, songId: string) => {
  await ensurePlaylistSongs(playlistId);
  return commitPlaylists(ops.removeSongFromPlaylist(playlists(), playlistId, songId));
};

export const updatePlaylistDetails = async (playlistId: string, details: PlaylistDetails) => {
  await collectionLoaded();
  return apply(ops.updatePlaylistDetails(playlists(), playlistId, details));
};

export const deletePlaylist = async (playlistId: string) => {
  await collectionLoaded();
  return apply(ops.deletePlaylist(playlists(), playlistId));
};

export const setPlaylistCover = async (playlistId: string, avatar: string | null) => {
  await collectionLoaded();
  return commitPlaylists(ops.setPlaylistCover(playlists(), playlistId, avatar));
};

export const addPlaylists = async (added: LocalPlaylist[]) => {
  await collectionLoaded();
  return commitPlaylists([...ops.ensureDownloadsPlaylist(playlists()), ...added.map(toEntry)]);
};
