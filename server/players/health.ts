import { createSingleFlight } from '../single-flight.ts';
export type HealthStatus = 'up' | 'down' | 'unknown';

export interface OriginHealth {
  status: HealthStatus;
  /** Milliseconds the last check took to get an answer; null before one answered. */
  latencyMs: number | null;
  checkedAt: string | null;
}

export interface HealthCheckerOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  intervalMs?: number;
  /** At most this much of a body is read: enough to see the host answer, never a whole page. */
  maxBodyBytes?: number;
  now?: () => number;
}

export const HEALTH_INTERVAL_MS = 10 * 60_000;
const MAX_REDIRECTS = 3;
const UNKNOWN: OriginHealth = { status: 'unknown', latencyMs: null, checkedAt: null };

async function drain(response: Response, maxBytes: number) {
  const reader = response.body?.getReader();
  if (!reader) return;
  let read = 0;
  try {
    while (read < maxBytes) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Checks the player hosts: one bounded GET per origin (timeout, body read capped, redirects
 * followed only on the same host), at start and every `intervalMs`. Checks of one origin are
 * coalesced, so at most one is in flight whoever asks. A host that answers below 500 is up
 * (a 404 at its root still means it serves); an error, a 5xx or a timeout means down.
 */
export function createHealthChecker(options: HealthCheckerOptions = {}) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8_000;
  const intervalMs = options.intervalMs ?? HEALTH_INTERVAL_MS;
  const maxBodyBytes = options.maxBodyBytes ?? 16 * 1024;
  const now = options.now ?? Date.now;
  const results = new Map<string, OriginHealth>();
  const inFlight = createSingleFlight<OriginHealth>();
  let origins: string[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;
  /** Bumped on every change of the results, so readers can keep what they built from them. */
  let version = 0;

  async function probe(origin: string): Promise<OriginHealth> {
    const started = now();
    const signal = AbortSignal.timeout(timeoutMs);
    let url = new URL('/', origin);
    try {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        const response = await fetchImpl(url, { method: 'GET', redirect: 'manual', signal });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel().catch(() => undefined);
          const target = new URL(location, url);
          // The host answered; another host is never contacted on its behalf.
          if (target.host !== url.host || hop === MAX_REDIRECTS) break;
          url = target;
          continue;
        }
        await drain(response, maxBodyBytes);
        if (response.status >= 500) throw new Error(`status ${response.status}`);
        break;
      }
      return { status: 'up', latencyMs: now() - started, checkedAt: new Date(now()).toISOString() };
    } catch {
      return { status: 'down', latencyMs: null, checkedAt: new Date(now()).toISOString() };
    }
  }

  function check(origin: string): Promise<OriginHealth> {
    return inFlight.run(origin, () => {
      const protocol = new URL(origin).protocol;
      const promise =
        protocol === 'http:' || protocol === 'https:'
          ? probe(origin)
          : Promise.resolve<OriginHealth>({ ...UNKNOWN, status: 'down' });
      return promise.then((result) => {
        // A result for an origin that left the list in the meantime is dropped.
        if (origins.includes(origin)) {
          results.set(origin, result);
          version += 1;
        }
        return result;
      });
    });
  }

  return {
    /** The origins to watch; new ones are checked at once when the checker runs. */
    setOrigins(next: readonly string[], { checkNew = true } = {}) {
      const fresh = next.filter((o) => !origins.includes(o));
      origins = [...new Set(next)];
      for (const key of [...results.keys()]) {
        if (!origins.includes(key) && results.delete(key)) version += 1;
      }
      if (checkNew && timer) for (const origin of fresh) void check(origin);
    },
    checkAll: () => Promise.all(origins.map(check)),
    get: (origin: string): OriginHealth => results.get(origin) ?? UNKNOWN,
    version: () => version,
    inFlightCount: () => inFlight.size,
    start() {
      if (timer) return;
      timer = setInterval(() => void Promise.all(origins.map(check)), intervalMs);
      timer.unref?.();
      void Promise.all(origins.map(check));
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type HealthChecker = ReturnType<typeof createHealthChecker>;
