import { afterAll, beforeAll } from 'vitest';
import type { ExternalRow, MatchResult } from '@/features/backup';
import { connections } from '@/features/connections/model/connection-records';

/**
 * For the Trakt pull's tests and its bench row. The server's offline catalogue and matcher, and the services' stand-in: server code, loaded at
 * run time (the app's type project does not include the server's), read through these shapes.
 */
export interface Title {
  id: number;
  type: 'movie' | 'tv';
  title: string;
  releaseDate: string;
}
export type TraktItem = Record<string, unknown>;
export interface StandIn {
  url: string;
  state: Record<'watchlist' | 'history' | 'ratings' | 'playback', TraktItem[]> & {
    approveAfterPolls: number;
  };
  close(): Promise<void>;
}
// Through Vite's glob, so the test runs them as they are without the app's type project
// taking the server's files in.
const server = import.meta.glob([
  '../../server/catalog/offline/catalog.ts',
  '../../server/match/offline-matcher.ts',
  '../../server/test/connections-stand-in.ts',
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
export const titles = [...catalogue.titles.values()];
export const movies = titles.filter((t) => t.type === 'movie');
export const shows = titles.filter((t) => t.type === 'tv');
const matcher = offlineMatcher(catalogue);
export const match = (rows: ExternalRow[]) => matcher.match(rows);

export const movieItem = (t: Title, extra: object): TraktItem => ({
  type: 'movie',
  movie: {
    title: t.title,
    year: Number(t.releaseDate.slice(0, 4)),
    ids: { trakt: t.id, tmdb: t.id },
  },
  ...extra,
});
export const episodeItem = (t: Title, n: number, extra: object): TraktItem => ({
  type: 'episode',
  show: {
    title: t.title,
    year: Number(t.releaseDate.slice(0, 4)),
    ids: { trakt: t.id, tmdb: t.id },
  },
  episode: { season: 1 + (n % 3), number: 1 + (n % 10), ids: { trakt: n } },
  ...extra,
});

/** The Trakt stand-in for this file's tests, started before them and closed after. */
export function startTraktStandIn() {
  const held = {} as { standIn: StandIn; api: { clientId: string; apiUrl: string } };
  beforeAll(async () => {
    held.standIn = await startConnectionsStandIn();
    held.api = { clientId: 'client', apiUrl: held.standIn.url };
  });
  afterAll(() => held.standIn.close());
  return held;
}

/** A profile connected to the stand-in, as after a device-code connection. */
export async function connect(standIn: StandIn) {
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

/** A history of `count` plays an hour apart, films and episodes of the offline catalogue. */
export const longHistory = (count: number): TraktItem[] =>
  Array.from({ length: count }, (_, n) => {
    const watched_at = new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString();
    const t = titles[n % titles.length]!;
    return t.type === 'movie'
      ? movieItem(t, { watched_at, action: 'watch', id: n })
      : episodeItem(t, n, { watched_at, action: 'watch', id: n });
  });
