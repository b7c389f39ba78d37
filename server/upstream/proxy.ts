import { LruCache } from './lru-cache.ts';
import { backoffDelay, isRetryableStatus, parseRetryAfter, sleep } from './retry.ts';

/** What the caller decides for one path: null means "not forwarded" (404). */
export interface RoutePolicy {
  /** Seconds a 200 response stays fresh in the cache (and in `Cache-Control: max-age`). */
  ttlSeconds: number;
}

export interface UpstreamProxyOptions {
  /** Upstream base URL without a trailing slash, e.g. `https://api.themoviedb.org/3`. */
  baseUrl: string;
  /** Which paths are forwarded and how long each is cached. Path starts with "/". */
  route: (path: string) => RoutePolicy | null;
  /** Adds credentials to the outgoing request only (query parameter and/or header). */
  authorize?: (url: URL, headers: Headers) => void;
  /** Strings that must never reach the browser (credentials): replaced in any body sent back. */
  secrets?: string[];
  /** Query parameters dropped from the client's request (e.g. a client-sent `api_key`). */
  dropParams?: string[];
  /** The body for a path that is not forwarded, or an upstream that cannot be reached. */
  errorBody?: (status: number, message: string) => unknown;
  timeoutMs?: number;
  /** Extra attempts after the first on 429/5xx/network failure. */
  retries?: number;
  retryBaseMs?: number;
  /** A `Retry-After` longer than this is not waited for: the error (or stale copy) is served. */
  maxRetryAfterMs?: number;
  maxEntries?: number;
  /** How long past its TTL a cached copy may still be served when the upstream fails. */
  staleIfErrorSeconds?: number;
  fetch?: typeof fetch;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

interface CachedResponse {
  status: number;
  body: string;
  contentType: string;
  storedAt: number;
  ttlSeconds: number;
}

interface UpstreamResult {
  status: number;
  body: string;
  contentType: string;
  retryAfter: string | null;
  /** True when the upstream could not be reached at all (network error, timeout). */
  unreachable: boolean;
}

export interface UpstreamStats {
  upstreamCalls: number;
  hits: number;
  misses: number;
  stale: number;
  coalesced: number;
  entries: number;
}

export interface UpstreamProxy {
  /** Answers one GET: `path` is the part after the mount point, `query` the browser's query. */
  respond(path: string, query: URLSearchParams): Promise<Response>;
  stats(): UpstreamStats;
  clear(): void;
}

const defaultErrorBody = (status: number, message: string) => ({
  success: false,
  status_code: status,
  status_message: message,
});

/** Cache key independent of parameter order, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
function cacheKey(path: string, query: URLSearchParams) {
  const sorted = [...query.entries()].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1,
  );
  return `${path}?${new URLSearchParams(sorted).toString()}`;
}

export function createUpstreamProxy(options: UpstreamProxyOptions): UpstreamProxy {
  const {
    baseUrl,
    route,
    authorize,
    secrets = [],
    dropParams = [],
    errorBody = defaultErrorBody,
    timeoutMs = 15_000,
    retries = 2,
    retryBaseMs = 250,
    maxRetryAfterMs = 10_000,
    maxEntries = 1000,
    staleIfErrorSeconds = 24 * 60 * 60,
    fetch: fetchImpl = fetch,
    now = Date.now,
    wait = sleep,
  } = options;
  const base = baseUrl.replace(/\/+$/, '');
  const cache = new LruCache<CachedResponse>(maxEntries);
  const inflight = new Map<string, Promise<UpstreamResult>>();
  const counters = { upstreamCalls: 0, hits: 0, misses: 0, stale: 0, coalesced: 0 };
  const liveSecrets = secrets.filter((s) => s.length > 0);

  const redact = (text: string) =>
    liveSecrets.reduce((out, secret) => out.split(secret).join('[redacted]'), text);

  async function callOnce(key: string): Promise<UpstreamResult> {
    const url = new URL(`${base}${key}`);
    const headers = new Headers({ Accept: 'application/json' });
    authorize?.(url, headers);
    counters.upstreamCalls += 1;
    try {
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      return {
        status: response.status,
        body: await response.text(),
        contentType: response.headers.get('content-type') ?? 'application/json',
        retryAfter: response.headers.get('retry-after'),
        unreachable: false,
      };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        status: timedOut ? 504 : 502,
        body: JSON.stringify(
          errorBody(timedOut ? 504 : 502, timedOut ? 'Upstream timed out' : 'Upstream unreachable'),
        ),
        contentType: 'application/json',
        retryAfter: null,
        unreachable: true,
      };
    }
  }

  async function callWithRetry(key: string): Promise<UpstreamResult> {
    for (let attempt = 0; ; attempt += 1) {
      const result = await callOnce(key);
      const retryable = result.unreachable || isRetryableStatus(result.status);
      // A timeout already cost timeoutMs; retrying it would keep the browser waiting far too long.
      if (!retryable || attempt >= retries || result.status === 504) return result;
      const asked = parseRetryAfter(result.retryAfter, now());
      if (asked !== null && asked > maxRetryAfterMs) return result;
      await wait(asked ?? backoffDelay(attempt, retryBaseMs));
    }
  }

  /** One upstream call per key at a time: concurrent identical requests share its result. */
  function fetchShared(key: string): Promise<UpstreamResult> {
    const running = inflight.get(key);
    if (running) {
      counters.coalesced += 1;
      return running;
    }
    const started = callWithRetry(key).finally(() => inflight.delete(key));
    inflight.set(key, started);
    return started;
  }

