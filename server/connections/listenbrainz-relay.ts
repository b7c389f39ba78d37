import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { KeyedLimiter } from '../sync/rate-limit.ts';
import { readBounded } from '../upstream/read-body.ts';

/**
 * `/api/connections/listenbrainz/*`: the browser's two ListenBrainz calls, relayed to the
 * service so that the page's CSP stays `connect-src 'self'`. Only these two paths pass; the
 * person's token travels in the Authorization header, upstream and back, and is never logged or
 * kept. The service's answers (200, 400, 401, 429 with its rate-limit headers) come back as they
 * are, so the outbox reads them as it would from the service itself.
 */
export const LISTENBRAINZ_RELAY_PATH = '/api/connections/listenbrainz';

/** A single listen is well under 10 kB (ListenBrainz's own cap per listen); 32 kB is ample. */
export const MAX_SUBMISSION_BYTES = 32 * 1024;
/** ListenBrainz's answers here are a few hundred bytes. */
const MAX_ANSWER_BYTES = 16 * 1024;
export const LISTENBRAINZ_TIMEOUT_MS = 10_000;
/** Per address: a queue emptying after days offline sends one listen at a time. */
export const RELAY_RATE = { perS: 5, burst: 60 };

/** ListenBrainz's tokens are UUIDs; the relay passes nothing else on. */
const TOKEN_HEADER = /^Token [A-Za-z0-9-]{1,100}$/;
/** The answer headers the outbox reads (rate limits), passed back as they came. */
const PASSED_HEADERS = [
  'retry-after',
  'x-ratelimit-reset-in',
  'x-ratelimit-remaining',
  'x-ratelimit-limit',
];
/** Statuses the outbox distinguishes; any other failure of the service reads as 502. */
const PASSED_STATUSES = new Set([200, 400, 401, 403, 404, 429]);

export interface RelayOptions {
  fetcher?: typeof fetch;
  addressOf: (c: Context) => string;
  now?: () => number;
  timeoutMs?: number;
}

export function listenBrainzRelay(apiUrl: string, options: RelayOptions) {
  const app = new Hono();
  const limiter = new KeyedLimiter(RELAY_RATE.perS, RELAY_RATE.burst, options.now);
  const fetcher = options.fetcher ?? fetch;

  app.use('*', async (c, next) => {
    const waitMs = limiter.take(options.addressOf(c));
    if (waitMs > 0) {
      c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      return c.json({ error: 'rate-limited' }, 429);
    }
    await next();
  });

  const relay = async (c: Context, path: string, body?: string) => {
    const authorization = c.req.header('authorization') ?? '';
    if (!TOKEN_HEADER.test(authorization)) return c.json({ code: 401, error: 'no-token' }, 401);
    let res: Response;
    try {
      res = await fetcher(`${apiUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: authorization,
          'User-Agent': 'Reelbeat',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? LISTENBRAINZ_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return c.json(
        { error: timedOut ? 'listenbrainz-timeout' : 'listenbrainz-unavailable' },
        timedOut ? 504 : 502,
      );
    }
    for (const name of PASSED_HEADERS) {
      const value = res.headers.get(name);
      if (value && /^[0-9.]{1,12}$/.test(value)) c.header(name, value);
    }
    if (!PASSED_STATUSES.has(res.status)) {
      await res.body?.cancel().catch(() => undefined);
      return c.json({ error: 'listenbrainz-unavailable' }, res.status === 503 ? 503 : 502);
    }
    const text = await readBounded(res, MAX_ANSWER_BYTES).catch(() => null);
    if (text === null) return c.json({ error: 'listenbrainz-unavailable' }, 502);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      return c.json({ error: 'listenbrainz-unavailable' }, 502);
    }
    return c.json(json as object, res.status as 200);
  };

  app.get('/1/validate-token', (c) => relay(c, '/1/validate-token'));
  app.post(
    '/1/submit-listens',
    bodyLimit({
      maxSize: MAX_SUBMISSION_BYTES,
      onError: (c) => c.json({ code: 413, error: 'too-large' }, 413),
    }),
    async (c) => {
      const body = await c.req.text();
      try {
        JSON.parse(body);
      } catch {
        return c.json({ code: 400, error: 'invalid-json' }, 400);
      }
      return relay(c, '/1/submit-listens', body);
    },
  );
  app.all('*', (c) => c.json({ error: 'not-relayed' }, 404));
  return app;
}
