import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '@/lib/tmdb/types';
import {
  WATCH_HISTORY_CAP,
  historyList,
  mediaKey,
  useWatchHistoryStore,
} from '@/lib/storage/video-lists';
import { connections, HISTORY_CHOICE_ID } from './model/connection-records';
import { useConnectionsStatus } from './model/status-store';
import { openOutboxDb } from './queue/outbox-db';
import { startConnections, type ConnectionsRuntime } from './runtime';

const movie = (id: number): MediaItem => ({
  id,
  type: 'movie',
  title: `Movie ${id}`,
  overview: '',
  posterPath: null,
  backdropPath: null,
  voteAverage: 0,
  releaseDate: null,
  genreIds: [],
  popularity: 0,
});

const queuedKinds = async () => (await (await openOutboxDb())!.getAll('outbox')).map((i) => i.kind);

let runtime: ConnectionsRuntime;
beforeAll(() => {
  // The server cannot be reached: nothing is pulled, queued items wait.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('offline');
    }),
  );
  connections().put('trakt', {
    state: 'connected',
    user: 'Ana',
    accessToken: 'a',
    refreshToken: 'r',
    expiresAt: Date.now() + 30 * 86_400_000,
    pulledAt: Date.now(),
  });
  historyList.collection().write(
    Array.from({ length: WATCH_HISTORY_CAP }, (_, i) => ({
      id: mediaKey(movie(i + 1)),
      value: { ...movie(i + 1), watchedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() },
    })),
  );
  runtime = startConnections();
});
afterAll(() => {
  runtime.stop();
  vi.unstubAllGlobals();
});

describe('Watch History and Trakt', () => {
  it('a title watched into a full Watch History removes nothing on Trakt, and asks nothing', async () => {
    useWatchHistoryStore.getState().actions.record(movie(500));
    expect(historyList.collection().get('movie:1')).toBeUndefined();
    expect(useConnectionsStatus.getState().historyQuestion).toEqual([]);

    connections().put(HISTORY_CHOICE_ID, 'trakt');
    useWatchHistoryStore.getState().actions.record(movie(501));
    expect(historyList.collection().get('movie:2')).toBeUndefined();
    // The reader's own removal still goes to Trakt.
    useWatchHistoryStore.getState().actions.remove({ id: 50, type: 'movie' });
    await expect.poll(queuedKinds).toContain('history-remove');
    const [removal, ...more] = (await (await openOutboxDb())!.getAll('outbox')).filter(
      (i) => i.kind === 'history-remove',
    );
    expect(more).toEqual([]);
    expect(removal!.body).toEqual({ movies: [{ ids: { tmdb: 50 } }] });
  });
});

describe('a disconnection made elsewhere', () => {
  it("drops the service's waiting items, as Disconnect here does", async () => {
    connections().put('listenbrainz', { state: 'connected', user: 'ana', token: 't' });
    await runtime.add({ service: 'listenbrainz', kind: 'listen', key: 'play-1', body: {} });
    await runtime.add({ service: 'trakt', kind: 'watchlist-add', key: 'movie:7 add', body: {} });
    const waiting = async () =>
      (await (await openOutboxDb())!.getAll('outbox')).filter((i) => i.service === 'listenbrainz');
    expect(await waiting()).toHaveLength(1);
    // Another tab, or another device through sync, disconnected ListenBrainz.
    connections().write([{ id: 'listenbrainz', value: null }]);
    await expect.poll(waiting).toEqual([]);
    // Trakt, still connected, keeps its own.
    expect(await queuedKinds()).toContain('watchlist-add');
  });
});