  const json = (status: number, body: string, contentType: string, cacheControl: string) =>
    new Response(redact(body), {
      status,
      headers: { 'Content-Type': contentType, 'Cache-Control': cacheControl },
    });

  const fromCache = (entry: CachedResponse, state: 'HIT' | 'STALE') => {
    const age = Math.floor((now() - entry.storedAt) / 1000);
    const maxAge = Math.max(0, entry.ttlSeconds - age);
    const response = json(
      entry.status,
      entry.body,
      entry.contentType,
      state === 'HIT'
        ? `public, max-age=${maxAge}, stale-if-error=${staleIfErrorSeconds}`
        : 'public, max-age=0, must-revalidate',
    );
    response.headers.set('X-Cache', state);
    response.headers.set('Age', String(age));
    return response;
  };

  return {
    async respond(path, query) {
      const policy = route(path);
      if (!policy) {
        return json(
          404,
          JSON.stringify(errorBody(404, 'The resource you requested could not be found.')),
          'application/json',
          'no-store',
        );
      }
      const forwarded = new URLSearchParams(query);
      for (const name of dropParams) forwarded.delete(name);
      const key = cacheKey(path, forwarded);
      const cached = cache.get(key);
      if (cached && now() - cached.storedAt < cached.ttlSeconds * 1000) {
        counters.hits += 1;
        return fromCache(cached, 'HIT');
      }
      counters.misses += 1;
      const result = await fetchShared(key);
      if (result.status === 200) {
        const entry: CachedResponse = {
          status: 200,
          body: result.body,
          contentType: result.contentType,
          storedAt: now(),
          ttlSeconds: policy.ttlSeconds,
        };
        if (policy.ttlSeconds > 0) cache.set(key, entry);
        const response = fromCache(entry, 'HIT');
        response.headers.set('X-Cache', 'MISS');
        return response;
      }
      const failed = result.unreachable || isRetryableStatus(result.status);
      const staleLimit = cached && (cached.ttlSeconds + staleIfErrorSeconds) * 1000;
      if (failed && cached && staleLimit && now() - cached.storedAt < staleLimit) {
        counters.stale += 1;
        return fromCache(cached, 'STALE');
      }
      const response = json(result.status, result.body, result.contentType, 'no-store');
      if (result.retryAfter) response.headers.set('Retry-After', result.retryAfter);
      return response;
    },
    stats: () => ({ ...counters, entries: cache.size }),
    clear: () => cache.clear(),
  };
}
