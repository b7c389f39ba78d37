import { useMemo } from 'react';
import { create } from 'zustand';
import { pickDownloadUrl } from '@/lib/music/song-fields';
import type { Song } from '@/lib/music/types';
import { t } from '@/lib/i18n';
import { isQuotaError } from '@/lib/storage';
import {
  askPersistentStorage,
  collectionActions,
  ensurePlaylistSongs,
  storeDownloadedAudio,
} from '@/lib/storage/music-collection';
import { getSong } from '../api/get-song';
import { showAlert } from './alerts';
import { audioSource, fetchCover, fetchWithProgress } from './audio-fetch';
import { commitPlaylists } from './playlist-actions';
import {
  addToDownloadsPlaylist,
  markPlaylistDownloaded,
  DOWNLOADS_PLAYLIST_ID,
  removeSongFromPlaylist,
} from './playlist-ops';

/**
 * Downloaded songs keep the song's audio and cover in IndexedDB: progress per song id or
 * playlist id, 0 to 100, from the bytes received.
 */
/** A playlist's pause between songs, so its progress is seen moving even for stored songs. */
export const DOWNLOAD_STEP_MS = 100;
export const songDownloadAlert = () => t('playlists.downloads.songFailed');
export const playlistDownloadAlert = () => t('playlists.downloads.playlistFailed');
export const storageFullAlert = () => t('playlists.downloads.storageFull');
/** Getters, so each message is read in the language active when it is shown. */
export const DOWNLOAD_ERRORS = {
  get fetch() {
    return t('playlists.downloads.errors.fetch');
  },
  get noUrls() {
    return t('playlists.downloads.errors.noUrls');
  },
  get noValidUrl() {
    return t('playlists.downloads.errors.noValidUrl');
  },
};

export const useDownloadProgress = create<Record<string, number>>()(() => ({}));
const setProgress = (id: string, percent: number | null) =>
  useDownloadProgress.getState()[id] !== (percent ?? undefined) &&
  useDownloadProgress.setState((s) => {
    const next = { ...s };
    if (percent === null) delete next[id];
    else next[id] = percent;
    return next;
  }, true);

export const downloadProgressOf = (id: string) => useDownloadProgress.getState()[id];

/**
 * The songs the screens call "Downloaded": in downloads with no progress left, that is written
 * to storage (a song keeps its progress until its save is done).
 */
export function useSavedDownloads(downloads: readonly Song[]): ReadonlySet<string> {
  const progress = useDownloadProgress();
  return useMemo(
    () => new Set(downloads.filter((s) => progress[s.id] === undefined).map((s) => s.id)),
    [downloads, progress],
  );
}
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const { isDownloaded, playlists, setDownloads } = collectionActions;
const controllers = new Map<string, AbortController>();

/** The service's record of the song, checked against each download error the service can give. */
async function resolveDownload(song: Song): Promise<{ song: Song; url: string }> {
  const fresh = await getSong(song.id).catch(() => null);
  if (!fresh) throw new Error(DOWNLOAD_ERRORS.fetch);
  if (!fresh.downloadUrl.length) throw new Error(DOWNLOAD_ERRORS.noUrls);
  const url = pickDownloadUrl(fresh);
  if (!url) throw new Error(DOWNLOAD_ERRORS.noValidUrl);
  return { song: { ...song, downloadUrl: fresh.downloadUrl }, url };
}

/** Fetches audio and cover together, then stores both; nothing is kept if either step fails. */
async function saveAudio(
  song: Song,
  url: string,
  signal: AbortSignal,
  progress: (p: number) => void,
) {
  askPersistentStorage();
  const [audio, cover] = await Promise.all([
    fetchWithProgress(audioSource(song, url), signal, progress),
    fetchCover(song, signal),
  ]);
  signal.throwIfAborted();
  await storeDownloadedAudio(song.id, audio, cover);
}

/**
 * The song joins downloads and the Downloads playlist. Its progress stays (at 100) until both are
 * written: the screens say "Downloaded" only for a song in downloads without progress, so a tab
 * closed on seeing it keeps the song.
 */
