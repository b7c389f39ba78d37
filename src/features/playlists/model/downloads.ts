import { create } from 'zustand';
import { pickDownloadUrl } from '@/lib/music/song-fields';
import type { Song } from '@/lib/music/types';
import { t } from '@/lib/i18n';
import { collectionActions, type LocalPlaylist } from '@/features/music-library';
import { getSong } from '../api/get-song';
import { showAlert } from './alerts';
import { commitPlaylists } from './playlist-actions';
import { addToDownloadsPlaylist, markPlaylistDownloaded } from './playlist-ops';

/** Simulated downloads (spec 4): progress per song id or playlist id, 0 to 100. */
export const DOWNLOAD_STEP_MS = 100;
export const DOWNLOAD_STEP_PERCENT = 10;
export const songDownloadAlert = () => t('playlists.downloads.songFailed');
export const playlistDownloadAlert = () => t('playlists.downloads.playlistFailed');
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
  useDownloadProgress.setState((s) => {
    const next = { ...s };
    if (percent === null) delete next[id];
    else next[id] = percent;
    return next;
  }, true);

export const downloadProgressOf = (id: string) => useDownloadProgress.getState()[id];
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const { isDownloaded, playlists, setDownloads } = collectionActions;

/** The service's record of the song, checked the way spec 8 lists its errors. */
async function resolveDownload(song: Song): Promise<{ song: Song; url: string }> {
  const fresh = await getSong(song.id).catch(() => null);
  if (!fresh) throw new Error(DOWNLOAD_ERRORS.fetch);
  if (!fresh.downloadUrl.length) throw new Error(DOWNLOAD_ERRORS.noUrls);
  const url = pickDownloadUrl(fresh);
  if (!url) throw new Error(DOWNLOAD_ERRORS.noValidUrl);
  return { song: { ...song, downloadUrl: fresh.downloadUrl }, url };
}

function storeDownload(song: Song, url: string) {
  const saved: Song = {
    ...song,
    localUrl: url,
    downloadedAt: new Date().toISOString(),
    isDownloaded: true,
  };
  setDownloads((list) => [saved, ...list.filter((s) => s.id !== song.id)]);
  commitPlaylists(addToDownloadsPlaylist(playlists(), saved));
  return saved;
}

/** One song: 0→100 in steps of 10 every 100 ms, then stored. Already downloaded: nothing. */
export async function downloadSong(song: Song): Promise<boolean> {
  if (isDownloaded(song.id) || downloadProgressOf(song.id) !== undefined) return false;
  setProgress(song.id, 0);
  try {
    const { song: resolved, url } = await resolveDownload(song);
    for (let percent = DOWNLOAD_STEP_PERCENT; percent <= 100; percent += DOWNLOAD_STEP_PERCENT) {
      await sleep(DOWNLOAD_STEP_MS);
      setProgress(song.id, percent);
    }
    storeDownload(resolved, url);
    return true;
  } catch (error) {
    console.error(error);
    showAlert(songDownloadAlert());
    return false;
  } finally {
    setProgress(song.id, null);
  }
}

/** A playlist, song by song: a failing song is skipped; the rest are stored. */
export async function downloadPlaylist(playlist: LocalPlaylist): Promise<boolean> {
  if (downloadProgressOf(playlist.id) !== undefined || playlist.songs.length === 0) return false;
  setProgress(playlist.id, 0);
  try {
    const done: string[] = [];
    for (const [index, song] of playlist.songs.entries()) {
      try {
        if (!isDownloaded(song.id)) {
          const { song: resolved, url } = await resolveDownload(song);
          storeDownload(resolved, url);
        }
        done.push(song.id);
      } catch (error) {
        console.warn(`Skipped "${song.name}" while downloading the playlist`, error);
      }
      setProgress(playlist.id, Math.round(((index + 1) / playlist.songs.length) * 100));
      await sleep(DOWNLOAD_STEP_MS);
    }
    if (done.length === 0) throw new Error('No song of the playlist could be downloaded');
    const result = await commitPlaylists(markPlaylistDownloaded(playlists(), playlist.id, done));
    if (!result.ok) throw new Error(result.message);
    return true;
  } catch (error) {
    console.error(error);
    showAlert(playlistDownloadAlert());
    return false;
  } finally {
    setProgress(playlist.id, null);
  }
}
