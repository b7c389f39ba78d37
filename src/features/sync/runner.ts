import { subscribeRecordChanges, withLock } from '@/lib/storage/records';
import { CHANNEL_NAME } from '@/lib/storage/idb/channel';
import { fromBase64url } from './crypto/base64url';
import { deriveKeys } from './crypto/keys';
import { SYNC_CONFIG_KEY, storedSyncKey } from './config';
import { SyncHttpError, syncApi, type SyncApi } from './engine/api';
import { createEngine, SpaceGoneError, type SyncEngine } from './engine/engine';
import { idbState } from './engine/state';
import { layerSource, StorageRefusedError } from './layer/layer-source';
import { connectLive } from './live';
import { resetSyncStatus, setSyncStatus, type SyncProblem } from './status';
import { realIdOf, type DataSource, type StateStore } from './engine/types';

/** Local changes are gathered this long before they go up together. */
const DEBOUNCE_MS = 300;
/** Without a live connection, the server is asked this often while the page is visible. */
const POLL_MS = 30_000;

interface Runner {
  engine: SyncEngine;
  syncNow(): void;
  stop(): void;
}

let runner: Runner | null = null;
let starting: Promise<Runner | null> | null = null;
/** Moves on each stop: a start still under way when sync was turned off does not go on. */
let generation = 0;

function problemOf(error: unknown): { problem: SyncProblem; retryMs: number | null } {
  if (error instanceof SpaceGoneError) return { problem: 'gone', retryMs: null };
  // The storage notice says why (storage full); sync tries again once there may be room.
  if (error instanceof StorageRefusedError) return { problem: 'unknown', retryMs: 60_000 };
  if (error instanceof SyncHttpError) {
    const after = (error.retryAfter ?? 5) * 1000;
    if (error.code === 'quota_exceeded') return { problem: 'quota', retryMs: null };
    if (error.status === 429 || error.status === 409) return { problem: 'busy', retryMs: after };
    if (error.status >= 500) return { problem: 'unavailable', retryMs: after };
    return { problem: 'unknown', retryMs: 60_000 };
  }
  return { problem: 'network', retryMs: 10_000 };
}

class SyncStoppedError extends Error {
  constructor() {
    super('Sync was turned off');
    this.name = 'SyncStoppedError';
  }
}

/**
 * The engine's requests, records and bookkeeping, refused once sync is turned off: a sync under
 * way then (a large first upload takes seconds) sends nothing more, takes nothing in, and keeps
 * nothing in the bookkeeping that turning off cleared (a phrase joined next would find it).
 */
function untilStopped(auth: string, stopped: () => boolean) {
  const api = syncApi('', auth);
  const source = layerSource();
  const refuse = () => Promise.reject(new SyncStoppedError());
  return {
    api: {
      changes: (since, limit) => (stopped() ? refuse() : api.changes(since, limit)),
      write: (records) => (stopped() ? refuse() : api.write(records)),
      deleteSpace: () => (stopped() ? refuse() : api.deleteSpace()),
    } satisfies SyncApi,
    source: {
      scan: (since) => source.scan(since),
      apply: (items) => (stopped() ? refuse() : source.apply(items)),
    } satisfies DataSource,
    state: {
      load: () => idbState.load(),
      save: (meta, known) => (stopped() ? Promise.resolve() : idbState.save(meta, known)),
      clear: () => (stopped() ? Promise.resolve() : idbState.clear()),
    } satisfies StateStore,
  };
}

