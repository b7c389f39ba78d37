import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Context } from 'hono';
import { pollHeads, postgresBus, redisBus, type ChangeBus } from './change-bus.ts';
import { DEFAULT_LIMITS, type SyncLimits } from './limits.ts';
import { createLiveHub } from './live-hub.ts';
import type { PostgresDriver } from './postgres-driver.ts';
import { KeyedLimiter } from './rate-limit.ts';
import { syncRoutes } from './routes.ts';
import { StoreUnavailable, type SqlDriver } from './sql-driver.ts';
import { openSqlite } from './sqlite-driver.ts';
import { createStore } from './store.ts';
import type { SpaceHead, SyncStore } from './store-types.ts';
import { requestAddress, type SyncEnv } from './sync-env.ts';

export interface SyncServiceOptions {
  redisUrl?: string | null;
  limits?: Partial<SyncLimits>;
  now?: () => number;
  log?: (line: string) => void;
  /** How often idle spaces are swept (default 6 h; the first sweep runs when the store opens). */
  sweepEveryMs?: number;
  /** How often the embedded store is checked for other processes' writes (default 250 ms). */
  pollMs?: number;
  helloTimeoutMs?: number;
  heartbeatMs?: number;
}

interface Opened {
  store: SyncStore;
  bus: ChangeBus | null;
  stop: () => void;
}

type NodeBindings = { incoming?: IncomingMessage };

const RETRY_OPEN_MS = 5000;

/**
 * Sync as the server runs it: the routes, the live hub and the store behind both. The store
 * opens on the first sync request, so a server nobody syncs with creates no files and needs
 * no database; if it cannot open, sync answers 503 and the next request tries again.
 */
export function createSyncService(env: SyncEnv, options: SyncServiceOptions = {}) {
  const limits = {
    ...DEFAULT_LIMITS,
    ...(env.liveMaxPerSpace ? { liveMaxPerSpace: env.liveMaxPerSpace } : {}),
    ...(env.quotaMb ? { quotaBytes: Math.round(env.quotaMb * 1024 * 1024) } : {}),
    ...options.limits,
  };
  const { now = Date.now, log = (line) => console.error(line) } = options;
  const perSpace = new KeyedLimiter(limits.spaceRatePerS, limits.spaceBurst, now);
  const perAddress = new KeyedLimiter(limits.addressRatePerS, limits.addressBurst, now);
  const addressOf = (request: IncomingMessage | undefined) =>
    requestAddress(request, env.trustProxy);

  let opened: Promise<Opened> | null = null;
  const hub = createLiveHub({
    authenticate: async (key) => (await store()).usage(key),
    limits,
    perAddress,
    addressOf,
    helloTimeoutMs: options.helloTimeoutMs,
    heartbeatMs: options.heartbeatMs,
  });

  const open = async (): Promise<Opened> => {
    // pg loads only where PostgreSQL is used: a process start without it is shorter.
    const driver: SqlDriver = env.databaseUrl
      ? (await import('./postgres-driver.ts')).openPostgres(env.databaseUrl)
      : openSqlite(env.dataDir);
    try {
      const store = await createStore(driver, { limits, now });
      const bus = options.redisUrl
        ? redisBus(options.redisUrl, hub.notify, log)
        : 'listen' in driver
          ? await postgresBus(driver as PostgresDriver, hub.notify)
          : null;
      const stopPolling = pollHeads({
        intervalMs: driver.changeMarker ? (options.pollMs ?? 250) : 5000,
        marker: driver.changeMarker,
        watched: hub.watched,
        heads: (spaces) => store.heads(spaces),
        listener: hub.notify,
      });
      const sweep = () =>
        void store.sweep().then(
          (removed) => removed > 0 && log(`reelbeat: sync removed ${removed} idle space(s)`),
          () => undefined,
        );
      sweep();
      const sweeping = setInterval(sweep, options.sweepEveryMs ?? 6 * 60 * 60 * 1000);
      sweeping.unref();
      return { store, bus, stop: () => (stopPolling(), clearInterval(sweeping)) };
    } catch (error) {
      await driver.close().catch(() => undefined);
      throw error;
    }
  };

  // A store that failed to open is tried again at most every RETRY_OPEN_MS (requests meanwhile
  // get 503 at once), and its failure is logged once until it opens.
  let retryAt = 0;
  let down = false;
  async function store(): Promise<SyncStore> {
    if (!opened && now() < retryAt) throw new StoreUnavailable();
    opened ??= open().then(
      (o) => {
        if (down) log('reelbeat: the sync store is open again');
        down = false;
        return o;
      },
      (error: Error) => {
        opened = null;
        retryAt = now() + RETRY_OPEN_MS;
        if (!down) log(`reelbeat: the sync store could not be opened (${error.message})`);
        down = true;
        throw new StoreUnavailable();
      },
    );
    return (await opened).store;
  }

  const changed = (space: string, head: SpaceHead | null) => {
    hub.notify(space, head);
    void opened?.then((o) => o.bus?.publish(space, head)).catch(() => undefined);
  };

  const routes = syncRoutes({
    store,
    limits,
    perSpace,
    perAddress,
    addressOf: (c: Context<{ Bindings: NodeBindings }>) => addressOf(c.env?.incoming),
    changed,
  });

  return {
    routes,
    handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      hub.handleUpgrade(request, socket, head),
    /** Devices connected live to this process. */
    devices: hub.devices,
    async close() {
      hub.close();
      const current = opened;
      opened = null;
      const o = await current?.catch(() => null);
      if (!o) return;
      o.stop();
      await o.bus?.close();
      await o.store.close();
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
