import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';
import type { PostgresDriver } from './postgres-driver.ts';
import type { SpaceHead } from './store-types.ts';

// Node's own require, as server/upstream/shared-store.ts loads ioredis (npm run dev).
const { Redis } = createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient };

export type ChangeListener = (space: string, head: SpaceHead | null) => void;

/** How a change made in one process reaches the others (other workers, other instances). */
export interface ChangeBus {
  publish(space: string, head: SpaceHead | null): void;
  close(): Promise<void>;
}

const CHANNEL = 'reelbeat:sync:changes';
const PG_CHANNEL = 'reelbeat_sync_changes';

const encode = (space: string, head: SpaceHead | null) =>
  JSON.stringify(head ? [space, head.epoch, head.seq] : [space]);

function decode(text: string, listener: ChangeListener) {
  try {
    const [space, epoch, seq] = JSON.parse(text) as unknown[];
    if (typeof space !== 'string') return;
    if (epoch === undefined) listener(space, null);
    else if (typeof epoch === 'string' && typeof seq === 'number') listener(space, { epoch, seq });
  } catch {
    // Not ours: ignored.
  }
}

/** Redis pub/sub (REDIS_URL): every process of every instance hears every change. */
export function redisBus(
  url: string,
  listener: ChangeListener,
  log: (line: string) => void,
): ChangeBus {
  const options = {
    connectTimeout: 1000,
    retryStrategy: (times: number) => Math.min(100 * times, 2000),
  };
  const pub = new Redis(url, { ...options, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  const sub = new Redis(url, options);
  let down = false;
  const onError = () => {
    if (down) return;
    down = true;
    log(
      'reelbeat: Redis is unavailable for sync; devices on other processes see changes by polling',
    );
  };
  pub.on('error', onError);
  sub.on('error', onError);
  sub.on('ready', () => (down = false));
  sub.on('message', (channel: string, message: string) => {
    if (channel === CHANNEL) decode(message, listener);
  });
  void sub.subscribe(CHANNEL).catch(onError);
  return {
    // Not connected (yet, or any more): the safety poll carries the change instead.
    publish: (space, head) => {
      if (pub.status === 'ready') void pub.publish(CHANNEL, encode(space, head)).catch(onError);
    },
    close: async () => {
      pub.disconnect();
      sub.disconnect();
    },
  };
}

/** PostgreSQL's LISTEN/NOTIFY, for instances that share a database but no Redis. */
export async function postgresBus(
  db: PostgresDriver,
  listener: ChangeListener,
): Promise<ChangeBus> {
  const stop = await db.listen(PG_CHANNEL, (payload) => decode(payload, listener));
  return {
    publish: (space, head) =>
      void db
        .query('SELECT pg_notify($1, $2)', [PG_CHANNEL, encode(space, head)])
        .catch(() => undefined),
    close: stop,
  };
}

export interface PollOptions {
  intervalMs: number;
  /** Skips a tick when unchanged (SQLite's data_version: another process committed). */
  marker?: () => number;
  watched: () => string[];
  heads: (spaces: string[]) => Promise<Map<string, SpaceHead>>;
  listener: ChangeListener;
}

/**
 * Asks the store where the watched spaces are: how processes sharing the embedded store
 * (several workers, no Redis) see each other's writes, and a safety net where a bus may
 * drop a message (Redis away, a LISTEN connection lost).
 */
export function pollHeads(options: PollOptions): () => void {
  let last = options.marker?.() ?? 0;
  let busy = false;
  const timer = setInterval(() => {
    const spaces = options.watched();
    if (busy || spaces.length === 0) return;
    if (options.marker) {
      const marker = options.marker();
      if (marker === last) return;
      last = marker;
    }
    busy = true;
    options
      .heads(spaces)
      .then((heads) => {
        for (const space of spaces) options.listener(space, heads.get(space) ?? null);
      })
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
