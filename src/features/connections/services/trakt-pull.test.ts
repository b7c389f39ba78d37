import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExternalRow, MatchResult } from '@/features/backup';
import { continueList, favoritesList, historyList, libraryList } from '@/lib/storage/video-lists';
import { connections } from '../model/connection-records';
import { pullTrakt } from './trakt-pull';

/**
 * The server's offline catalogue and matcher, and the services' stand-in: server code, loaded at
 * run time (the app's type project does not include the server's), read through these shapes.
 */
interface Title {
  id: number;
  type: 'movie' | 'tv';
  title: string;
  releaseDate: string;
}
type TraktItem = Record<string, unknown>;
interface StandIn {
  url: string;
  state: Record<'watchlist' | 'history' | 'ratings' | 'playback', TraktItem[]> & {
    approveAfterPolls: number;
  };
  close(): Promise<void>;
}
// Through Vite's glob, so the test runs them as they are without the app's type project
// taking the server's files in.
const server = import.meta.glob([
  '../../../../server/catalog/offline/catalog.ts',
  '../../../../server/match/offline-matcher.ts',
  '../../../../server/test/connections-stand-in.ts',
]);
const serverModule = <T>(path: string) => {
  const key = Object.keys(server).find((k) => k.endsWith(`/server/${path}`));
  if (!key) throw new Error(`${path} not among ${Object.keys(server).join(', ')}`);
  return server[key]!() as Promise<T>;
};
const { buildCatalog } = await serverModule<{
  buildCatalog(): { titles: Map<string, Title> };
}>('catalog/offline/catalog.ts');
const { offlineMatcher } = await serverModule<{
  offlineMatcher(c: unknown): { match(rows: ExternalRow[]): Promise<MatchResult[]> };
}>('match/offline-matcher.ts');
const { startConnectionsStandIn } = await serverModule<{
  startConnectionsStandIn(): Promise<StandIn>;
}>('test/connections-stand-in.ts');

const catalogue = buildCatalog();
const titles = [...catalogue.titles.values()];
const movies = titles.filter((t) => t.type === 'movie');
const shows = titles.filter((t) => t.type === 'tv');
const matcher = offlineMatcher(catalogue);
const match = (rows: ExternalRow[]) => matcher.match(rows);

const movieItem = (t: Title, extra: object): TraktItem => ({
  type: 'movie',
  movie: {
    title: t.title,
    year: Number(t.releaseDate.slice(0, 4)),
    ids: { trakt: t.id, tmdb: t.id },
  },
  ...extra,
});
const episodeItem = (t: Title, n: number, extra: object): TraktItem => ({
  type: 'episode',
  show: {
    title: t.title,
    year: Number(t.releaseDate.slice(0, 4)),
    ids: { trakt: t.id, tmdb: t.id },
  },
  episode: { season: 1 + (n % 3), number: 1 + (n % 10), ids: { trakt: n } },
  ...extra,
});

let standIn: StandIn;
let api: { clientId: string; apiUrl: string };

beforeAll(async () => {
  standIn = await startConnectionsStandIn();
  api = { clientId: 'client', apiUrl: standIn.url };
});
afterAll(() => standIn.close());

async function connect() {
  // A token the stand-in issued, as after a device-code connection.
  standIn.state.approveAfterPolls = 0;
  const code = await (await fetch(`${standIn.url}/oauth/device/code`, { method: 'POST' })).json();
  const token = await (
    await fetch(`${standIn.url}/oauth/device/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: code.device_code, client_secret: 's' }),
    })
  ).json();
  connections().put('trakt', {
    state: 'connected',
    user: 'Ana',
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    expiresAt: Date.now() + 80 * 86_400_000,
    pulledAt: 0,
  });
}

beforeEach(async () => {
  localStorage.clear();
  await connect();
});

describe('pulling Trakt', () => {
  it('brings the watchlist, history, ratings of 8 or more and paused titles into their lists', async () => {
    const [m1, m2, m3, m4] = movies;
    const [s1] = shows;
    standIn.state.watchlist = [
      movieItem(m1!, { listed_at: '2026-11-01T00:00:00.000Z' }),
      movieItem(
        { ...m2!, id: 999_999_9, title: 'Nothing Like It 42' },
        { listed_at: '2026-11-02T00:00:00.000Z' },
      ),
    ];
    standIn.state.history = [
      episodeItem(s1!, 1, { watched_at: '2026-11-03T00:00:00.000Z', action: 'watch', id: 1 }),
    ];
    standIn.state.ratings = [
      movieItem(m2!, { rated_at: '2026-11-04T00:00:00.000Z', rating: 9 }),
      movieItem(m3!, { rated_at: '2026-11-04T00:00:00.000Z', rating: 6 }),
    ];
    standIn.state.playback = [
      movieItem(m4!, { progress: 42.5, paused_at: '2026-11-05T00:00:00.000Z', id: 7 }),
    ];
    const result = await pullTrakt(api, { match });
    expect(result.ok).toBe(true);
    expect(libraryList.collection().get(`movie:${m1!.id}`)).toMatchObject({ title: m1!.title });
    expect(historyList.collection().get(`tv:${s1!.id}`)).toMatchObject({
      watchedAt: '2026-11-03T00:00:00.000Z',
    });
    expect(favoritesList.collection().get(`movie:${m2!.id}`)).toMatchObject({ title: m2!.title });
    expect(favoritesList.collection().get(`movie:${m3!.id}`)).toBeUndefined();
    expect(continueList.collection().get(`movie:${m4!.id}`)).toMatchObject({ progress: 42.5 });
    if (!result.ok) return;
    expect(result.unmatched.map((u) => u.title)).toEqual(
      expect.arrayContaining(['Nothing Like It 42', m3!.title]),
    );
    expect(result.unmatched.every((u) => u.reason.length > 0)).toBe(true);
  });

  it('keeps a title removed here removed (its removal is on its way to Trakt)', async () => {
    const [m1] = movies;
    standIn.state.watchlist = [movieItem(m1!, { listed_at: '2026-11-01T00:00:00.000Z' })];
    standIn.state.history = [];
    standIn.state.ratings = [];
    standIn.state.playback = [];
    libraryList.collection().put(`movie:${m1!.id}`, {
      ...libraryList.collection().get(`movie:${m1!.id}`)!,
      title: 'x',
    } as never);
    libraryList.collection().remove(`movie:${m1!.id}`);
    await pullTrakt(api, { match });
    expect(libraryList.collection().get(`movie:${m1!.id}`)).toBeUndefined();
  });

  it('pulls, matches and merges a 2 000-item history in under 10 s (bench row)', async () => {
    standIn.state.watchlist = [];
    standIn.state.ratings = [];
    standIn.state.playback = [];
    standIn.state.history = Array.from({ length: 2_000 }, (_, n) => {
      const watched_at = new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString();
      const t = titles[n % titles.length]!;
      return t.type === 'movie'
        ? movieItem(t, { watched_at, action: 'watch', id: n })
        : episodeItem(t, n, { watched_at, action: 'watch', id: n });
    });
    const start = performance.now();
    const result = await pullTrakt(api, { match });
    const ms = performance.now() - start;
    console.info(`Trakt pull of a 2 000-item history: ${ms.toFixed(0)} ms`);
    expect(result.ok).toBe(true);
    expect(historyList.collection().list().length).toBe(100);
    expect(ms).toBeLessThanOrEqual(10_000);
  }, 30_000);
});
