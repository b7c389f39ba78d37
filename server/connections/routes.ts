import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { KeyedLimiter } from '../sync/rate-limit.ts';
import { isTraktConfigured, type ConnectionsEnv } from './connections-env.ts';
import { listenBrainzRelay, LISTENBRAINZ_RELAY_PATH } from './listenbrainz-relay.ts';
import { callTrakt, deviceCodeSchema, tokenSchema, type TraktAnswer } from './trakt-oauth.ts';

/** The device code's poll every 5 s for 10 minutes fits easily; a loop hitting Trakt does not. */
export const CONNECTIONS_RATE = { perS: 1, burst: 30 };
const MAX_BODY_BYTES = 8 * 1024;

const deviceTokenBody = z.object({ deviceCode: z.string().min(1).max(200) }).strict();
const refreshBody = z.object({ refreshToken: z.string().min(1).max(4000) }).strict();
const revokeBody = z.object({ accessToken: z.string().min(1).max(4000) }).strict();

/** What Trakt's device-token poll answers besides a token (its documented status codes). */
const POLL_STATES: Record<number, string> = {
  400: 'pending',
  404: 'invalid',
  409: 'used',
  410: 'expired',
  418: 'denied',
  429: 'slow-down',
};

type Bindings = { incoming?: IncomingMessage };
type C = Context<{ Bindings: Bindings }>;

export interface ConnectionsOptions {
  fetcher?: typeof fetch;
  addressOf?: (c: C) => string;
  now?: () => number;
  timeoutMs?: number;
}

const tokenOf = (json: z.infer<typeof tokenSchema>) => ({
  accessToken: json.access_token,
  refreshToken: json.refresh_token,
  expiresAt: (json.created_at + json.expires_in) * 1000,
});

/**
 * `/api/connections/*`: the token exchange and refresh of Trakt, which need the server's secret,
 * and the relay of ListenBrainz's two calls (listenbrainz-relay.ts), and nothing else. Tokens pass through in bodies only (never an address) and are never logged.
 */
export function connectionsRoutes(env: ConnectionsEnv, options: ConnectionsOptions = {}) {
  const app = new Hono<{ Bindings: Bindings }>();
  const limiter = new KeyedLimiter(CONNECTIONS_RATE.perS, CONNECTIONS_RATE.burst, options.now);
  const addressOf = options.addressOf ?? ((c: C) => c.env?.incoming?.socket.remoteAddress ?? '?');
  const trakt = (path: string, body: Record<string, string>) =>
    callTrakt(env, path, body, options.fetcher, options.timeoutMs);

  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  app.get('/services', (c) =>
    c.json({
      trakt: isTraktConfigured(env)
        ? { configured: true, clientId: env.trakt.clientId, apiUrl: env.trakt.apiUrl }
        : { configured: false },
      // The browser reaches ListenBrainz through this server (its CSP stays `connect-src 'self'`).
      listenBrainz: { apiUrl: LISTENBRAINZ_RELAY_PATH },
    }),
  );

  app.route(
    '/listenbrainz',
    listenBrainzRelay(env.listenBrainz.apiUrl, {
      addressOf: (c) => addressOf(c as C),
      ...(options.fetcher ? { fetcher: options.fetcher } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    }),
  );

  app.use(
    '/trakt/*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: 'too-large' }, 413) }),
    async (c, next) => {
      if (!isTraktConfigured(env)) return c.json({ error: 'not-configured' }, 503);
      const waitMs = limiter.take(addressOf(c));
      if (waitMs > 0) {
        c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
        return c.json({ error: 'rate-limited' }, 429);
      }
      await next();
    },
  );

  const failed = (c: C, answer: TraktAnswer & { ok: false }) => {
    if (answer.status === 429) {
      c.header('Retry-After', String('retryAfterS' in answer ? (answer.retryAfterS ?? 5) : 5));
      return c.json({ error: 'rate-limited' }, 429);
    }
    if (answer.status === 'timeout') return c.json({ error: 'trakt-timeout' }, 504);
    return c.json({ error: 'trakt-unavailable' }, 502);
  };

  const bodyOf = async <T>(c: C, schema: z.ZodType<T>): Promise<T | null> => {
    try {
      const parsed = schema.safeParse(await c.req.json());
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };

  app.post('/trakt/device', async (c) => {
    const answer = await trakt('/oauth/device/code', {});
    if (!answer.ok) return failed(c, answer);
    const code = deviceCodeSchema.safeParse(answer.json);
    if (!code.success) return c.json({ error: 'trakt-unavailable' }, 502);
    const { device_code, user_code, verification_url, expires_in, interval } = code.data;
    return c.json({
      deviceCode: device_code,
      userCode: user_code,
      verificationUrl: verification_url,
      expiresIn: expires_in,
      interval,
    });
  });

  app.post('/trakt/token', async (c) => {
    const body = await bodyOf(c, deviceTokenBody);
    if (!body) return c.json({ error: 'invalid-body' }, 400);
    const answer = await trakt('/oauth/device/token', { code: body.deviceCode });
    if (answer.ok) {
      const token = tokenSchema.safeParse(answer.json);
      if (!token.success) return c.json({ error: 'trakt-unavailable' }, 502);
      return c.json({ state: 'approved', token: tokenOf(token.data) });
    }
    const state = typeof answer.status === 'number' ? POLL_STATES[answer.status] : undefined;
    return state ? c.json({ state }) : failed(c, answer);
  });

  app.post('/trakt/refresh', async (c) => {
    const body = await bodyOf(c, refreshBody);
    if (!body) return c.json({ error: 'invalid-body' }, 400);
    const answer = await trakt('/oauth/token', {
      refresh_token: body.refreshToken,
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      grant_type: 'refresh_token',
    });
    if (answer.ok) {
      const token = tokenSchema.safeParse(answer.json);
      if (!token.success) return c.json({ error: 'trakt-unavailable' }, 502);
      return c.json({ token: tokenOf(token.data) });
    }
    if (answer.status === 400 || answer.status === 401) return c.json({ error: 'revoked' }, 401);
    return failed(c, answer);
  });

  app.post('/trakt/revoke', async (c) => {
    const body = await bodyOf(c, revokeBody);
    if (!body) return c.json({ error: 'invalid-body' }, 400);
    const answer = await trakt('/oauth/revoke', { token: body.accessToken });
    // A token Trakt no longer knows is as revoked as it gets.
    if (answer.ok || answer.status === 401 || answer.status === 400) return c.json({ ok: true });
    return failed(c, answer);
  });

  return app;
}
