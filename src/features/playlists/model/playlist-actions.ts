import { STORAGE_KEYS, getStorageProblem } from '@/lib/storage';
import type { Song } from '@/lib/music/types';
import { t } from '@/lib/i18n';
import {
  collectionActions,
  whenCollectionSaved,
  type LocalPlaylist,
} from '@/features/music-library';
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
export async function commitPlaylists(next: LocalPlaylist[]): Promise<ActionResult> {
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

export const ensureDownloadsPlaylist = () =>
  commitPlaylists(ops.ensureDownloadsPlaylist(playlists()));

export async function createPlaylist(
  details: PlaylistDetails,
): Promise<{ ok: true; playlist: LocalPlaylist } | { ok: false; message: string }> {
  const { list, playlist } = ops.createPlaylist(ops.ensureDownloadsPlaylist(playlists()), details);
  const result = await commitPlaylists(list);
  return result.ok ? { ok: true, playlist } : result;
}

export const addSongToPlaylist = (playlistId: string, song: Song) =>
  apply(ops.addSongToPlaylist(playlists(), playlistId, song));

export const removeSongFromPlaylist = (playlistId: string, songId: string) =>
  commitPlaylists(ops.removeSongFromPlaylist(playlists(), playlistId, songId));

export const updatePlaylistDetails = (playlistId: string, details: PlaylistDetails) =>
  apply(ops.updatePlaylistDetails(playlists(), playlistId, details));

export const deletePlaylist = (playlistId: string) =>
  apply(ops.deletePlaylist(playlists(), playlistId));

export const setPlaylistCover = (playlistId: string, avatar: string | null) =>
  commitPlaylists(ops.setPlaylistCover(playlists(), playlistId, avatar));

export const addPlaylists = (added: LocalPlaylist[]) =>
  commitPlaylists([...ops.ensureDownloadsPlaylist(playlists()), ...added]);
