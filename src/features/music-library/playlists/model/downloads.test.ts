import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initialCollectionState,
  toEntry,
  useCollectionStore,
} from '@/lib/storage/music-collection';
import type { Song } from '@/lib/music/types';
import { useAlertStore } from './alerts';
import {
  cancelDownload,
  downloadPlaylist,
  downloadSong,
  removeDownload,
  storageFullAlert,
  useDownloadProgress,
} from './downloads';
import { song } from '@/test/song-fixtures';
import type * as MusicLibrary from '@/lib/storage/music-collection';
import type { WriteResult } from '@/lib/storage';

// The service's answer for a song, as the fetcher returns it.
const getSong = vi.hoisted(() => vi.fn<(id: string) => Promise<Song | null>>());
vi.mock('../api/get-song', () => ({ getSong }));
// Where the blobs go (IndexedDB; e2e/downloads-real.spec.ts stores them in Chromium's own).
const storeDownloadedAudio = vi.hoisted(() =>
  vi.fn<(id: string, audio: Blob, cover: Blob | null) => Promise<void>>(),
);
// The collection's IndexedDB write, when a test holds it back.
const held = vi.hoisted(() => ({ save: null as Promise<WriteResult> | null }));
vi.mock('@/lib/storage/music-collection', async (original) => {
  const actual = await original<typeof MusicLibrary>();
  return {
    ...actual,
    storeDownloadedAudio,
    askPersistentStorage: () => undefined,
    whenCollectionSaved: () => held.save ?? actual.whenCollectionSaved(),
  };
});

/** The server's audio: 1000 bytes in ten chunks, one every `everyMs` (0: all at once). */
let everyMs = 100;
function audioResponse(signal?: AbortSignal | null) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (everyMs) await new Promise((resolve) => setTimeout(resolve, everyMs));
      if (signal?.aborted) return controller.error(signal.reason);
      controller.enqueue(new Uint8Array(100).fill(sent));
      if (++sent === 10) controller.close();
    },
  });
  return new Response(body, {
    headers: { 'Content-Length': '1000', 'Content-Type': 'audio/mpeg' },
  });
}

/** A song as Reelbeat's server lists it: its cover and its audio under /api/music. */
const served = (id: string): Song => ({
  ...song(id),
  image: [{ quality: '150x150', url: `/api/music/images/song/${id}/150x150` }],
  downloadUrl: [{ quality: '320kbps', url: `/api/music/audio/${id}` }],
});

