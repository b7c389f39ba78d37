import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialCollectionState, useCollectionStore } from '@/features/music-library';
import type { Song } from '@/lib/music/types';
import { useAlertStore } from './alerts';
import { downloadPlaylist, downloadSong, useDownloadProgress } from './downloads';
import { song } from '@/test/song-fixtures';

// The service's answer for a song, as the fetcher returns it.
const getSong = vi.hoisted(() => vi.fn<(id: string) => Promise<Song | null>>());
vi.mock('../api/get-song', () => ({ getSong }));

const state = () => useCollectionStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  useCollectionStore.setState(initialCollectionState(), true);
  useDownloadProgress.setState({}, true);
  useAlertStore.setState({ message: null, id: 0 });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('song download', () => {
  it('goes 0→100 in steps of 10 every 100 ms, then stores it in downloads and the Downloads playlist', async () => {
    getSong.mockResolvedValue(song('a'));
    const seen: number[] = [];
    const stop = useDownloadProgress.subscribe((s) => s.a !== undefined && seen.push(s.a));
    const done = downloadSong(song('a'));
    await vi.advanceTimersByTimeAsync(0);
    expect(useDownloadProgress.getState().a).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await done).toBe(true);
    stop();
    expect(seen).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(useDownloadProgress.getState().a).toBeUndefined();
    expect(state().downloads[0]).toMatchObject({
      id: 'a',
      isDownloaded: true,
      localUrl: '/api/music/audio/a',
    });
    expect(state().downloads[0]?.downloadedAt).toBeTruthy();
    const downloads = state().playlists.find((p) => p.id === 'downloads');
    expect(downloads?.songs.map((s) => s.id)).toEqual(['a']);
    expect(await downloadSong(song('a'))).toBe(false);
  });

  it.each([
    [null, 'Failed to fetch song data'],
    [{ ...song('a'), downloadUrl: [] }, 'Download URLs not available for this song'],
    [
      { ...song('a'), downloadUrl: [{ quality: '320kbps', url: '' }] },
      'No valid download URL found for this song',
    ],
  ])('a failure alerts the listener and stores nothing (%#)', async (answer, logged) => {
    getSong.mockResolvedValue(answer);
    const done = downloadSong(song('a'));
    await vi.advanceTimersByTimeAsync(1500);
    expect(await done).toBe(false);
    expect(console.error).toHaveBeenCalledWith(new Error(logged));
    expect(useAlertStore.getState().message).toBe(
      'Failed to download song. Please try again later.',
    );
    expect(state().downloads).toEqual([]);
  });
});

describe('playlist download', () => {
  it('goes song by song, skips a failure and marks the playlist downloaded', async () => {
    getSong.mockImplementation(async (id) => (id === 'b' ? null : song(id)));
    const playlist = {
      id: 'p1',
      name: 'Mix',
      createdAt: '',
      songs: [song('a'), song('b'), song('c')],
    };
    useCollectionStore.setState({ playlists: [playlist] });
    const done = downloadPlaylist(playlist);
    await vi.advanceTimersByTimeAsync(0);
    expect(useDownloadProgress.getState().p1).toBe(33);
    await vi.advanceTimersByTimeAsync(400);
    expect(await done).toBe(true);
    expect(state().playlists.find((p) => p.id === 'p1')).toMatchObject({
      isDownloaded: true,
      downloadedSongs: ['a', 'c'],
    });
    expect(
      state()
        .downloads.map((s) => s.id)
        .sort(),
    ).toEqual(['a', 'c']);
  });

  it('alerts when nothing could be downloaded', async () => {
    getSong.mockResolvedValue(null);
    const playlist = { id: 'p1', name: 'Mix', createdAt: '', songs: [song('a')] };
    useCollectionStore.setState({ playlists: [playlist] });
    const done = downloadPlaylist(playlist);
    await vi.advanceTimersByTimeAsync(500);
    expect(await done).toBe(false);
    expect(useAlertStore.getState().message).toBe('Failed to download playlist. Please try again.');
    expect(state().playlists[0]?.isDownloaded).toBeUndefined();
  });
});
