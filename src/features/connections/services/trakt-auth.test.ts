import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connections, readTrakt, type TraktConnection } from '../model/connection-records';
import { freshTrakt, REFRESH_AHEAD_MS } from './trakt-auth';
import { traktCall } from './trakt-api';
import { sendTraktItem } from './trakt-api';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const connection = (expiresAt: number): TraktConnection => ({
  state: 'connected',
  user: 'Ana',
  accessToken: 'old-access',
  refreshToken: 'old-refresh',
  expiresAt,
  pulledAt: 0,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const api = { clientId: 'client', apiUrl: 'https://trakt.example' };

let fetches: { url: string; init?: RequestInit }[];
function answer(...responses: Response[]) {
  fetches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      fetches.push({ url, init });
      return responses.shift() ?? json(500, {});
    }),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Trakt tokens', () => {
  it('are refreshed through the server a day before they expire, not sooner', async () => {
    connections().put('trakt', connection(NOW + REFRESH_AHEAD_MS + 60_000));
    answer();
    expect(await freshTrakt(NOW)).toEqual({ token: readTrakt() });
    expect(fetches).toEqual([]);

    connections().put('trakt', connection(NOW + REFRESH_AHEAD_MS - 60_000));
    answer(
      json(200, { token: { accessToken: 'new', refreshToken: 'new-r', expiresAt: NOW + 9e9 } }),
    );
    const fresh = await freshTrakt(NOW);
    expect(fetches.map((f) => f.url)).toEqual(['/api/connections/trakt/refresh']);
    expect(JSON.parse(String(fetches[0]!.init!.body))).toEqual({ refreshToken: 'old-refresh' });
    expect(fresh).toEqual({
      token: expect.objectContaining({ accessToken: 'new', refreshToken: 'new-r' }),
    });
    expect(readTrakt()).toMatchObject({ accessToken: 'new', state: 'connected' });
  });

  it('a refused refresh (revoked) says "Reconnect needed" and keeps the items waiting', async () => {
    connections().put('trakt', connection(NOW + 1_000));
    answer(json(401, { error: 'revoked' }));
    expect(await freshTrakt(NOW)).toEqual({ reconnect: true });
    expect(readTrakt()?.state).toBe('reconnect');
  });

  it('a 401 from Trakt refreshes once; refused again, the queued item waits for a reconnect', async () => {
    connections().put('trakt', connection(Date.now() + 30 * 86_400_000));
    answer(
      json(401, {}),
      json(200, {
        token: { accessToken: 'second', refreshToken: 'r2', expiresAt: Date.now() + 9e9 },
      }),
      json(401, {}),
    );
    const result = await sendTraktItem(api, { kind: 'scrobble-start', body: {} });
    expect(fetches.map((f) => f.url)).toEqual([
      'https://trakt.example/scrobble/start',
      '/api/connections/trakt/refresh',
      'https://trakt.example/scrobble/start',
    ]);
    expect(result).toEqual({ outcome: 'reconnect' });
  });

  it('sends the client id and the token in headers, never in the address', async () => {
    connections().put('trakt', connection(Date.now() + 30 * 86_400_000));
    answer(json(200, []));
    const result = await traktCall(api, '/sync/watchlist');
    expect(result.ok).toBe(true);
    const headers = fetches[0]!.init!.headers as Record<string, string>;
    expect(headers).toMatchObject({
      'trakt-api-key': 'client',
      Authorization: 'Bearer old-access',
    });
    expect(fetches[0]!.url).not.toContain('old-access');
  });

  it('reads 429 with Retry-After and 5xx as "later", and 409 on a scrobble as already sent', async () => {
    connections().put('trakt', connection(Date.now() + 30 * 86_400_000));
    answer(new Response('', { status: 429, headers: { 'Retry-After': '30' } }));
    expect(await sendTraktItem(api, { kind: 'scrobble-stop', body: {} })).toEqual({
      outcome: 'retry',
      retryAfterMs: 30_000,
    });
    answer(json(503, {}));
    expect(await sendTraktItem(api, { kind: 'watchlist-add', body: {} })).toMatchObject({
      outcome: 'retry',
    });
    answer(json(409, {}));
    expect(await sendTraktItem(api, { kind: 'scrobble-stop', body: {} })).toEqual({
      outcome: 'sent',
    });
  });
});
