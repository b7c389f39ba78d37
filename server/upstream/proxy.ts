import { LRUCache } from 'lru-cache';
import { createSingleFlight } from '../single-flight.ts';
import { CircuitBreaker } from './breaker.ts';
import { DEFAULT_MAX_BODY_BYTES } from './read-body.ts';
import { createGuardedCall } from './guarded-call.ts';
import { sleep } from './retry.ts';
import type { SharedEntry } from './shared-store.ts';
import { TokenBucket } from './token-bucket.ts';
import type { UpstreamProxy, UpstreamProxyOptions } from './types.ts';
import type { UpstreamResult } from './upstream-call.ts';

export type { RoutePolicy, UpstreamProxy, UpstreamProxyOptions, UpstreamStats } from './types.ts';

interface CachedResponse extends SharedEntry {
  status: number;
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

const SHARED_POLL_MS = 20;
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;
export const DEFAULT_MAX_CACHED_BODY = 1024 * 1024;
/** What a copy costs beside its body (key, fields, map node), roughly. */
const ENTRY_OVERHEAD_BYTES = 256;
/** How long a CDN may serve a copy while it refetches it in the background. */
const STALE_WHILE_REVALIDATE_S = 60;

export function createUpstreamProxy(options: UpstreamProxyOptions): UpstreamProxy {
  const {
    baseUrl,
    route,
    secrets = [],
    dropParams = [],
    errorBody = defaultErrorBody,
    serviceName = 'The upstream service',
    timeoutMs = 15_000,
    maxEntries = 1000,
    staleIfErrorSeconds = 24 * 60 * 60,
    ratePerS = 40,
    shared,
    now = Date.now,
    wait = sleep,
  } = options;
  const base = baseUrl.replace(/\/+$/, '');
  // Bounded in bytes: every distinct query string is a copy, and an answer may be megabytes.
  const cache = new LRUCache<string, CachedResponse>({
    max: maxEntries,
    maxSize: options.maxCacheBytes ?? DEFAULT_CACHE_BYTES,
    maxEntrySize: (options.maxCachedBodyBytes ?? DEFAULT_MAX_CACHED_BODY) + ENTRY_OVERHEAD_BYTES,
    sizeCalculation: (entry, key) => entry.body.length + key.length + ENTRY_OVERHEAD_BYTES,
  });
  const inflight = createSingleFlight<UpstreamResult>();
  const counters = { upstreamCalls: 0, hits: 0, misses: 0, stale: 0, coalesced: 0 };
  const liveSecrets = secrets.filter((s) => s.length > 0);
  const breaker = new CircuitBreaker({
    threshold: options.breakerThreshold,
    cooldownMs: options.breakerCooldownMs,
    now,
  });
  const bucket = new TokenBucket(ratePerS, now);
  const guardedCall = createGuardedCall({
    breaker,
    // Every attempt (retries too) takes a token: in Redis when it is up, else in this process.
    takeToken: async () =>
      (shared ? await shared.takeToken(base, ratePerS) : null) ?? bucket.take(),
    call: {
      base,
      serviceName,
      authorize: options.authorize,
      errorBody,
      timeoutMs,
      maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      validate: options.validate,
      fetch: options.fetch ?? fetch,
      onCall: () => (counters.upstreamCalls += 1),
    },
    retries: options.retries ?? 2,
    retryBaseMs: options.retryBaseMs ?? 250,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 10_000,
    now,
    wait,
  });
  const keepMs = (ttlSeconds: number) => (ttlSeconds + staleIfErrorSeconds) * 1000;
  const isFresh = (entry: SharedEntry) => now() - entry.storedAt < entry.ttlSeconds * 1000;

  const redact = (text: string) =>
    liveSecrets.reduce((out, secret) => out.split(secret).join('[redacted]'), text);

  // respond() stores it in the in-process cache like any other 200.
  const hitResult = (entry: SharedEntry): UpstreamResult => ({
    status: 200,
    body: entry.body,
    retryAfter: null,
    failed: false,
  });

  /** Across processes: one of them calls upstream, the others wait for its answer in Redis. */
  async function sharedCall(
    key: string,
    ttlSeconds: number,
    waitForTokenMs: number,
  ): Promise<UpstreamResult> {
    if (!shared) return guardedCall(key, waitForTokenMs);
    const lockMs = timeoutMs * ((options.retries ?? 2) + 1) + 2000;
    const lock = await shared.lock(key, lockMs);
    if (lock === 'held') {
      const deadline = now() + lockMs;
      while (now() < deadline) {
        await sleep(SHARED_POLL_MS);
        const { entry, failure: failed } = await shared.get(key);
        if (entry && isFresh(entry)) return hitResult(entry);
        if (failed) return { ...failed, failed: true };
        if (!shared.up || !(await shared.isLocked(key))) break;
      }
    }
    try {
      if (lock !== 'down') {
        // Another process may have finished the call between our cache read and our lock, or
        // (while we waited) between our last read and its letting go of the lock.
        const { entry, failure: failed } = await shared.get(key);
        if (entry && isFresh(entry)) return hitResult(entry);
        if (lock === 'held' && failed) return { ...failed, failed: true };
      }
      const result = await guardedCall(key, waitForTokenMs);
      if (!result.failed && result.status === 200 && ttlSeconds > 0) {
        const entry = {
          body: result.body,
          storedAt: now(),
          ttlSeconds,
        };
        await shared.set(key, entry, keepMs(ttlSeconds));
      } else if (result.failed) {
        await shared.setFailure(
          key,
          { status: result.status, body: result.body, retryAfter: result.retryAfter },
          1000,
        );
      }
      return result;
    } finally {
      if (lock === 'acquired') await shared.unlock(key);
    }
  }

  /** One upstream call per key at a time: concurrent identical requests share its result. */
  function fetchShared(key: string, ttlSeconds: number, waitMs: number): Promise<UpstreamResult> {
    return inflight.run(
      key,
      () => sharedCall(key, ttlSeconds, waitMs),
      () => (counters.coalesced += 1),
    );
  }

  // Every body is JSON the proxy checked or wrote, so it goes out as JSON: an upstream that
  // names another type (text/html) must not have its body rendered by the browser.
  const json = (status: number, body: string, cacheControl: string) =>
    new Response(redact(body), {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
    });

  // max-age is what is left of the TTL, and no Age goes with it: a cache counts a copy's age
  // from Age (RFC 9111 §4.2.3), so the two together would take the time passed off twice. The
  // response cache in front (server/response-cache.ts) reads max-age alone, as the rest.
  const fromCache = (entry: CachedResponse, state: 'HIT' | 'MISS' | 'STALE') => {
    const age = Math.max(0, Math.floor((now() - entry.storedAt) / 1000));
    const maxAge = Math.max(0, entry.ttlSeconds - age);
    const response = json(
      entry.status,
      entry.body,
      state !== 'STALE'
        ? `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${staleIfErrorSeconds}`
        : 'public, max-age=0, must-revalidate',
    );
    response.headers.set('X-Cache', state);
    return response;
  };

  return {
    async respond(path, query, { waitForTokenMs = 0 } = {}) {
      const routed = route(path);
      const policy = routed && {
        ttlSeconds: Math.min(routed.ttlSeconds, options.maxTtlSeconds ?? Infinity),
      };
      if (!policy) {
        return json(
          404,
          JSON.stringify(errorBody(404, 'The resource you requested could not be found.')),
          'no-store',
        );
      }
      const forwarded = new URLSearchParams(query);
      for (const name of dropParams) forwarded.delete(name);
      const key = cacheKey(path, forwarded);
      let cached = cache.get(key);
      if (!(cached && isFresh(cached)) && shared?.up && policy.ttlSeconds > 0) {
        const { entry } = await shared.get(key);
        if (entry && (!cached || entry.storedAt > cached.storedAt)) {
          cached = { ...entry, status: 200 };
          cache.set(key, cached);
        }
      }
      if (cached && isFresh(cached)) {
        counters.hits += 1;
        return fromCache(cached, 'HIT');
      }
      counters.misses += 1;
      const result = await fetchShared(key, policy.ttlSeconds, waitForTokenMs);
      if (result.status === 200 && !result.failed) {
        const entry: CachedResponse = {
          status: 200,
          body: result.body,
          storedAt: now(),
          ttlSeconds: policy.ttlSeconds,
        };
        if (policy.ttlSeconds > 0) cache.set(key, entry);
        return fromCache(entry, 'MISS');
      }
      if (result.failed && cached && now() - cached.storedAt < keepMs(cached.ttlSeconds)) {
        counters.stale += 1;
        return fromCache(cached, 'STALE');
      }
      const response = json(result.status, result.body, 'no-store');
      if (result.retryAfter) response.headers.set('Retry-After', result.retryAfter);
      return response;
    },
    stats: () => ({
      ...counters,
      entries: cache.size,
      bytes: cache.calculatedSize,
      breaker: breaker.state,
    }),
    clear: () => cache.clear(),
  };
}