/** `wanted`: false once sync was turned off while this one was starting (then null). */
async function createRunner(stored: string, wanted: () => boolean): Promise<Runner | null> {
  const keys = await deriveKeys(fromBase64url(stored));
  if (!wanted()) return null;
  let stopped = false;
  const engine = createEngine({ keys, ...untilStopped(keys.auth, () => stopped) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The server asked to wait until then (`Retry-After`): nothing is sent before. */
  let notBefore = 0;
  const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

  async function run(task: () => Promise<{ unreadable: number; lastSync: number | null }>) {
    if (stopped) return;
    if (!online()) return setSyncStatus({ phase: 'offline' });
    setSyncStatus({ phase: 'syncing' });
    try {
      const report = await task();
      if (stopped) return;
      setSyncStatus({
        phase: 'synced',
        problem: null,
        lastSync: report.lastSync,
        unreadable: report.unreadable,
      });
      live.retry();
    } catch (error) {
      if (stopped) return;
      if (!online()) return setSyncStatus({ phase: 'offline' });
      const { problem, retryMs } = problemOf(error);
      console.warn('Sync failed', problem);
      const quotaBytes = error instanceof SyncHttpError ? error.quotaBytes : null;
      setSyncStatus({ phase: 'error', problem, quotaBytes });
      if (error instanceof SyncHttpError && error.retryAfter !== null && retryMs !== null)
        notBefore = Date.now() + retryMs;
      if (retryMs !== null) schedule(retryMs);
    }
  }

  const schedule = (delay = DEBOUNCE_MS) => {
    clearTimeout(timer);
    const wait = Math.max(delay, notBefore - Date.now());
    timer = setTimeout(() => void run(() => engine.sync()), wait);
  };

  const live = connectLive({
    auth: keys.auth,
    onHead: (epoch, seq) => {
      const at = engine.position();
      if (epoch !== at.epoch || seq > at.cursor) {
        if (Date.now() < notBefore) schedule(0);
        else void run(() => engine.pull());
      }
    },
    onDeleted: () => setSyncStatus({ phase: 'error', problem: 'gone' }),
    onConnected: () => undefined,
  });

  const stopChanges = subscribeRecordChanges((change) => {
    if (change.origin === 'remote' || change.origin === 'wipe') return;
    engine.note(
      change.records.map((record) => ({
        rid: realIdOf(change.profile, change.collection, record.id),
        record,
      })),
    );
    schedule();
  });
  // The music lists' writes (this page's and other tabs'), which IndexedDB announces here.
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  if (channel) {
    channel.onmessage = (event: MessageEvent<{ from?: unknown } | null>) => {
      if (event.data?.from !== 'sync') schedule();
    };
  }
  // Sync turned off (or another phrase joined) in another tab of this browser: this page's
  // sync stops too, as "Turn off sync on this device" says.
  const onStorage = (event: StorageEvent) => {
    if ((event.key === null || event.key === SYNC_CONFIG_KEY) && storedSyncKey() !== stored)
      stopSync();
  };
  window.addEventListener('storage', onStorage);
  const onOnline = () => schedule(0);
  const onOffline = () => setSyncStatus({ phase: 'offline' });
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const poll = setInterval(() => {
    if (!live.connected() && document.visibilityState === 'visible') schedule(0);
  }, POLL_MS);

  // Data kept before profiles moves in under the start-up lock (opened lists schedule it):
  // the first sync waits for that move, so what it moves in goes up with it.
  layerSource().open();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await withLock('migrate', () => undefined);
  schedule(0);
  return {
    engine,
    syncNow: () => schedule(0),
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(poll);
      live.close();
      stopChanges();
      channel?.close();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    },
  };
}

/** Starts sync when it is on (start-up, after the first screen; or when turned on). */
export function startSync(): Promise<Runner | null> {
  if (runner) return Promise.resolve(runner);
  const started = generation;
  starting ??= (async () => {
    const key = storedSyncKey();
    if (!key) return null;
    const wanted = () => started === generation;
    const created = await createRunner(key, wanted);
    if (!created || !wanted()) {
      created?.stop();
      return null;
    }
    runner = created;
    starting = null;
    return runner;
  })();
  return starting;
}

export function stopSync() {
  generation += 1;
  runner?.stop();
  runner = null;
  starting = null;
  resetSyncStatus();
}

export const syncNow = () => runner?.syncNow();

/** After the space was deleted elsewhere: make it again from this device's data. */
export async function startOver() {
  const current = await startSync();
  if (!current) return;
  setSyncStatus({ phase: 'syncing', problem: null });
  await current.engine.startOver().then(
    (report) => setSyncStatus({ phase: 'synced', lastSync: report.lastSync }),
    () => setSyncStatus({ phase: 'error', problem: 'network' }),
  );
}