async function storeDownload(song: Song, url: string) {
  const saved: Song = {
    ...song,
    localUrl: url,
    downloadedAt: new Date().toISOString(),
    isDownloaded: true,
  };
  const own = downloadProgressOf(song.id) === undefined;
  setProgress(song.id, 100);
  try {
    await ensurePlaylistSongs(DOWNLOADS_PLAYLIST_ID);
    setDownloads((list) => [saved, ...list.filter((s) => s.id !== song.id)]);
    await commitPlaylists(addToDownloadsPlaylist(playlists(), saved));
  } finally {
    if (own) setProgress(song.id, null);
  }
  return saved;
}

/** Why a download failed, in words: a full quota says so (nothing stored was lost). */
const failureAlert = (error: unknown, otherwise: string) =>
  isQuotaError(error) ? storageFullAlert() : otherwise;

/**
 * One song: its audio is fetched (progress from the bytes), stored with its cover, then the
 * song joins downloads and the Downloads playlist. Already downloaded or downloading: nothing.
 * Cancelled: nothing is stored and nothing is said.
 */
export async function downloadSong(song: Song): Promise<boolean> {
  if (isDownloaded(song.id) || downloadProgressOf(song.id) !== undefined) return false;
  const controller = new AbortController();
  controllers.set(song.id, controller);
  setProgress(song.id, 0);
  try {
    const { song: resolved, url } = await resolveDownload(song);
    controller.signal.throwIfAborted();
    await saveAudio(resolved, url, controller.signal, (p) => setProgress(song.id, p));
    // Stored: from here the download completes whatever is pressed.
    controllers.delete(song.id);
    await storeDownload(resolved, url);
    return true;
  } catch (error) {
    if (controller.signal.aborted) return false;
    console.error(error);
    showAlert(failureAlert(error, songDownloadAlert()));
    return false;
  } finally {
    controllers.delete(song.id);
    setProgress(song.id, null);
  }
}

/** Stops a song's download; what was received is dropped. */
export const cancelDownload = (songId: string) => controllers.get(songId)?.abort();

/**
 * Whether a download at this progress can still be cancelled: while its bytes arrive. At 100 it
 * is being written to storage, which a cancel would not stop, so none is offered.
 */
export const canCancelDownload = (progress: number | undefined) =>
  progress !== undefined && progress < 100;

/** Takes a song out of downloads and the Downloads playlist; its audio and cover are deleted. */
export async function removeDownload(songId: string) {
  await ensurePlaylistSongs(DOWNLOADS_PLAYLIST_ID);
  setDownloads((list) => list.filter((s) => s.id !== songId));
  return commitPlaylists(removeSongFromPlaylist(playlists(), 'downloads', songId));
}

/** A playlist, song by song: a failing song is skipped; the rest are stored. */
export async function downloadPlaylist(id: string): Promise<boolean> {
  if (downloadProgressOf(id) !== undefined) return false;
  setProgress(id, 0);
  try {
    const playlist = await ensurePlaylistSongs(id);
    if (!playlist || playlist.songs.length === 0) return false;
    const done: string[] = [];
    const signal = new AbortController().signal;
    let full: unknown = null;
    for (const [index, song] of playlist.songs.entries()) {
      try {
        if (!isDownloaded(song.id)) {
          const { song: resolved, url } = await resolveDownload(song);
          await saveAudio(resolved, url, signal, () => undefined);
          await storeDownload(resolved, url);
        }
        done.push(song.id);
      } catch (error) {
        if (isQuotaError(error)) full = error;
        console.warn(`Skipped "${song.name}" while downloading the playlist`, error);
      }
      setProgress(playlist.id, Math.round(((index + 1) / playlist.songs.length) * 100));
      await sleep(DOWNLOAD_STEP_MS);
    }
    if (full && done.length < playlist.songs.length) throw full;
    if (done.length === 0) throw new Error('No song of the playlist could be downloaded');
    const result = await commitPlaylists(markPlaylistDownloaded(playlists(), playlist.id, done));
    if (!result.ok) throw new Error(result.message);
    return true;
  } catch (error) {
    console.error(error);
    showAlert(failureAlert(error, playlistDownloadAlert()));
    return false;
  } finally {
    setProgress(id, null);
  }
}
