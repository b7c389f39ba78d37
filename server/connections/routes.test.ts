import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startConnectionsStandIn, type ConnectionsStandIn } from '../test/connections-stand-in.ts';
import { testEnv } from '../test-env.ts';
import { createApp } from '../app.ts';
import { connectionOrigins, readConnectionsEnv } from './connections-env.ts';
import { connectionsRoutes, CONNECTIONS_RATE } from './routes.ts';

/** An answer's JSON, read field by field. */
type Loose = { readonly [key: string]: Loose };
interface TokenAnswer {
  token: { accessToken: string; refreshToken: string; expiresAt: number };
}
const tokenIn = (json: Loose) => (json as unknown as TokenAnswer).token;

let standIn: ConnectionsStandIn;
beforeAll(async () => {
  standIn = await startConnectionsStandIn();
});
afterAll(() => standIn.close());
afterEach(() => {
  standIn.state.denied = false;
  standIn.state.approveAfterPolls = 1;
});

const env = () =>
  readConnectionsEnv({
    TRAKT_CLIENT_ID: 'client-id',
    TRAKT_CLIENT_SECRET: 'the-secret',
    TRAKT_API_URL: standIn.url,
  });

/**
 * Trakt's answers within 5 s: the stand-in answers at once, but a loaded machine running the
 * whole suite once took over 300 ms for the file's first call (a 504 where Trakt had answered).
 * The check of slowness has a client of its own with a short limit.
 */
function client(routes = connectionsRoutes(env(), { timeoutMs: 5_000 })) {
  return async (path: string, body?: unknown) => {
    const res = await routes.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return {
      status: res.status,
      headers: res.headers,
      json: (await res.json()) as Loose,
    };
  };
}

describe('/api/connections: Trakt device code', () => {
  it('starts, answers "pending" until Trakt approves, then gives the tokens', async () => {
    const call = client();
    const start = await call('/trakt/device', {});
    expect(start.status).toBe(200);
    expect(start.json).toMatchObject({
      userCode: expect.any(String),
      verificationUrl: 'https://trakt.tv/activate',
      interval: 1,
    });
    expect(JSON.stringify(start.json)).not.toContain('the-secret');
    const pending = await call('/trakt/token', { deviceCode: start.json.deviceCode });
    expect(pending.json).toEqual({ state: 'pending' });
    const approved = await call('/trakt/token', { deviceCode: start.json.deviceCode });
    expect(approved.json.state).toBe('approved');
    expect(approved.json.token).toMatchObject({
      accessToken: expect.stringMatching(/^access-/),
      refreshToken: expect.any(String),
    });
    expect(tokenIn(approved.json).expiresAt).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    expect(approved.headers.get('cache-control')).toBe('no-store');
  });

  it('says "denied", "invalid" and "slow-down" as Trakt does', async () => {
    const call = client();
    const start = await call('/trakt/device', {});
    standIn.state.denied = true;
    expect((await call('/trakt/token', { deviceCode: start.json.deviceCode })).json).toEqual({
      state: 'denied',
    });
    expect((await call('/trakt/token', { deviceCode: 'nope' })).json).toEqual({ state: 'invalid' });
    standIn.fail('/oauth/device/token', { status: 429, retryAfterS: 3 });
    expect((await call('/trakt/token', { deviceCode: start.json.deviceCode })).json).toEqual({
      state: 'slow-down',
    });
  });

  it('refreshes a token, and answers 401 for a refresh token Trakt refuses (revoked)', async () => {
    const call = client();
    standIn.state.approveAfterPolls = 0;
    const start = await call('/trakt/device', {});
    const token = tokenIn((await call('/trakt/token', { deviceCode: start.json.deviceCode })).json);
    const fresh = await call('/trakt/refresh', { refreshToken: token.refreshToken });
    expect(fresh.status).toBe(200);
    expect(tokenIn(fresh.json).accessToken).not.toBe(token.accessToken);
    const again = await call('/trakt/refresh', { refreshToken: token.refreshToken });
    expect(again.status).toBe(401);
    expect(again.json).toEqual({ error: 'revoked' });
    expect(
      (await call('/trakt/revoke', { accessToken: tokenIn(fresh.json).accessToken })).json,
    ).toEqual({ ok: true });
  });

  it('passes on a rate limit with its Retry-After, and says 502 / 504 for failures and slowness', async () => {
    const call = client();
    standIn.fail('/oauth/device/code', { status: 429, retryAfterS: 7 });
    const limited = await call('/trakt/device', {});
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    standIn.fail('/oauth/device/code', { status: 503 });
    expect((await call('/trakt/device', {})).status).toBe(502);
    standIn.fail('/oauth/device/code', { status: 200, delayMs: 1_000 });
    const impatient = client(connectionsRoutes(env(), { timeoutMs: 300 }));
    expect((await impatient('/trakt/device', {})).status).toBe(504);
  });

  it('refuses bodies that are not the shape, too large, or unknown fields', async () => {
    const call = client();
    expect((await call('/trakt/token', { deviceCode: 5 })).status).toBe(400);
    expect((await call('/trakt/token', { deviceCode: 'a', extra: 1 })).status).toBe(400);
    expect((await call('/trakt/refresh', 'not json')).status).toBe(400);
    expect((await call('/trakt/refresh', { refreshToken: 'x'.repeat(9_000) })).status).toBe(413);
  });

  it('is rate limited per address', async () => {
    const call = client(connectionsRoutes(env(), { now: () => 0 }));
    const answers: number[] = [];
    for (let i = 0; i <= CONNECTIONS_RATE.burst; i += 1)
      answers.push((await call('/trakt/token', {})).status);
    expect(answers.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('logs no token, even when a call fails', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m),
    );
    const call = client();
    standIn.fail('/oauth/token', { status: 500 });
    await call('/trakt/refresh', { refreshToken: 'refresh-secret-value' });
    const logged = spies
      .flatMap((s) => s.mock.calls.flat())
      .map(String)
      .join(' ');
    expect(logged).not.toContain('refresh-secret-value');
    expect(logged).not.toContain('the-secret');
    for (const spy of spies) spy.mockRestore();
  });
});

describe('/api/connections without Trakt set up', () => {
  it('says so, and the Trakt routes answer 503', async () => {
    const call = client(connectionsRoutes(readConnectionsEnv({})));
    expect((await call('/services')).json).toEqual({
      trakt: { configured: false },
      listenBrainz: { apiUrl: '/api/connections/listenbrainz' },
    });
    expect((await call('/trakt/device', {})).status).toBe(503);
  });
});

describe('the CSP names only the services in use', () => {
  it('adds Trakt to connect-src only when it is configured; ListenBrainz goes through the server', async () => {
    expect(connectionOrigins(readConnectionsEnv({ TRAKT_CLIENT_ID: 'a' }))).toEqual([]);
    const app = await createApp(
      testEnv({
        TRAKT_CLIENT_ID: 'a',
        TRAKT_CLIENT_SECRET: 'b',
        LISTENBRAINZ_API_URL: 'https://api.listenbrainz.org/',
      }),
      { serveStatic: false },
    );
    const res = await app.request('/api/connections/services');
    expect(res.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://api.trakt.tv;",
    );
    expect(await res.json()).toEqual({
      trakt: { configured: true, clientId: 'a', apiUrl: 'https://api.trakt.tv' },
      listenBrainz: { apiUrl: '/api/connections/listenbrainz' },
    });
    const plain = await createApp(testEnv(), { serveStatic: false });
    const csp = (await plain.request('/healthz')).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self';");
  });
});
