import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startConnectionsStandIn, type ConnectionsStandIn } from '../test/connections-stand-in.ts';
import { testEnv } from '../test-env.ts';
import { createApp } from '../app.ts';
import { readConnectionsEnv } from './connections-env.ts';
import { listenBrainzRelay, MAX_SUBMISSION_BYTES, RELAY_RATE } from './listenbrainz-relay.ts';

let standIn: ConnectionsStandIn;
beforeAll(async () => {
  standIn = await startConnectionsStandIn();
});
afterAll(() => standIn.close());

const TOKEN = 'Token lb-token-ana';
const listen = (at: number) => ({
  listen_type: 'single',
  payload: [{ listened_at: at, track_metadata: { artist_name: 'A', track_name: `S${at}` } }],
});

function relay(options: { fetcher?: typeof fetch; now?: () => number; timeoutMs?: number } = {}) {
  const app = listenBrainzRelay(standIn.url, { addressOf: () => '1.2.3.4', ...options });
  return (path: string, init: { body?: string; token?: string | null } = {}) =>
    app.request(path, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.token === null ? {} : { Authorization: init.token ?? TOKEN }),
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
}

describe('the ListenBrainz relay', () => {
  it('checks a token with the service and answers as the service does', async () => {
    const call = relay();
    const valid = await call('/1/validate-token');
    expect(valid.status).toBe(200);
    expect(await valid.json()).toMatchObject({ valid: true, user_name: 'ana' });
    const invalid = await call('/1/validate-token', { token: 'Token someone-else' });
    expect(await invalid.json()).toMatchObject({ valid: false });
  });

  it('submits a listen with the person’s token, and passes the service’s 401', async () => {
    const call = relay();
    const before = standIn.state.listens.length;
    const sent = await call('/1/submit-listens', { body: JSON.stringify(listen(1_700_000_001)) });
    expect(sent.status).toBe(200);
    expect(standIn.state.listens.length).toBe(before + 1);
    const refused = await call('/1/submit-listens', {
      body: JSON.stringify(listen(1_700_000_002)),
      token: 'Token revoked-one',
    });
    expect(refused.status).toBe(401);
    expect(standIn.state.listens.length).toBe(before + 1);
  });

  it('answers the service’s 429 with its Retry-After and 5xx as 502', async () => {
    const call = relay();
    standIn.fail('/1/submit-listens', { status: 429, retryAfterS: 17 }, { status: 500 });
    const limited = await call('/1/submit-listens', { body: JSON.stringify(listen(1)) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('17');
    const failed = await call('/1/submit-listens', { body: JSON.stringify(listen(2)) });
    expect(failed.status).toBe(502);
  });

  it('times out a slow service as 504, and a missing token never leaves the server', async () => {
    standIn.fail('/1/validate-token', { status: 200, delayMs: 500 });
    expect((await relay({ timeoutMs: 100 })('/1/validate-token')).status).toBe(504);
    const fetcher = vi.fn<typeof fetch>();
    const call = relay({ fetcher });
    expect((await call('/1/validate-token', { token: null })).status).toBe(401);
    expect((await call('/1/validate-token', { token: 'Bearer x' })).status).toBe(401);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('relays only the two calls, bounds the body and refuses redirects', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => Response.json({ valid: true }));
    const call = relay({ fetcher });
    expect((await call('/1/user/ana/listens')).status).toBe(404);
    expect((await call('/1/delete-listen', { body: '{}' })).status).toBe(404);
    const big = JSON.stringify({ pad: 'x'.repeat(MAX_SUBMISSION_BYTES) });
    expect((await call('/1/submit-listens', { body: big })).status).toBe(413);
    expect((await call('/1/submit-listens', { body: 'not json' })).status).toBe(400);
    expect(fetcher).not.toHaveBeenCalled();
    await call('/1/validate-token');
    expect(fetcher.mock.calls[0]![1]).toMatchObject({ redirect: 'error' });
    // A redirecting upstream reads as unavailable, its target never called.
    const redirecting = relay({ fetcher: () => Promise.reject(new TypeError('redirect')) });
    expect((await redirecting('/1/validate-token')).status).toBe(502);
  });

  it('limits each address', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => Response.json({ valid: true }));
    const call = relay({ fetcher, now: () => 0 });
    const statuses: number[] = [];
    for (let i = 0; i <= RELAY_RATE.burst; i += 1)
      statuses.push((await call('/1/validate-token')).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it('is mounted under /api/connections/listenbrainz, upstream by default the public service', async () => {
    expect(readConnectionsEnv({}).listenBrainz.apiUrl).toBe('https://api.listenbrainz.org');
    const app = await createApp(testEnv({ LISTENBRAINZ_API_URL: standIn.url }), {
      serveStatic: false,
    });
    const res = await app.request('/api/connections/listenbrainz/1/validate-token', {
      headers: { Authorization: TOKEN },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self';");
  });
});
