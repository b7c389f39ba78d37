import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';

// Loaded with Node's own require: vite.config.ts imports the server for `npm run dev`, and
// Vite's config loader cannot evaluate ioredis's CommonJS build.
const { Redis } = createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient };

/** A cached upstream answer as every process stores it. */
export interface SharedEntry {
  body: string;
  storedAt: number;
  ttlSeconds: number;
}

/** A failed upstream answer, kept a moment so processes waiting on the same miss get it too. */
export interface SharedFailure {
  status: number;
  body: string;
  retryAfter: string | null;
}

/**
 * The second cache level and the coordination between processes and instances, in Redis.
 * Every method degrades instead of throwing: with Redis unreachable, reads miss, writes are
 * dropped, `lock` answers 'down' and `takeToken` null, so the caller falls back to what a
 * single process does. Redis going away is logged once, its return once.
 */
export interface SharedStore {
  get(key: string): Promise<{ entry: SharedEntry | null; failure: SharedFailure | null }>;
  set(key: string, entry: SharedEntry, keepMs: number): Promise<void>;
  setFailure(key: string, failure: SharedFailure, keepMs: number): Promise<void>;
  /** 'acquired' (this process calls upstream), 'held' (another does) or 'down' (no Redis). */
  lock(key: string, ms: number): Promise<'acquired' | 'held' | 'down'>;
  unlock(key: string): Promise<void>;
  isLocked(key: string): Promise<boolean>;
  /** Shared token bucket: 0 granted, >0 ms until a token is due, null when Redis is down. */
  takeToken(bucket: string, ratePerS: number): Promise<number | null>;
  readonly up: boolean;
  close(): Promise<void>;
}

// Refill by elapsed time (Redis's own clock, so every process agrees), then take one token.
const TOKEN_SCRIPT = `
local rate = tonumber(ARGV[1])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(b[1]) or rate
local ts = tonumber(b[2]) or now
tokens = math.min(rate, tokens + (now - ts) * rate / 1000)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = math.ceil((1 - tokens) * 1000 / rate) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', tostring(now))
redis.call('PEXPIRE', KEYS[1], 2000)
return wait`;

const UNLOCK_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const COMMAND_TIMEOUT_MS = 500;
/** How often a store whose commands timed out asks Redis whether it answers in time again. */
const PROBE_INTERVAL_MS = 1000;

class CommandTimeout extends Error {
  constructor() {
    super('command timed out');
  }
}

/** `pending`, or a CommandTimeout after `ms`. */
function withTimeout<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    pending,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new CommandTimeout()), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const PREFIX = 'reelbeat:upstream:';

export interface SharedStoreOptions {
  /** A command slower than this counts Redis as unavailable (default 500 ms). */
  commandTimeoutMs?: number;
}

export function createSharedStore(
  url: string,
  log: (line: string) => void = (line) => console.error(line),
  { commandTimeoutMs = COMMAND_TIMEOUT_MS }: SharedStoreOptions = {},
): SharedStore {
  const redis = new Redis(url, {
    // Fail commands at once while disconnected instead of queueing them behind a dead server.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  let up = false;
  let reportedDown = false;
  const shown = url.replace(/\/\/[^@/]*@/, '//');
  const markUp = () => {
    up = true;
    if (reportedDown)
      log(`reelbeat: Redis at ${shown} is back; the upstream cache is shared again`);
    reportedDown = false;
  };
  redis.on('ready', markUp);
  const markDown = (reason: string) => {
    up = false;
    if (reportedDown) return;
    reportedDown = true;
    log(`reelbeat: Redis at ${shown} is unavailable (${reason}); using the in-process cache`);
  };
  // A command that timed out on a connection that is still open (a stalled server, a busy
  // host) gets no 'ready' event to bring the store back: a probe does, once Redis answers in
  // time again. Without it one slow moment left the process on its own cache for good.
  let closed = false;
  let probing: NodeJS.Timeout | undefined;
  const probeUntilBack = () => {
    if (probing || closed) return;
    probing = setTimeout(() => {
      probing = undefined;
      if (closed || up || redis.status !== 'ready') return;
      void withTimeout(redis.ping(), commandTimeoutMs).then(
        () => {
          if (!closed && !up && redis.status === 'ready') markUp();
        },
        () => probeUntilBack(),
      );
    }, PROBE_INTERVAL_MS);
  };
  redis.on('error', (error: Error) => markDown(error.message));
  redis.on('close', () => {
    if (up) markDown('connection closed');
  });

  const locks = new Map<string, string>();

  async function guard<T>(fallback: T, run: () => Promise<T>): Promise<T> {
    if (!up) return fallback;
    try {
      return await withTimeout(run(), commandTimeoutMs);
    } catch (error) {
      markDown((error as Error).message);
      if (error instanceof CommandTimeout) probeUntilBack();
      return fallback;
    }
  }

  const k = (kind: string, key: string) => `${PREFIX}${kind}:${key}`;
  const parse = <T>(text: string | null): T | null => {
    if (!text) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  };

  return {
    get: (key) =>
      guard({ entry: null, failure: null }, async () => {
        const [entry, failure] = await redis.mget(k('entry', key), k('failure', key));
        return {
          entry: parse<SharedEntry>(entry ?? null),
          failure: parse<SharedFailure>(failure ?? null),
        };
      }),
    set: (key, entry, keepMs) =>
      guard(undefined, async () => {
        await redis.set(k('entry', key), JSON.stringify(entry), 'PX', Math.max(1, keepMs));
      }),
    setFailure: (key, failure, keepMs) =>
      guard(undefined, async () => {
        await redis.set(k('failure', key), JSON.stringify(failure), 'PX', Math.max(1, keepMs));
      }),
    lock: (key, ms) =>
      guard<'acquired' | 'held' | 'down'>('down', async () => {
        const token = randomUUID();
        const got = await redis.set(k('lock', key), token, 'PX', ms, 'NX');
        if (got !== 'OK') return 'held';
        locks.set(key, token);
        return 'acquired';
      }),
    unlock: (key) =>
      guard(undefined, async () => {
        const token = locks.get(key);
        locks.delete(key);
        if (token) await redis.eval(UNLOCK_SCRIPT, 1, k('lock', key), token);
      }),
    isLocked: (key) => guard(false, async () => (await redis.exists(k('lock', key))) === 1),
    takeToken: (bucket, ratePerS) =>
      guard<number | null>(null, async () =>
        Number(await redis.eval(TOKEN_SCRIPT, 1, k('bucket', bucket), String(ratePerS))),
      ),
    get up() {
      return up;
    },
    close: async () => {
      closed = true;
      clearTimeout(probing);
      redis.disconnect();
    },
  };
}

const stores = new Map<string, SharedStore>();

/** One connection per Redis URL per process, shared by the catalogue and music proxies. */
export function sharedStoreFor(url: string | null): SharedStore | undefined {
  if (!url) return undefined;
  let store = stores.get(url);
  if (!store) stores.set(url, (store = createSharedStore(url)));
  return store;
}
