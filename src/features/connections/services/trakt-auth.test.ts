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

/** Sync bringing another device's Trakt record a moment after this device's refresh call. */
function syncsAfterRefresh(record: Partial<TraktConnection>) {
  const stubbed = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
    setTimeout(() => connections().put('trakt', { ...connection(NOW + 1_000), ...record }), 30);
    return stubbed(url, init);
  });
}

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
    expect(await freshTrakt(NOW, false, 0)).toEqual({ reconnect: true });
    expect(readTrakt()?.state).toBe('reconnect');
  });

  it('refused because another device refreshed first, takes that device’s synced token', async () => {
    connections().put('trakt', connection(NOW + 1_000));
    answer(json(401, { error: 'revoked' }));
    syncsAfterRefresh({
      accessToken: 'other-access',
      refreshToken: 'other-refresh',
      expiresAt: NOW + 90 * 86_400_000,
    });
    const fresh = await freshTrakt(NOW, false, 2_000);
    expect(fresh).toEqual({
      token: expect.objectContaining({ accessToken: 'other-access', state: 'connected' }),
    });
    expect(fetches).toHaveLength(1);
    expect(readTrakt()?.state).toBe('connected');
  });

  it('refused, retries once with the synced refresh token before "Reconnect needed"', async () => {
    connections().put('trakt', connection(NOW + 1_000));
    answer(
      json(401, { error: 'revoked' }),
      json(200, { token: { accessToken: 'new', refreshToken: 'new-r', expiresAt: NOW + 9e9 } }),
    );
    // The other device's record arrives as old as ours (its access token near its end too).
    syncsAfterRefresh({ refreshToken: 'synced-refresh' });
    expect(await freshTrakt(NOW, false, 2_000)).toEqual({
      token: expect.objectContaining({ accessToken: 'new', refreshToken: 'new-r' }),
    });
    expect(fetches.map((f) => JSON.parse(String(f.init!.body)))).toEqual([
      { refreshToken: 'old-refresh' },
      { refreshToken: 'synced-refresh' },
    ]);

    // Refused with the synced token too: the connection was revoked.
    connections().put('trakt', connection(NOW + 1_000));
    answer(json(401, {}), json(401, {}));
    syncsAfterRefresh({ refreshToken: 'synced-again' });
    expect(await freshTrakt(NOW, false, 2_000)).toEqual({ reconnect: true });
    expect(fetches).toHaveLength(2);
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

  it('two calls refused at once refresh the token once, and neither asks for a reconnect', async () => {
    // Web Locks: the next waiter runs as soon as the lock is free.
    let tail: Promise<unknown> = Promise.resolve();
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (_name: string, task: () => Promise<unknown>) => {
          const run = tail.then(task);
          tail = run.catch(() => undefined);
          return run;
        },
      },
    });
    connections().put('trakt', { ...connection(Date.now() + 30 * 86_400_000), accessToken: 'a1' });
    // Trakt: a refresh token is used once, and using it ends the access token it came with; an
    // API call reaches Trakt a moment after it leaves.
    const valid = new Set<string>();
    const accessOf = new Map([['old-refresh', 'a1']]);
    let serial = 1;
    const refreshes: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/connections/trakt/refresh') {
          const { refreshToken } = JSON.parse(String(init!.body)) as { refreshToken: string };
          refreshes.push(refreshToken);
          const old = accessOf.get(refreshToken);
          if (!old) return json(401, { error: 'revoked' });
          accessOf.delete(refreshToken);
          valid.delete(old);
          serial += 1;
          valid.add(`a${serial}`);
          accessOf.set(`r${serial}`, `a${serial}`);
          const token = { accessToken: `a${serial}`, refreshToken: `r${serial}` };
          return json(200, { token: { ...token, expiresAt: Date.now() + 9e9 } });
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        const bearer = (init!.headers as Record<string, string>).Authorization;
        return valid.has((bearer ?? '').replace('Bearer ', '')) ? json(201, {}) : json(401, {});
      }),
    );
    const results = await Promise.all([
      sendTraktItem(api, { kind: 'scrobble-start', body: {} }),
      sendTraktItem(api, { kind: 'watchlist-add', body: {} }),
    ]);
    expect(results).toEqual([{ outcome: 'sent' }, { outcome: 'sent' }]);
    expect(refreshes).toEqual(['old-refresh']);
    expect(readTrakt()?.state).toBe('connected');
  });
});
