import type { SharedStore } from './shared-store.ts';

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
  /** Subject of the error messages, e.g. "The catalogue service". */
  serviceName?: string;
  timeoutMs?: number;
  /** Extra attempts after the first on 429/5xx/network failure. */
  retries?: number;
  retryBaseMs?: number;
  /** A `Retry-After` longer than this is not waited for: the error (or stale copy) is served. */
  maxRetryAfterMs?: number;
  maxEntries?: number;
  /** All cached copies together, in bytes (default 32 MB). */
  maxCacheBytes?: number;
  /** The largest answer kept (default 1 MB); a larger one is passed on, never cached. */
  maxCachedBodyBytes?: number;
  /** How long past its TTL a cached copy may still be served when the upstream fails. */
  staleIfErrorSeconds?: number;
  /** Largest upstream body read; a bigger one is a failure (default 5 MB). */
  maxBodyBytes?: number;
  /** Cheap shape check of a parsed 200 body; false makes it a failure. */
  validate?: (body: unknown) => boolean;
  /** Upstream calls per second allowed (shared through `shared` when it is up). */
  ratePerS?: number;
  /** Failed calls in a row that open the circuit, and how long it stays open. */
  breakerThreshold?: number;
  breakerCooldownMs?: number;
  /** Upper bound on every route's TTL. */
  maxTtlSeconds?: number;
  /** Redis: second cache level, cross-process coalescing and the shared limiter. */
  shared?: SharedStore;
  fetch?: typeof fetch;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

export interface UpstreamStats {
  upstreamCalls: number;
  hits: number;
  misses: number;
  stale: number;
  coalesced: number;
  entries: number;
  /** What the cached copies hold, in bytes. */
  bytes: number;
  breaker: 'closed' | 'open' | 'half-open';
}

export interface RespondOptions {
  /**
   * How long this call may wait for a token of the rate limit (default 0: over the limit it
   * is answered at once with a stale copy or a 503 + `Retry-After`).
   */
  waitForTokenMs?: number;
}

export interface UpstreamProxy {
  /** Answers one GET: `path` is the part after the mount point, `query` the browser's query. */
  respond(path: string, query: URLSearchParams, options?: RespondOptions): Promise<Response>;
  stats(): UpstreamStats;
  clear(): void;
}