const state = () => useCollectionStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  held.save = null;
  everyMs = 100;
  storeDownloadedAudio.mockReset().mockResolvedValue(undefined);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    String(input).includes('/images/') ? new Response('cover') : audioResponse(init?.signal),
  );
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
  it('goes 0→100 with the bytes received (10 per chunk here), then stores it in downloads and the Downloads playlist', async () => {
    getSong.mockResolvedValue(served('a'));
    const seen: number[] = [];
    const stop = useDownloadProgress.subscribe((s) => s.a !== undefined && seen.push(s.a));
    const done = downloadSong(served('a'));
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
    expect(downloads?.songs?.map((s) => s.id)).toEqual(['a']);
    expect(await downloadSong(served('a'))).toBe(false);
    // The audio was fetched from its same-origin address and stored whole, with the cover.
    expect(fetch).toHaveBeenCalledWith('/api/music/audio/a', expect.anything());
    const [id, audio, cover] = storeDownloadedAudio.mock.calls[0]!;
    expect(id).toBe('a');
    expect(audio.size).toBe(1000);
    expect(audio.type).toBe('audio/mpeg');
    expect(cover?.size).toBe(5);
  });

  it('Cancel stops it: nothing stored, no alert, and it can be downloaded again', async () => {
    getSong.mockResolvedValue(served('a'));
    const done = downloadSong(served('a'));
    await vi.advanceTimersByTimeAsync(350);
    expect(useDownloadProgress.getState().a).toBe(30);
    cancelDownload('a');
    await vi.advanceTimersByTimeAsync(200);
    expect(await done).toBe(false);
    expect(storeDownloadedAudio).not.toHaveBeenCalled();
    expect(useDownloadProgress.getState().a).toBeUndefined();
    expect(useAlertStore.getState().message).toBeNull();
    expect(state().downloads).toEqual([]);
  });

  it('a full quota says so and keeps what was stored', async () => {
    getSong.mockResolvedValue(served('b'));
    everyMs = 0;
    useCollectionStore.setState({ downloads: [served('a')] });
    storeDownloadedAudio.mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    expect(await downloadSong(served('b'))).toBe(false);
    expect(useAlertStore.getState().message).toBe(storageFullAlert());
    expect(state().downloads.map((s) => s.id)).toEqual(['a']);
  });

  it('a song address of another site is fetched through the same-origin stream', async () => {
    getSong.mockResolvedValue({
      ...served('x'),
      downloadUrl: [{ quality: '320kbps', url: 'https://cdn.example/x.mp4' }],
    });
    everyMs = 0;
    expect(await downloadSong(served('x'))).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/music/stream/x?quality=320kbps', expect.anything());
  });

  it('Remove takes it out of downloads and the Downloads playlist', async () => {
    getSong.mockResolvedValue(served('a'));
    everyMs = 0;
    await downloadSong(served('a'));
    await removeDownload('a');
    expect(state().downloads).toEqual([]);
    expect(state().playlists.find((p) => p.id === 'downloads')?.songs).toEqual([]);
  });

  it.each([
    [null, 'Failed to fetch song data'],
    [{ ...served('a'), downloadUrl: [] }, 'Download URLs not available for this song'],
    [
      { ...served('a'), downloadUrl: [{ quality: '320kbps', url: '' }] },
      'No valid download URL found for this song',
    ],
  ])('a failure alerts the listener and stores nothing (%#)', async (answer, logged) => {
    getSong.mockResolvedValue(answer);
    const done = downloadSong(served('a'));
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
    everyMs = 0;
    const playlist = toEntry({
      id: 'p1',
      name: 'Mix',
      createdAt: '',
      songs: [served('a'), served('b'), served('c')],
    });
    useCollectionStore.setState({ playlists: [playlist] });
    const done = downloadPlaylist(playlist.id);
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

  it('keeps each song in progress until its save is written, so it is not shown downloaded before', async () => {
    getSong.mockImplementation(async (id) => song(id));
    everyMs = 0;
    let finish = (_: WriteResult) => {};
    held.save = new Promise((resolve) => (finish = resolve));
    const playlist = toEntry({ id: 'p1', name: 'Mix', createdAt: '', songs: [served('a')] });
    useCollectionStore.setState({ playlists: [playlist] });
    const done = downloadPlaylist(playlist.id);
    await vi.advanceTimersByTimeAsync(50);
    expect(state().downloads.map((s) => s.id)).toEqual(['a']);
    expect(useDownloadProgress.getState().a).toBe(100);
    finish({ ok: true });
    await vi.advanceTimersByTimeAsync(200);
    expect(await done).toBe(true);
    expect(useDownloadProgress.getState().a).toBeUndefined();
  });

  it('alerts when nothing could be downloaded', async () => {
    getSong.mockResolvedValue(null);
    const playlist = toEntry({ id: 'p1', name: 'Mix', createdAt: '', songs: [served('a')] });
    useCollectionStore.setState({ playlists: [playlist] });
    const done = downloadPlaylist(playlist.id);
    await vi.advanceTimersByTimeAsync(500);
    expect(await done).toBe(false);
    expect(useAlertStore.getState().message).toBe('Failed to download playlist. Please try again.');
    expect(state().playlists[0]?.isDownloaded).toBeUndefined();
  });
});
